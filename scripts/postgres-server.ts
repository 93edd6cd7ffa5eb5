import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/** Where PostgreSQL's server binaries live (PG_BIN overrides). */
export function postgresBin(): string | null {
  const candidates = [process.env.PG_BIN, "/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin"];
  for (const dir of candidates) if (dir && existsSync(path.join(dir, "initdb"))) return dir;
  return null;
}

/** A free loopback TCP port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface PostgresServer {
  url: string;
  stop(): void;
  /** pg_ctl restart (fast shutdown, then start), waiting until it accepts connections. */
  restart(): void;
  /** Takes the server down (fast shutdown) or brings it back, keeping its data. */
  pause(): void;
  resume(): void;
}

/**
 * A throwaway PostgreSQL cluster in a temp directory, on a free loopback port, with fsync off.
 * initdb refuses root, so as root it runs as the postgres user.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (set PG_BIN)");
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "nhadat-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = isRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ]);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    restart() {
      // The log file keeps the new postmaster off pg_ctl's stdout, which spawnSync waits on.
      run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-m", "fast", "-w", "restart"]);
    },
    pause() {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
    resume: start,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        try {
          execFileSync("rm", ["-rf", dir]);
        } catch {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    },
  };
}
