// npm run bench -- [--count=1000000] [--concurrency=32] [--seconds=15] [--requests=20000]
//   [--skip-generate] [--out=docs/benchmarks/search-1m.md]
// Starts a throwaway PostgreSQL (or uses DATABASE_URL), migrates, seeds the reference data and
// generates the listings (scripts/generate-bulk.ts), starts the production build
// (build/server/index.js) on a free loopback port, then measures each main search at the
// given concurrency beside the static /healthz route, and writes the figures as Markdown.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres, type PostgresServer } from "../postgres-server.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { renderReport } from "./report.ts";
import { benchRoutes } from "./routes.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const count = Number(arg("count") ?? 1_000_000);
const concurrency = Number(arg("concurrency") ?? 32);
const seconds = Number(arg("seconds") ?? 15);
const maxRequests = Number(arg("requests") ?? 20_000);
const serialRequests = Number(arg("serial") ?? 200);
const out = arg("out") ?? "docs/benchmarks/search-1m.md";
const root = process.cwd();
const node = process.execPath;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitReady(origin: string, server: ChildProcess): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready in 60 s");
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");

let postgres: PostgresServer | null = null;
let server: ChildProcess | null = null;
let dataDir: string | null = null;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill("SIGTERM");
  postgres?.stop();
  postgres = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
};
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startPostgres();
    databaseUrl = postgres.url;
    console.info(`Throwaway PostgreSQL at ${new URL(databaseUrl).host}`);
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-bench-"));
  const childEnv = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir };

  let generateSeconds: number | null = null;
  if (!flag("skip-generate")) {
    const t0 = Date.now();
    const gen = spawnSync(node, [path.join(root, "scripts/generate-bulk.ts"), `--count=${count}`], { stdio: "inherit", env: childEnv });
    if (gen.status !== 0) throw new Error("generate-bulk failed");
    generateSeconds = (Date.now() - t0) / 1000;
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const {
    rows: [facts],
  } = await client.query<{ listings: number; public_listings: number; version: string }>(
    `select (select count(*)::int from properties) as listings,
            (select count(*)::int from properties where request_status = 'approved' and status = 'active' and (expires_at is null or expires_at > now())) as public_listings,
            version() as version`,
  );
  await client.end();

  if (!existsSync(path.join(root, "build/server/index.js"))) {
    const build = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], { stdio: "inherit", env: process.env });
    if (build.status !== 0) throw new Error("react-router build failed");
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = spawn(node, [path.join(root, "build/server/index.js")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...childEnv,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      AUTH_SECRET: randomBytes(24).toString("hex"),
      // Each simulated client has its own address (X-Forwarded-For), as real visitors do; the
      // API-wide limit is raised so the run measures the searches, not the 429 path.
      TRUST_PROXY: "1",
      RATE_LIMIT_API_PER_MINUTE: "1000000000",
    },
  });
  await waitReady(origin, server);

  const routes = await benchRoutes(databaseUrl);
  const headersFor = (worker: number) => ({ "x-forwarded-for": `10.77.${Math.floor(worker / 250)}.${(worker % 250) + 1}` });
  const results: { name: string; isSearch: boolean; serial: LoadResult; loaded: LoadResult }[] = [];
  const loadAverage = os.loadavg();
  for (const route of routes) {
    await runLoad({ origin, paths: route.paths, concurrency: 4, maxRequests: 40, maxMs: 10_000, headersFor });
    const serial = await runLoad({ origin, paths: route.paths, concurrency: 1, maxRequests: serialRequests, maxMs: 10_000, headersFor });
    const loaded = await runLoad({ origin, paths: route.paths, concurrency, maxRequests, maxMs: seconds * 1000, headersFor });
    results.push({ name: route.name, isSearch: route.isSearch, serial, loaded });
    console.info(
      `${route.name.padEnd(58)} c=1 p50 ${fmt(serial.p50)} ms | c=${concurrency} p50 ${fmt(loaded.p50)} p95 ${fmt(loaded.p95)} p99 ${fmt(loaded.p99)} ms, ${loaded.perSecond.toFixed(0)} req/s` +
        (loaded.failures || serial.failures
          ? `, ${loaded.failures + serial.failures} failed (${loaded.firstFailure ?? serial.firstFailure})`
          : ""),
    );
  }

  const report = renderReport({
    date: new Date(),
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    machine: {
      cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}`,
      memoryGb: os.totalmem() / 1024 ** 3,
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      postgres: facts!.version.split(",")[0]!,
      loadAverage,
    },
    listings: facts!.listings,
    publicListings: facts!.public_listings,
    generateSeconds,
    concurrency,
    seconds,
    maxRequests,
    serialRequests,
    results,
  });
  mkdirSync(path.dirname(path.resolve(root, out)), { recursive: true });
  writeFileSync(path.resolve(root, out), report);
  console.info(`Wrote ${out}`);
} finally {
  cleanup();
}
