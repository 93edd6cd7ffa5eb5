// node scripts/bench/start-time.ts [--runs=3] [--out=docs/benchmarks/startup.md] [--no-template]
// Times `npm start` itself, as a user runs it, to the first 200 on /readyz: a first start on a
// warm install (node_modules in place, no build of these sources, an empty data directory:
// build, migrations, the demo city seeded on the embedded database) and a restart (the same
// data directory, the sources unchanged since that build). The first start is made by removing
// build/'s stamp (scripts/build-stamp.ts), which makes `npm start` build as from a fresh clone.
// A new embedded cluster is copied from the install's template when one is kept (app/lib/db.server.ts);
// `--no-template` removes it before each first start, as on a fresh install's very first start.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../postgres-server.ts";
import { groupCpuMs } from "./cpu.ts";
import { stampFile } from "../build-stamp.ts";
import { pgliteTemplateRoot } from "../../app/lib/db.server.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(arg("runs") ?? 3);
const noTemplate = process.argv.includes("--no-template");
const out = arg("out") ?? "docs/benchmarks/startup.md";
const root = process.cwd();

/**
 * Spawns `npm start` in its own process group; resolves with the seconds to /readyz and the CPU
 * seconds its processes spent until then (the wall clock depends on the machine's load), then
 * stops the group.
 */
async function timeStart(dataDir: string): Promise<{ seconds: number; cpu: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "", DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  try {
    const until = Date.now() + 300_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { seconds: (Date.now() - started) / 1000, cpu: groupCpuMs(child.pid!) / 1000 };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("npm start was not ready in 300 s");
  } finally {
    const exited = new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    // The server exits on SIGTERM after draining; wait until its port is free again.
    await new Promise((r) => setTimeout(r, 500));
  }
}

const rows: string[] = [];
for (let run = 1; run <= runs; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-start-"));
  try {
    rmSync(path.join(root, stampFile), { force: true });
    if (noTemplate) rmSync(pgliteTemplateRoot, { recursive: true, force: true });
    const first = await timeStart(dataDir);
    const restart = await timeStart(dataDir);
    const load = os.loadavg()[0]!.toFixed(2);
    console.info(
      `run ${run}: first start ${first.seconds.toFixed(1)} s (CPU ${first.cpu.toFixed(1)} s), restart ${restart.seconds.toFixed(1)} s (CPU ${restart.cpu.toFixed(1)} s), load average ${load}`,
    );
    rows.push(
      `| ${run} | ${first.seconds.toFixed(1)} | ${first.cpu.toFixed(1)} | ${restart.seconds.toFixed(1)} | ${restart.cpu.toFixed(1)} | ${load} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const section = `### ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

\`node scripts/bench/start-time.ts --runs=${runs}${noTemplate ? " --no-template" : ""}\`; ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, shared with other engineers' work.

| Run | First start on a warm install, s | its CPU, s | Restart, s | its CPU, s | Load average (1 min) after |
|---:|---:|---:|---:|---:|---:|
${rows.join("\n")}
`;
const header = `# \`npm start\` to ready

Seconds from running \`npm start\` to the first 200 on \`/readyz\` (scripts/bench/start-time.ts),
on the embedded default (no DATABASE_URL) with an empty data directory: a first start on a warm
install (node_modules in place; the build, migrations and the demo city's seed), then a restart
on the same data directory with the sources unchanged (\`npm start\` skips the build, scripts/build-if-changed.ts).
Beside each time, the CPU seconds that \`npm start\`'s processes spent until then (every process
of its group, with the children it has reaped, from /proc): on a shared machine the wall clock
mostly measures the load. Goals: first start ≤ 20 s, restart ≤ 5 s.
`;
const file = path.resolve(root, out);
const previous = existsSync(file) ? readFileSync(file, "utf8") : header;
writeFileSync(file, `${previous.trimEnd()}\n\n${section}`);
console.info(`Wrote ${out}`);
