// npm run soak -- [--minutes=30] [--concurrency=50] [--processes=N] [--out=docs/benchmarks/soak.md]
//                 [--heap-snapshots=3,8 [--snapshot-dir=/tmp/nhadat-soak-heap]] [--client-stall-ms=6500]
// Mixed traffic on loopback against the production build on a throwaway PostgreSQL (demo data
// seeded): searches, pages, sign-ins, listing posts (photos included; at most one a second)
// and chat between pairs of soak users (sends at most two a second, the rest reads). The server
// runs as many processes as `npm start` runs with PostgreSQL on this machine (one per core, at
// most 4: server/processes.ts), or --processes. Prints, each minute, the requests, errors, p95,
// the server's RSS and open file descriptors (from /proc, its processes together) and where its
// memory sits (the processes' readings added up: heap, external, native, libvips cache), with
// the longest event-loop delay of any server process and of the soak's own; writes the table to --out,
// keeping what follows the notes marker of the file it replaces. --heap-snapshots takes a heap
// snapshot of the server at those minutes (compare them with scripts/ops/heap-diff.ts);
// --client-stall-ms holds the soak's own event loop that long once a minute, as on a starved
// machine, so keep-alive connections sit idle past the server's close and are then reused.
// Exits non-zero on any error.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import pg from "pg";
import type { ProcessReading } from "../../app/lib/process-log.server.ts";
import { processTree } from "../bench/cpu.ts";
import { quantile } from "../bench/load.ts";
import { serverProcessCount } from "../../server/processes.ts";
import { startPostgres, type PostgresServer } from "../postgres-server.ts";
import {
  arg,
  createListers,
  ensureBuild,
  gitCommit,
  listingForm,
  listingRefs,
  memoryMap,
  processFootprint,
  type MemoryMap,
  signIn,
  startApp,
  type RunningApp,
} from "./harness.ts";

const minutes = Number(arg("minutes", "30"));
const concurrency = Number(arg("concurrency", "50"));
const out = arg("out", "docs/benchmarks/soak.md");
const heapSnapshotMinutes = arg("heap-snapshots", "").split(",").filter(Boolean).map(Number);
const snapshotDir = arg("snapshot-dir", path.join(os.tmpdir(), "nhadat-soak-heap"));
const clientStallMs = Number(arg("client-stall-ms", "0"));
const processes = Number(arg("processes", String(serverProcessCount({ DATABASE_URL: "postgres:" }))));
const commit = gitCommit();
const notesMarker = "<!-- notes: kept across runs -->";

interface Minute {
  minute: number;
  requests: number;
  errors: number;
  p95: number;
  byKind: Record<string, number>;
  rssMb: number;
  openFds: number;
  /** The server processes' last readings of the minute added up, and the longest loop delay of any in the minute. */
  reading: ProcessReading | null;
  map: MemoryMap | null;
  serverDelayMs: number;
  clientDelayMs: number;
  load: number;
}

