import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { freePort } from "../scripts/postgres-server.ts";
import { serverProcessCount } from "./processes.ts";

describe("serverProcessCount", () => {
  it("runs one process per core, at most four, with PostgreSQL, and one with the embedded database", () => {
    const url = "postgres://db/app";
    expect(serverProcessCount({ DATABASE_URL: url }, 2)).toBe(2);
    expect(serverProcessCount({ DATABASE_URL: url }, 16)).toBe(4);
    expect(serverProcessCount({ DATABASE_URL: url }, 1)).toBe(1);
    expect(serverProcessCount({}, 8)).toBe(1);
  });

  it("takes WEB_CONCURRENCY as given", () => {
    expect(serverProcessCount({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: 6 }, 2)).toBe(6);
    expect(serverProcessCount({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: 1 }, 8)).toBe(1);
  });
});

/** The fixture's processes under test: output collected, a wait for a line, the exit. */
function startFixture(args: string[]) {
  const child = spawn(process.execPath, ["tests/support/server-processes-fixture.ts", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const listeners: (() => void)[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      for (const listener of listeners) listener();
    });
  }
  const waitFor = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => output.includes(text) && resolve();
      listeners.push(check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, waitFor, exited, output: () => output };
}

/** GET on a new connection each time, so that each goes to the next process. */
function get(port: number, path = "/"): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

/** Whether a process runs (an exited one its parent has not reaped yet, a zombie, does not). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

async function pidsServing(port: number, requests = 8): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i++) pids.add(Number(await get(port)));
  return pids;
}

describe("serveInProcesses", () => {
  it("shares the port among the processes, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const fixture = startFixture(["2", String(port)]);
    const { child } = fixture;
    try {
      await fixture.waitFor("2 server processes share the port");
      const first = await pidsServing(port);
      expect(first.size).toBe(2);
      expect(first.has(child.pid!)).toBe(false);

      // One process leaves after it has served: another takes its place.
      await get(port, "/exit");
      await fixture.waitFor("exited (code 5): starting another");
      let now = await pidsServing(port);
      while (now.size < 2) now = await pidsServing(port);
      expect([...now].filter((pid) => first.has(pid))).toHaveLength(1);

      child.kill("SIGTERM");
      expect(await fixture.exited).toBe(0);
      for (const pid of now) expect(alive(pid)).toBe(false);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("leaves no server process behind when the supervisor itself is killed (SIGKILL: no handler runs)", async () => {
    const port = await freePort();
    const fixture = startFixture(["2", String(port)]);
    try {
      await fixture.waitFor("2 server processes share the port");
      const serving = await pidsServing(port);
      expect(serving.size).toBe(2);
      fixture.child.kill("SIGKILL");
      await fixture.exited;
      // Each server process sees its channel to the supervisor close and exits (Node's cluster).
      await expect.poll(() => [...serving].filter(alive), { timeout: 10_000, interval: 20 }).toEqual([]);
      await expect(get(port)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    } finally {
      fixture.child.kill("SIGKILL");
    }
  });

  it("stops, with its code, when a process exits before it serves", async () => {
    const port = await freePort();
    const fixture = startFixture(["2", String(port), "fail-second"]);
    expect(await fixture.exited).toBe(3);
    expect(fixture.output()).toContain("server process 2 of 2 exited (code 3) before it served: stopping the others");
  });

  it("runs the server in its own process when there is one", async () => {
    const port = await freePort();
    const fixture = startFixture(["1", String(port)]);
    try {
      let pid = NaN;
      while (Number.isNaN(pid)) pid = await get(port).then(Number, () => NaN);
      expect(pid).toBe(fixture.child.pid);
      fixture.child.kill("SIGTERM");
      expect(await fixture.exited).toBe(0);
    } finally {
      fixture.child.kill("SIGKILL");
    }
  });
});
