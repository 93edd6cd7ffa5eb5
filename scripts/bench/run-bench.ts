// npm run bench -- [--count=100000] [--embedded] [--concurrency=16] [--seconds=6] [--rounds=5] [--skip-generate]
//   [--only=search,reference,page,homepage-data,/map] [--label=after] [--out=docs/benchmarks/ratios-100k.md]
// Starts a throwaway PostgreSQL (or uses DATABASE_URL), migrates, seeds the reference data and
// generates the listings (scripts/generate-bulk.ts), starts the production build
// (build/server/index.js) and the plain `pg` reference server (reference-server.ts) on free
// loopback ports, then measures each pair of routes in alternating slices and prints the
// ratio of their req/s, with the CPU per request of Node and of PostgreSQL read from /proc.
// The run is written as one section (its label) of the run kind's Markdown file.
// Pages are measured as deployed (the visitors' page cache, PAGE_CACHE_SECONDS, default 5 s),
// then again from the server restarted with PAGE_CACHE_SECONDS=0 (every request rendered).
// --embedded measures the embedded default instead (no DATABASE_URL: PGlite in DATA_DIR, the
// demo city seeded): the first start and a restart timed, then the pairs without the searches
// (their reference server needs PostgreSQL), into docs/benchmarks/ratios-embedded.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteExtensions } from "../../app/lib/db.server.ts";
import { hashPassword } from "../../app/lib/auth.server.ts";
import { describeServeCommand, serveCommand } from "../serve-command.ts";
import { freePort, startPostgres, type PostgresServer } from "../postgres-server.ts";
import { parentPid, processTreeCpuMs, processTreeRssMb } from "./cpu.ts";
import { serverProcessCount } from "../../server/processes.ts";
import { mergeLoads, runLoad } from "./load.ts";
import { renderRun, replaceSection, type Measured, type PairResult } from "./report.ts";
import { benchPairs, type BenchPair, type BenchRoute } from "./routes.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);
const embedded = flag("embedded");
const count = Number(arg("count") ?? 100_000);
const concurrency = Number(arg("concurrency") ?? 16);
const seconds = Number(arg("seconds") ?? 6);
const rounds = Number(arg("rounds") ?? 5);
const only = arg("only")?.split(",");
const label = arg("label") ?? "run";
const sizeName = embedded ? "embedded" : count >= 1_000_000 ? `${count / 1_000_000}m` : `${count / 1000}k`;
const out = arg("out") ?? `docs/benchmarks/ratios-${sizeName}.md`;
const root = process.cwd();
const node = process.execPath;
/** Seconds the app keeps visitors' pages in the first part of the run (its own default unless set). */
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? 5);

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in 300 s`);
}

/** The bench's own member account: a verified user with a password, made once per database. */
const benchMember = { email: "bench-member@nhadat.local", password: "bench-member-password", name: "Thành viên đo tốc độ" };

async function ensureBenchMember(client: { query: (text: string, params?: unknown[]) => Promise<unknown> }): Promise<void> {
  await client.query(
    `with made as (
       insert into users (email, name, role, email_verified) values ($1, $2, 'user', true)
       on conflict (email) do nothing returning id)
     insert into accounts (account_id, provider_id, user_id, password)
     select id::text, 'credential', id, $3 from made`,
    [benchMember.email, benchMember.name, await hashPassword(benchMember.password)],
  );
}

/** Signs the member in as the apps do (user_signup): its session cookie for pages, its bearer token for the API. */
async function signInBenchMember(origin: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${origin}/api/user_signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": "10.78.0.1" },
    body: JSON.stringify({ email: benchMember.email, password: benchMember.password }),
  });
  const body = (await res.json()) as { error: boolean; message: string; token?: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (body.error || !body.token || !cookie) throw new Error(`the bench member could not sign in: ${res.status} ${body.message}`);
  return { cookie, token: body.token };
}

/**
 * Waits until the server's start has done its background work (the first tick of its jobs, e.g.
 * the ward price bands, a whole-table statement at 1M listings): the first pair measured would
 * otherwise carry it. Quiet is a second in which the app and PostgreSQL each used under a tenth
 * of a core; after 120 s the run goes on and says so. Returns the seconds waited.
 */
async function waitQuiet(appPid: number, postmaster: number | null): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    const node0 = processTreeCpuMs(appPid);
    const pg0 = postmaster ? processTreeCpuMs(postmaster) : 0;
    await new Promise((r) => setTimeout(r, 1000));
    const busy = Math.max(processTreeCpuMs(appPid) - node0, postmaster ? processTreeCpuMs(postmaster) - pg0 : 0);
    if (busy < 100) return (Date.now() - started) / 1000;
  }
  console.warn("The server was still busy 120 s after it started: measuring anyway");
  return (Date.now() - started) / 1000;
}

let postgres: PostgresServer | null = null;
const children: ChildProcess[] = [];
let dataDir: string | null = null;
const cleanup = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  postgres?.stop();
  postgres = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
};
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

// The commit measured is the one checked out when the run starts (the build is made from it).
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).stdout.trim() !== "";

try {
  let databaseUrl = embedded ? undefined : process.env.DATABASE_URL;
  if (!databaseUrl && !embedded) {
    postgres = await startPostgres();
    databaseUrl = postgres.url;
    console.info(`Throwaway PostgreSQL at ${new URL(databaseUrl).host}`);
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-bench-"));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // The mode comes from the serve command alone, as when `npm start` runs it.
  delete childEnv.NODE_ENV;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;

  let generateSeconds: number | null = null;
  if (!embedded && !flag("skip-generate")) {
    const t0 = Date.now();
    const gen = spawnSync(node, [path.join(root, "scripts/generate-bulk.ts"), `--count=${count}`], { stdio: "inherit", env: childEnv });
    if (gen.status !== 0) throw new Error("generate-bulk failed");
    generateSeconds = (Date.now() - t0) / 1000;
  }

  // npm start's build step: builds unless build/ was made from the sources as they are.
  const build = spawnSync(node, [path.join(root, "scripts/build-if-changed.ts")], { stdio: "inherit", env: process.env });
  if (build.status !== 0) throw new Error("react-router build failed");
  const appPort = await freePort();
  const referencePort = await freePort();
  const origins = { app: `http://127.0.0.1:${appPort}`, reference: `http://127.0.0.1:${referencePort}` };
  // The server starts exactly as `npm start` and `npm run serve` start it: their command line's
  // environment (NODE_ENV=production, MALLOC_ARENA_MAX) and Node flags (scripts/serve-command.ts).
  const serve = serveCommand();
  // The server processes `npm start` runs here (server/processes.ts): one per core with
  // PostgreSQL (WEB_CONCURRENCY, when set, passes through to the server as well).
  const processes = serverProcessCount({
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ? Number(process.env.WEB_CONCURRENCY) : undefined,
  });
  const startApp = (extraEnv: Record<string, string> = {}) => {
    const child = spawn(node, [...serve.nodeArgs, path.join(root, serve.entry)], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...childEnv,
        ...serve.env,
        ...extraEnv,
        PORT: String(appPort),
        HOST: "127.0.0.1",
        // The embedded default starts as a fresh clone does: demo city seeded on the first start.
        SEED_DEMO: embedded ? "1" : "0",
        LOG_LEVEL: "warn",
        AUTH_SECRET: randomBytes(24).toString("hex"),
        // Each simulated client has its own address (X-Forwarded-For), as real visitors do; the
        // API-wide limit is raised so the run measures the searches, not the 429 path.
        TRUST_PROXY: "1",
        RATE_LIMIT_API_PER_MINUTE: "1000000000",
      },
    });
    children.push(child);
    return child;
  };
  const factsSql = `select (select count(*)::int from properties) as listings,
            (select count(*)::int from properties where request_status = 'approved' and status = 'active' and (expires_at is null or expires_at > now())) as public_listings,
            version() as version, pg_backend_pid() as backend`;
  type Facts = { listings: number; public_listings: number; version: string; backend: number };
  let facts: Facts;
  let postmaster: number | null = null;
  let allPairs: BenchPair[];
  let startup: { first: number; restart: number } | null = null;
  let app: ChildProcess;
  let reference: ChildProcess | null = null;
  if (embedded) {
    // First start on an empty data directory (migrations, demo seed), then a restart on it.
    let t0 = Date.now();
    const first = startApp();
    await waitReady(`${origins.app}/readyz`, first);
    const firstSeconds = (Date.now() - t0) / 1000;
    first.kill("SIGTERM");
    await new Promise((resolve) => (first.exitCode === null ? first.once("exit", resolve) : resolve(null)));
    // The benchmark's values are read while the server is down (PGlite is one process's).
    const pglite = await PGlite.create(path.join(dataDir, "pglite"), { extensions: pgliteExtensions });
    facts = (await pglite.query<Facts>(factsSql)).rows[0]!;
    allPairs = await benchPairs(pglite);
    await ensureBenchMember(pglite);
    await pglite.close();
    t0 = Date.now();
    app = startApp();
    await waitReady(`${origins.app}/readyz`, app);
    startup = { first: firstSeconds, restart: (Date.now() - t0) / 1000 };
    console.info(`Embedded default: first start ${firstSeconds.toFixed(1)} s, restart ${startup.restart.toFixed(1)} s`);
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    facts = (await client.query<Facts>(factsSql)).rows[0]!;
    postmaster = parentPid(facts.backend);
    allPairs = await benchPairs(client);
    await ensureBenchMember(client);
    await client.end();
    if (!postmaster) throw new Error("PostgreSQL's postmaster is not visible in /proc: run the database on this machine");
    app = startApp();
    // As many reference processes as the app runs, so that each side has the same cores.
    reference = spawn(node, [path.join(root, "scripts/bench/reference-server.ts"), `--port=${referencePort}`, `--processes=${processes}`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: childEnv,
    });
    children.push(reference);
    await waitReady(`${origins.app}/readyz`, app);
    await waitReady(`${origins.reference}/`, reference);
  }
  const pids = { app: app.pid!, reference: reference?.pid ?? 0 };
  const quietSeconds = await waitQuiet(pids.app, postmaster);

  const healthz: BenchRoute = { name: "/healthz", target: "app", paths: ["/healthz"] };
  // The plain `pg` reference server needs PostgreSQL: the embedded run has no search pairs.
  // --only names groups, or routes by the start of their name.
  const chosen = (p: BenchPair) => !only || only.some((o) => o === p.group || p.route.name.startsWith(o));
  const pairs = allPairs.filter((p) => chosen(p) && !(embedded && p.group === "search"));
  const member = pairs.some((p) => p.route.asMember) ? await signInBenchMember(origins.app) : null;
  const isApi = (r: BenchRoute) => r.paths[0]!.startsWith("/api/");
  const accept = (r: BenchRoute) => (isApi(r) ? "application/json" : "text/html");
  const headersFor = (r: BenchRoute) => {
    const credentials: Record<string, string> =
      r.asMember && member ? (isApi(r) ? { authorization: `Bearer ${member.token}` } : { cookie: member.cookie }) : {};
    return (worker: number) => ({ ...credentials, "x-forwarded-for": `10.77.${Math.floor(worker / 250)}.${(worker % 250) + 1}` });
  };
  const optionsFor = (r: BenchRoute) => ({ origin: origins[r.target], paths: r.paths, headersFor: headersFor(r), accept: accept(r) });
  const warm = (r: BenchRoute) => runLoad({ ...optionsFor(r), concurrency: 4, maxRequests: Math.max(40, r.paths.length), maxMs: 10_000 });
  /** One slice of load on a route, with the CPU it cost the answering Node process and PostgreSQL. */
  const slice = async (r: BenchRoute, ms: number) => {
    const node0 = processTreeCpuMs(pids[r.target]);
    const pg0 = postmaster ? processTreeCpuMs(postmaster) : 0;
    const load = await runLoad({ ...optionsFor(r), concurrency, maxRequests: 1_000_000, maxMs: ms });
    return { load, nodeMs: processTreeCpuMs(pids[r.target]) - node0, pgMs: postmaster ? processTreeCpuMs(postmaster) - pg0 : 0 };
  };
  /**
   * Both routes of a pair, alternating in `rounds` slices each, so that a change in the
   * machine's load weighs on both alike; each round ends with a half-length slice of
   * /healthz, the server's floor, which both routes are also compared with.
   */
  const measurePair = async (a: BenchRoute, b: BenchRoute): Promise<[Measured, Measured, Measured]> => {
    await warm(a);
    await warm(b);
    const slices: Awaited<ReturnType<typeof slice>>[][] = [[], [], []];
    for (let round = 0; round < rounds; round++) {
      slices[0]!.push(await slice(a, (seconds * 1000) / rounds));
      slices[1]!.push(await slice(b, (seconds * 1000) / rounds));
      slices[2]!.push(await slice(healthz, (seconds * 1000) / rounds / 2));
    }
    return slices.map((parts) => {
      const load = mergeLoads(parts.map((p) => p.load));
      const n = Math.max(1, load.requests);
      return {
        load,
        nodeMsPerRequest: parts.reduce((sum, p) => sum + p.nodeMs, 0) / n,
        pgMsPerRequest: parts.reduce((sum, p) => sum + p.pgMs, 0) / n,
      };
    }) as [Measured, Measured, Measured];
  };
  const rssStart = processTreeRssMb(pids.app);
  const loadAverage = os.loadavg();
  const results: PairResult[] = [];
  const measureAndLog = async (pair: BenchPair) => {
    const [route, against, floor] = await measurePair(pair.route, pair.against);
    const ratio = route.load.perSecond / against.load.perSecond;
    results.push({ pair, route, against, floor, ratio });
    const fails = route.load.failures + against.load.failures;
    console.info(
      `${pair.group === "page-uncached" ? "(uncached) " : ""}${pair.route.name.padEnd(62)} ${route.load.perSecond.toFixed(0).padStart(5)} req/s | ${pair.against.name.padEnd(32)} ${against.load.perSecond.toFixed(0).padStart(5)} req/s | ratio ${ratio.toFixed(3)} (goal ${pair.goal}) | of /healthz ${(route.load.perSecond / floor.load.perSecond).toFixed(3)}, ${(against.load.perSecond / floor.load.perSecond).toFixed(3)}` +
        (fails ? ` | ${fails} failed: ${route.load.firstFailure ?? against.load.firstFailure}` : ""),
    );
  };
  for (const pair of pairs) await measureAndLog(pair);
  const rssEnd = processTreeRssMb(pids.app);

  // The same pages from a server that renders every request: what the page cache saves.
  // A member's pages are rendered every time already: they are not measured again.
  const pagePairs = pairs.filter((p) => p.group === "page" && !p.route.asMember);
  if (pagePairs.length > 0 && pageCacheSeconds > 0) {
    app.kill("SIGTERM");
    await new Promise((resolve) => (app.exitCode === null ? app.once("exit", resolve) : resolve(null)));
    app = startApp({ PAGE_CACHE_SECONDS: "0" });
    await waitReady(`${origins.app}/readyz`, app);
    pids.app = app.pid!;
    await waitQuiet(pids.app, postmaster);
    for (const pair of pagePairs) await measureAndLog({ ...pair, group: "page-uncached" });
  }

  const section = renderRun({
    label,
    date: new Date(),
    commit: `${commit}${dirty ? " + uncommitted changes" : ""}`,
    serveCommand: describeServeCommand(serve),
    quietSeconds,
    command: ["npm run bench", ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : [])].join(" "),
    machine: {
      cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}`,
      node: process.version,
      postgres: `${embedded ? "embedded PGlite: " : ""}${facts.version.split(",")[0]!}`,
      loadAverage,
    },
    listings: facts.listings,
    publicListings: facts.public_listings,
    generateSeconds,
    startup,
    concurrency,
    seconds,
    rounds,
    pageCacheSeconds,
    rssMb: [rssStart, rssEnd],
    processes,
    results,
  });
  const file = path.resolve(root, out);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, "utf8") : "", facts.listings, label, section));
  console.info(`Wrote the "${label}" section of ${out}`);
} finally {
  cleanup();
}