/** A transport failure with its cause: which side closed shows in the code and the socket's byte counts. */
function describeFailure(error: unknown): string {
  const failure = error as Error & {
    cause?: { code?: string; name?: string; message?: string; socket?: Record<string, unknown> };
  };
  const cause = failure.cause;
  if (!cause) return failure.message;
  const socket = cause.socket
    ? `; socket :${String(cause.socket.localPort)} wrote ${String(cause.socket.bytesWritten)} B, read ${String(cause.socket.bytesRead)} B`
    : "";
  return `${failure.message} (${cause.code ?? cause.name ?? "cause"}: ${cause.message ?? ""}${socket})`;
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
  if (heapSnapshotMinutes.length) mkdirSync(snapshotDir, { recursive: true });
  app = await startApp({
    databaseUrl: postgres.url,
    dataDir,
    env: { SEED_DEMO: "1", LOG_LEVEL: "warn", PROCESS_LOG_SECONDS: "10" },
    nodeArgs: heapSnapshotMinutes.length ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshotDir}`] : [],
    authSecret: randomBytes(24).toString("hex"),
    processes,
  });
  const origin = app.origin;
  const pid = app.child.pid!;
  const refs = await listingRefs(postgres.url);
  const listers = await createListers(postgres.url, origin, 10, "soak");
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows: slugRows } = await client.query<{ slug_id: string }>(
    // Public as the site shows them: approved, active and not past their expiry (the demo city has expired ones).
    `select slug_id from properties where request_status = 'approved' and status = 'active' and (expires_at is null or expires_at > now()) limit 50`,
  );
  await client.end();
  const slugs = slugRows.map((r) => r.slug_id);
  console.info(
    `Soak: ${minutes} min at ${concurrency} concurrent on ${origin}; ${slugs.length} public demo listings; server pid ${pid}, ${processes} server process${processes === 1 ? "" : "es"}; ready in ${app.readyMs} ms`,
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
  let trafficStart = 0;
  const clientDelay = monitorEventLoopDelay({ resolution: 20 });
  clientDelay.enable();
  // The server's process readings (every 10 s), read from its log as they arrive.
  let readLines = 0;
  const newReadings = (): ProcessReading[] => {
    const fresh = app!.lines.slice(readLines);
    readLines = app!.lines.length;
    return fresh
      .filter((line) => line.includes('"msg":"process reading"'))
      .flatMap((line) => {
        try {
          return [(JSON.parse(line) as { reading: ProcessReading }).reading];
        } catch {
          return [];
        }
      });
  };
  // Each server process logs its own readings; the latest of each live one, added up, is the server's.
  const lastReadings = new Map<number, ProcessReading>();
  const serverReading = (pids: number[]): ProcessReading | null => {
    const live = pids.flatMap((p) => lastReadings.get(p) ?? []);
    if (!live.length) return null;
    const sum = (key: Exclude<keyof ProcessReading, "pid" | "loopDelayMaxMs">) =>
      Math.round(live.reduce((n, r) => n + r[key], 0) * 10) / 10;
    return {
      pid,
      rss: sum("rss"),
      heapUsed: sum("heapUsed"),
      heapTotal: sum("heapTotal"),
      external: sum("external"),
      arrayBuffers: sum("arrayBuffers"),
      native: sum("native"),
      vipsCache: sum("vipsCache"),
      vipsCacheHigh: sum("vipsCacheHigh"),
      handles: sum("handles"),
      loopDelayMaxMs: Math.max(...live.map((r) => r.loopDelayMaxMs)),
    };
  };
  const addMaps = (maps: (MemoryMap | null)[]): MemoryMap | null =>
    maps.some((m) => m === null)
      ? null
      : maps.reduce<MemoryMap>(
          (total, m) => ({
            arenasMb: total.arenasMb + m!.arenasMb,
            brkMb: total.brkMb + m!.brkMb,
            otherAnonMb: total.otherAnonMb + m!.otherAnonMb,
            fileMb: total.fileMb + m!.fileMb,
          }),
          { arenasMb: 0, brkMb: 0, otherAnonMb: 0, fileMb: 0 },
        );

  type Kind = "search" | "page" | "sign-in" | "post" | "chat";
  const minutesLog: Minute[] = [];
  let current = { requests: 0, errors: 0, latencies: [] as number[], byKind: {} as Record<string, number> };
  const failures: string[] = [];
  let nextPostAt = 0;
  let posted = 0;
  // Chat pairs listers 0-1, 2-3, …; senders take turns, so each stays under send_message's per-account limit.
  let nextSendAt = 0;
  let sent = 0;
  const partnerOf = (index: number) => listers[index ^ 1] ?? listers[index - 1]!;

  async function once(worker: number): Promise<void> {
    const headers: Record<string, string> = {
      "x-forwarded-for": `10.88.${Math.floor(worker / 250)}.${(worker % 250) + 1}`,
      "accept-encoding": "gzip, br",
    };
    const roll = Math.random();
    let kind: Kind = roll < 0.5 ? "search" : roll < 0.82 ? "page" : roll < 0.89 ? "sign-in" : roll < 0.97 ? "chat" : "post";
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
      } else if (kind === "chat") {
        const auth = (index: number) => ({ ...headers, authorization: `Bearer ${listers[index]!.token}` });
        let res: Response;
        if (performance.now() >= nextSendAt) {
          nextSendAt = performance.now() + 500;
          const index = sent++ % listers.length;
          what = "send_message";
          res = await fetch(`${origin}/api/send_message`, {
            method: "POST",
            headers: { ...auth(index), "content-type": "application/json" },
            body: JSON.stringify({ receiver_id: partnerOf(index).id, message: `Tin nhắn soak ${sent}: căn này còn không ạ?` }),
          });
        } else {
          const index = Math.floor(Math.random() * listers.length);
          what = Math.random() < 0.5 ? "get_chats" : "get_messages";
          const query = what === "get_chats" ? "" : `?user_id=${partnerOf(index).id}&per_page=20`;
          res = await fetch(`${origin}/api/${what}${query}`, { headers: auth(index) });
        }
        await res.arrayBuffer();
        status = res.status;
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
      failures.push(`${kind} ${what} at ${((performance.now() - trafficStart) / 1000).toFixed(0)} s: ${describeFailure(error)}`);
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

  // Minute 0 is the server at rest, seeded and ready, before any traffic.
  const tick = () => {
    // The supervisor and its server processes (or the one server process).
    const pids = processTree(pid);
    const footprints = pids.map(processFootprint);
    const sorted = current.latencies.sort((a, b) => a - b);
    const readings = newReadings();
    for (const reading of readings) lastReadings.set(reading.pid, reading);
    const row: Minute = {
      minute: minutesLog.length,
      requests: current.requests,
      errors: current.errors,
      p95: quantile(sorted, 0.95),
      byKind: current.byKind,
      rssMb: footprints.reduce((n, f) => n + f.rssKb, 0) / 1024,
      openFds: footprints.reduce((n, f) => n + f.openFds, 0),
      reading: serverReading(pids),
      map: addMaps(pids.map(memoryMap)),
      serverDelayMs: Math.max(0, ...readings.map((r) => r.loopDelayMaxMs)),
      clientDelayMs: Math.round(clientDelay.max / 1e6),
      load: os.loadavg()[0]!,
    };
    clientDelay.reset();
    minutesLog.push(row);
    current = { requests: 0, errors: 0, latencies: [], byKind: {} };
    const r = row.reading;
    console.info(
      `minute ${String(row.minute).padStart(2)}: ${row.requests} requests (${Object.entries(row.byKind)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}), ${row.errors} errors, p95 ${row.p95.toFixed(0)} ms, RSS ${row.rssMb.toFixed(0)} MB` +
        (r
          ? ` (heap ${r.heapUsed}/${r.heapTotal}, external ${r.external}, array buffers ${r.arrayBuffers}, native ${r.native}, vips cache ${r.vipsCache})`
          : "") +
        (row.map
          ? ` [malloc arenas ${row.map.arenasMb.toFixed(0)}, brk ${row.map.brkMb.toFixed(0)}, other anonymous ${row.map.otherAnonMb.toFixed(0)}, files ${row.map.fileMb.toFixed(0)}]`
          : "") +
        `, ${row.openFds} open fds, ${r?.handles ?? "?"} handles, loop delay server ${row.serverDelayMs} / client ${row.clientDelayMs} ms, load ${row.load.toFixed(1)}`,
    );
    if (heapSnapshotMinutes.includes(row.minute)) {
      // Each server process writes its own (with several, the supervisor holds no app to snapshot).
      for (const serverPid of pids.length > 1 ? pids.slice(1) : pids) process.kill(serverPid, "SIGUSR2");
      console.info(`heap snapshot requested at minute ${row.minute} (written to ${snapshotDir})`);
    }
    if (clientStallMs > 0 && row.minute > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, clientStallMs);
  };
  tick();
  trafficStart = performance.now();
  const deadline = trafficStart + minutes * 60_000;
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    while (performance.now() < deadline) await once(worker);
  });
  const ticker = setInterval(tick, 60_000);
  await Promise.all(workers);
  clearInterval(ticker);
  const ready = await fetch(`${origin}/readyz`);
  const totalRequests = minutesLog.reduce((n, m) => n + m.requests, 0) + current.requests;
  const totalErrors = minutesLog.reduce((n, m) => n + m.errors, 0) + current.errors;
  const rest = minutesLog[0];
  const first = minutesLog[1];
  const last = minutesLog.at(-1);
  const summary = [
    `${totalRequests} requests, ${totalErrors} errors, ${posted} listings posted, ${sent} chat messages sent; /readyz after: ${ready.status}`,
    rest && first && last
      ? `RSS at rest ${rest.rssMb.toFixed(0)} MB; after the first minute ${first.rssMb.toFixed(0)} → ${last.rssMb.toFixed(0)} MB (max ${Math.max(...minutesLog.map((m) => m.rssMb)).toFixed(0)}), open fds ${first.openFds} → ${last.openFds} (max ${Math.max(...minutesLog.map((m) => m.openFds))})`
      : "",
  ].filter(Boolean);
  console.info(summary.join("\n"));
  if (failures.length) console.info(`first errors:\n${[...new Set(failures)].slice(0, 10).join("\n")}`);

  const table = [
    "| minute | requests | searches | pages | sign-ins | posts | chat | errors | p95 ms | RSS MB | heap used / total MB | external MB | array buffers MB | native MB | malloc arenas / brk / other anonymous / files MB | vips cache MB | open fds | handles | loop delay server / client ms | load 1 min |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...minutesLog.map((m) => {
      const r = m.reading;
      return `| ${m.minute} | ${m.requests} | ${m.byKind.search ?? 0} | ${m.byKind.page ?? 0} | ${m.byKind["sign-in"] ?? 0} | ${m.byKind.post ?? 0} | ${m.byKind.chat ?? 0} | ${m.errors} | ${m.requests ? m.p95.toFixed(0) : "–"} | ${m.rssMb.toFixed(0)} | ${r ? `${r.heapUsed.toFixed(0)} / ${r.heapTotal.toFixed(0)}` : "–"} | ${r?.external.toFixed(0) ?? "–"} | ${r?.arrayBuffers.toFixed(0) ?? "–"} | ${r?.native.toFixed(0) ?? "–"} | ${m.map ? `${m.map.arenasMb.toFixed(0)} / ${m.map.brkMb.toFixed(0)} / ${m.map.otherAnonMb.toFixed(0)} / ${m.map.fileMb.toFixed(0)}` : "–"} | ${r?.vipsCache.toFixed(0) ?? "–"} | ${m.openFds} | ${r?.handles ?? "–"} | ${m.serverDelayMs} / ${m.clientDelayMs} | ${m.load.toFixed(1)} |`;
    }),
  ];
  const notes = existsSync(out) ? readFileSync(out, "utf8").split(notesMarker)[1] : undefined;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    [
      "# Soak: mixed traffic on loopback",
      "",
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at commit \`${commit}\` with \`npm run soak -- --minutes=${minutes} --concurrency=${concurrency} --processes=${processes}\``,
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} (${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, shared with other work; load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" / ")}), ${process.version}, a throwaway PostgreSQL and the production build with demo data.`,
      "",
      "Each of the workers loops over: a search or list call (50 %), a page (32 %), a better-auth sign-in (7 %), chat (8 %:",
      "`send_message` between two soak users, at most two a second, else `get_chats` or `get_messages`), or a `post_property`",
      "with two photos (3 %, at most one a second). An error is a transport failure or any answer outside 2xx.",
      `The server runs ${processes === 1 ? "one process" : `${processes} server processes under a supervisor, as \`npm start\` runs them with PostgreSQL here`}; its figures are its processes' added up.`,
      "RSS and open file descriptors are read from `/proc/<pid>/status` and `/proc/<pid>/fd` each minute;",
      "heap, external, array buffers, native (RSS − heap total − external), the libvips cache, handles and the server's",
      "event-loop delay (the longest of any process) come from the processes' readings (`PROCESS_LOG_SECONDS=10`); malloc arenas (glibc's per-thread heaps) and",
      "brk (the main heaps) are the resident parts of those mappings in `/proc/<pid>/smaps`; the client's loop delay is the soak's own",
      "(a `--client-stall-ms` hold does not show in it). Minute 0 is the server seeded and ready, before any traffic.",
      "",
      ...summary.map((line) => `- ${line}`),
      ...(failures.length ? ["", "First errors:", "", ...[...new Set(failures)].slice(0, 10).map((f) => `- ${f}`)] : []),
      "",
      ...table,
      "",
      notesMarker,
      notes ?? "",
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
