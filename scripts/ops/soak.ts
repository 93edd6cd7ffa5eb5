// npm run soak -- [--minutes=30] [--concurrency=50] [--out=docs/benchmarks/soak.md]
// Mixed traffic on loopback against the production build on a throwaway PostgreSQL (demo data
// seeded): searches, pages, sign-ins and listing posts (photos included; at most one post a
// second). Prints, each minute, the requests, errors, p95, the server's RSS and open file
// descriptors (from /proc); writes the table to --out. Exits non-zero on any error.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { quantile } from "../bench/load.ts";
import { startPostgres, type PostgresServer } from "../postgres-server.ts";
import {
  arg,
  createListers,
  ensureBuild,
  gitCommit,
  listingForm,
  listingRefs,
  processFootprint,
  signIn,
  startApp,
  type RunningApp,
} from "./harness.ts";

const minutes = Number(arg("minutes", "30"));
const concurrency = Number(arg("concurrency", "50"));
const out = arg("out", "docs/benchmarks/soak.md");
const commit = gitCommit();

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  p95: number;
  byKind: Record<string, number>;
  rssMb: number;
  openFds: number;
}

let postgres: PostgresServer | null = null;
let app: RunningApp | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-soak-"));
const cleanup = async () => {
  await app?.stop();
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

try {
  ensureBuild();
  postgres = await startPostgres();
  app = await startApp({
    databaseUrl: postgres.url,
    dataDir,
    env: { SEED_DEMO: "1", LOG_LEVEL: "warn" },
    authSecret: randomBytes(24).toString("hex"),
  });
  const origin = app.origin;
  const pid = app.child.pid!;
  const refs = await listingRefs(postgres.url);
  const listers = await createListers(postgres.url, origin, 10, "soak");
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows: slugRows } = await client.query<{ slug_id: string }>(
    `select slug_id from properties where request_status = 'approved' and status = 'active' limit 50`,
  );
  await client.end();
  const slugs = slugRows.map((r) => r.slug_id);
  console.info(
    `Soak: ${minutes} min at ${concurrency} concurrent on ${origin}; ${slugs.length} public demo listings; server pid ${pid}; ready in ${app.readyMs} ms`,
  );

  const searches = [
    "/api/get-property-list?limit=12",
    "/api/get-property-list?limit=12&offset=12&property_type=sell",
    "/api/get-property-list?limit=12&property_type=rent&sort_by=price_asc",
    "/api/get-property-list?limit=12&search=c%C4%83n%20h%E1%BB%99",
    "/api/get-map-clusters?min_latitude=10.6&max_latitude=10.9&min_longitude=106.5&max_longitude=106.9&zoom=12",
    "/api/agent-list?limit=10",
    "/api/homepage-data",
  ];
  const pages = [
    "/",
    "/properties",
    "/properties?property_type=rent",
    "/agents",
    "/projects",
    "/articles",
    ...slugs.slice(0, 10).map((s) => `/properties-details/${s}`),
  ];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  type Kind = "search" | "page" | "sign-in" | "post";
  const minutesLog: Minute[] = [];
  let current = { requests: 0, errors: 0, latencies: [] as number[], byKind: {} as Record<string, number> };
  const failures: string[] = [];
  let nextPostAt = 0;
  let posted = 0;

  async function once(worker: number): Promise<void> {
    const headers: Record<string, string> = {
      "x-forwarded-for": `10.88.${Math.floor(worker / 250)}.${(worker % 250) + 1}`,
      "accept-encoding": "gzip, br",
    };
    const roll = Math.random();
    let kind: Kind = roll < 0.55 ? "search" : roll < 0.9 ? "page" : roll < 0.97 ? "sign-in" : "post";
    if (kind === "post" && performance.now() < nextPostAt) kind = "search";
    const t0 = performance.now();
    let status = 0;
    let what = "";
    try {
      if (kind === "search") {
        what = pick(searches);
        const res = await fetch(`${origin}${what}`, { headers });
        await res.arrayBuffer();
        status = res.status;
      } else if (kind === "page") {
        what = pick(pages);
        const res = await fetch(`${origin}${what}`, { headers: { ...headers, accept: "text/html" } });
        await res.arrayBuffer();
        status = res.status;
      } else if (kind === "sign-in") {
        const lister = pick(listers);
        what = "sign-in";
        await signIn(origin, lister.email, lister.password);
        status = 200;
      } else {
        nextPostAt = performance.now() + 1000;
        const lister = pick(listers);
        what = "post_property";
        const res = await fetch(`${origin}/api/post_property`, {
          method: "POST",
          headers: { ...headers, authorization: `Bearer ${lister.token}` },
          body: await listingForm(refs, `Căn hộ soak ${++posted}`),
        });
        await res.arrayBuffer();
        status = res.status;
      }
    } catch (error) {
      failures.push(`${kind} ${what}: ${(error as Error).message}`);
      current.errors += 1;
    }
    current.requests += 1;
    current.latencies.push(performance.now() - t0);
    current.byKind[kind] = (current.byKind[kind] ?? 0) + 1;
    if (status && (status < 200 || status >= 300)) {
      current.errors += 1;
      failures.push(`${kind} ${what}: ${status}`);
    }
  }

  const started = performance.now();
  const deadline = started + minutes * 60_000;
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    while (performance.now() < deadline) await once(worker);
  });
  const ticker = setInterval(() => {
    const footprint = processFootprint(pid);
    const sorted = current.latencies.sort((a, b) => a - b);
    const row: Minute = {
      minute: minutesLog.length + 1,
      requests: current.requests,
      errors: current.errors,
      p95: quantile(sorted, 0.95),
      byKind: current.byKind,
      rssMb: footprint.rssKb / 1024,
      openFds: footprint.openFds,
    };
    minutesLog.push(row);
    current = { requests: 0, errors: 0, latencies: [], byKind: {} };
    console.info(
      `minute ${String(row.minute).padStart(2)}: ${row.requests} requests (${Object.entries(row.byKind)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}), ${row.errors} errors, p95 ${row.p95.toFixed(0)} ms, RSS ${row.rssMb.toFixed(0)} MB, ${row.openFds} open fds`,
    );
  }, 60_000);
  await Promise.all(workers);
  clearInterval(ticker);
  const ready = await fetch(`${origin}/readyz`);
  const totalRequests = minutesLog.reduce((n, m) => n + m.requests, 0) + current.requests;
  const totalErrors = minutesLog.reduce((n, m) => n + m.errors, 0) + current.errors;
  const first = minutesLog[0];
  const last = minutesLog.at(-1);
  const summary = [
    `${totalRequests} requests, ${totalErrors} errors, ${posted} listings posted; /readyz after: ${ready.status}`,
    first && last
      ? `RSS ${first.rssMb.toFixed(0)} → ${last.rssMb.toFixed(0)} MB (max ${Math.max(...minutesLog.map((m) => m.rssMb)).toFixed(0)}), open fds ${first.openFds} → ${last.openFds} (max ${Math.max(...minutesLog.map((m) => m.openFds))})`
      : "",
  ].filter(Boolean);
  console.info(summary.join("\n"));
  if (failures.length) console.info(`first errors:\n${[...new Set(failures)].slice(0, 10).join("\n")}`);

  const table = [
    "| minute | requests | searches | pages | sign-ins | posts | errors | p95 ms | server RSS MB | open fds |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...minutesLog.map(
      (m) =>
        `| ${m.minute} | ${m.requests} | ${m.byKind.search ?? 0} | ${m.byKind.page ?? 0} | ${m.byKind["sign-in"] ?? 0} | ${m.byKind.post ?? 0} | ${m.errors} | ${m.p95.toFixed(0)} | ${m.rssMb.toFixed(0)} | ${m.openFds} |`,
    ),
  ];
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    [
      "# Soak: mixed traffic on loopback",
      "",
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at commit \`${commit}\` with \`npm run soak -- --minutes=${minutes} --concurrency=${concurrency}\``,
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} (${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, shared with other work; load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" / ")}), ${process.version}, a throwaway PostgreSQL and the production build with demo data.`,
      "",
      "Each of the workers loops over: a search or list call (55 %), a page (35 %), a better-auth sign-in (7 %), or a",
      "`post_property` with two photos (3 %, at most one a second). An error is a transport failure or any answer outside 2xx.",
      "RSS and open file descriptors are the server process's, read from `/proc/<pid>/status` and `/proc/<pid>/fd` each minute.",
      "",
      ...summary.map((line) => `- ${line}`),
      ...(failures.length ? ["", "First errors:", "", ...[...new Set(failures)].slice(0, 10).map((f) => `- ${f}`)] : []),
      "",
      ...table,
      "",
    ].join("\n"),
  );
  console.info(`Wrote ${out}`);
  await cleanup();
  process.exit(totalErrors === 0 && ready.ok ? 0 : 1);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(1);
}
