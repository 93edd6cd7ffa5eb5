// npm run restart-test -- [--readers=6] [--writers=2] [--hold=3] [--out=docs/benchmarks/restart.md]
// PostgreSQL restarted under mixed load: readers (searches, categories) and writers (listing
// posts with photos) run against the production build while PostgreSQL is restarted twice —
// `pg_ctl restart`, then a stop held for --hold seconds and a start. /readyz is polled every
// 100 ms. Checks that /readyz answers 503 while the database is away, that the server recovers
// by itself, that nothing fails after recovery, and that every acknowledged (2xx) post is
// stored and readable by its owner. Exits non-zero when a check fails.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startPostgres, type PostgresServer } from "../postgres-server.ts";
import { arg, createListers, ensureBuild, gitCommit, listingForm, listingRefs, sleep, startApp, type RunningApp } from "./harness.ts";

const readers = Number(arg("readers", "6"));
const writers = Number(arg("writers", "2"));
const holdSeconds = Number(arg("hold", "3"));
const out = arg("out", "docs/benchmarks/restart.md");
const commit = gitCommit();

let postgres: PostgresServer | null = null;
let app: RunningApp | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-restart-"));
const cleanup = async () => {
  await app?.stop();
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

type Phase = "before" | "away" | "recovering" | "after";

try {
  ensureBuild();
  postgres = await startPostgres();
  app = await startApp({ databaseUrl: postgres.url, dataDir, authSecret: randomBytes(24).toString("hex"), env: { LOG_LEVEL: "warn" } });
  const origin = app.origin;
  const refs = await listingRefs(postgres.url);
  const listers = await createListers(postgres.url, origin, writers, "restart");
  console.info(`Server ready on ${origin} in ${app.readyMs} ms; ${readers} readers and ${writers} writers`);
  let serverExit: string | null = null;
  app.child.once("exit", (code, signal) => {
    if (!running) return;
    serverExit = `the server exited (${code ?? signal}) while PostgreSQL was restarted:\n${app!.lines.slice(-12).join("\n")}`;
    console.info(serverExit);
  });

  let phase: Phase = "before";
  const counts: Record<Phase, { ok: number; failed: number; readyz503: number; readyz200: number }> = {
    before: { ok: 0, failed: 0, readyz503: 0, readyz200: 0 },
    away: { ok: 0, failed: 0, readyz503: 0, readyz200: 0 },
    recovering: { ok: 0, failed: 0, readyz503: 0, readyz200: 0 },
    after: { ok: 0, failed: 0, readyz503: 0, readyz200: 0 },
  };
  const afterFailures: string[] = [];
  const acknowledged = new Map<number, number>();
  let running = true;
  let posted = 0;

  const reader = async () => {
    const paths = [
      "/api/get-property-list?limit=12",
      "/api/get_categories?limit=20",
      "/api/get-property-list?limit=12&property_type=sell&sort_by=price_asc",
    ];
    for (let i = 0; running; i++) {
      const what = paths[i % paths.length]!;
      try {
        const res = await fetch(`${origin}${what}`);
        await res.arrayBuffer();
        if (res.ok) counts[phase].ok += 1;
        else {
          counts[phase].failed += 1;
          if (phase === "after") afterFailures.push(`${res.status} ${what}`);
        }
      } catch (error) {
        counts[phase].failed += 1;
        if (phase === "after") afterFailures.push(`${(error as Error).message} ${what}`);
      }
    }
  };
  const writer = async (index: number) => {
    const lister = listers[index]!;
    while (running) {
      try {
        const res = await fetch(`${origin}/api/post_property`, {
          method: "POST",
          headers: { authorization: `Bearer ${lister.token}` },
          body: await listingForm(refs, `Căn hộ thử khởi động lại ${++posted}`),
        });
        const body = (await res.json()) as { data?: { id?: number } };
        if (res.ok && body.data?.id) {
          acknowledged.set(body.data.id, lister.id);
          counts[phase].ok += 1;
        } else {
          counts[phase].failed += 1;
          if (phase === "after") afterFailures.push(`${res.status} post_property`);
          await sleep(100);
        }
      } catch (error) {
        counts[phase].failed += 1;
        if (phase === "after") afterFailures.push(`${(error as Error).message} post_property`);
        await sleep(100);
      }
    }
  };
  let lastReady = true;
  let recoveredAt = 0;
  const poller = async () => {
    while (running) {
      try {
        const res = await fetch(`${origin}/readyz`);
        await res.arrayBuffer();
        if (res.status === 503) counts[phase].readyz503 += 1;
        if (res.status === 200) counts[phase].readyz200 += 1;
        if (res.status === 200 && !lastReady) recoveredAt = performance.now();
        lastReady = res.status === 200;
      } catch {
        lastReady = false;
      }
      await sleep(100);
    }
  };

  const load = [...Array.from({ length: readers }, reader), ...Array.from({ length: writers }, (_, i) => writer(i)), poller()];
  const cycles: { kind: string; downMs: number; recoveryMs: number; readyz503: number }[] = [];
  await sleep(3000);
  for (const kind of ["pg_ctl restart", `stop, ${holdSeconds} s away, start`]) {
    phase = "away";
    const before503 = counts.away.readyz503;
    const t0 = performance.now();
    if (kind === "pg_ctl restart") postgres.restart();
    else {
      postgres.pause();
      await sleep(holdSeconds * 1000);
      postgres.resume();
    }
    const back = performance.now();
    phase = "recovering";
    // A restart shorter than the poll interval may never be seen as down: then there is nothing to recover from.
    const sawDown = counts.away.readyz503 - before503 > 0 || !lastReady;
    const until = back + 60_000;
    while (performance.now() < until && !(lastReady && (!sawDown || recoveredAt >= back))) await sleep(50);
    const recoveryMs = !sawDown && lastReady ? 0 : recoveredAt >= back ? recoveredAt - back : Number.NaN;
    cycles.push({ kind, downMs: back - t0, recoveryMs, readyz503: counts.away.readyz503 - before503 });
    console.info(
      `${kind}: database away ${(back - t0).toFixed(0)} ms, /readyz 503 ${counts.away.readyz503 - before503} times, ready again ${recoveryMs.toFixed(0)} ms after the database was back`,
    );
    // Requests sent while the database was away finish during this second; they count as "recovering".
    await sleep(1000);
    phase = "after";
    await sleep(4000);
  }
  running = false;
  await Promise.all(load);

  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`select id from properties where id = any($1::int[])`, [[...acknowledged.keys()]]);
  await client.end();
  const stored = new Set(rows.map((r) => r.id));
  const lost = [...acknowledged.keys()].filter((id) => !stored.has(id));
  let unreadable = 0;
  for (const lister of listers) {
    const visible = new Set<number>();
    for (let offset = 0; ; offset += 100) {
      const res = await fetch(`${origin}/api/get-added-properties?limit=100&offset=${offset}`, {
        headers: { authorization: `Bearer ${lister.token}` },
      });
      const body = (await res.json()) as { message: string; data: { id: number }[] | null };
      if (!res.ok) console.info(`get-added-properties answered ${res.status}: ${body.message}`);
      for (const p of body.data ?? []) visible.add(p.id);
      if (!res.ok || (body.data ?? []).length < 100) break;
    }
    unreadable += [...acknowledged].filter(([id, owner]) => owner === lister.id && !visible.has(id)).length;
  }
  const checks = {
    serverStayedUp: serverExit === null,
    readyz503WhileAway: cycles.every((c) => c.readyz503 > 0 || c.kind === "pg_ctl restart"),
    recovered: cycles.every((c) => Number.isFinite(c.recoveryMs)),
    noFailureAfterRecovery: afterFailures.length === 0,
    noLostWrite: lost.length === 0 && unreadable === 0,
  };
  const passed = Object.values(checks).every(Boolean);
  const summary = [
    `${acknowledged.size} acknowledged posts, ${lost.length} lost, ${unreadable} not readable by their owner after`,
    `answers before: ${counts.before.ok} ok / ${counts.before.failed} failed; while away: ${counts.away.ok} ok / ${counts.away.failed} failed; recovering: ${counts.recovering.ok} ok / ${counts.recovering.failed} failed; after recovery: ${counts.after.ok} ok / ${counts.after.failed} failed`,
    `checks: ${Object.entries(checks)
      .map(([k, v]) => `${k} ${v ? "ok" : "FAILED"}`)
      .join(", ")}`,
  ];
  console.info(summary.join("\n"));
  if (afterFailures.length) console.info(`failures after recovery:\n${[...new Set(afterFailures)].slice(0, 10).join("\n")}`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    [
      "# PostgreSQL restart under load",
      "",
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at commit \`${commit}\` with \`npm run restart-test -- --readers=${readers} --writers=${writers} --hold=${holdSeconds}\``,
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} (shared with other work), ${process.version}, a throwaway PostgreSQL and the production build.`,
      "",
      `${readers} readers (property lists, categories) and ${writers} writers (listing posts with two photos each) run throughout; /readyz is polled every 100 ms.`,
      'PostgreSQL is restarted with `pg_ctl restart` (fast shutdown), then stopped, held away, and started. "Recovery" is from the database being back to the first 200 on `/readyz`',
      '(0 when the restart was shorter than the 100 ms poll and `/readyz` never saw it); "recovering" is that time plus one second for requests sent while it was away;',
      "answers while the database is away may fail (the envelope's 500/503), answers after recovery must not. Every acknowledged post is then looked up in the database and in its owner's `get-added-properties`.",
      "",
      ...summary.map((line) => `- ${line}`),
      "",
      "| cycle | database away ms | /readyz 503 while away | ready again after database back ms |",
      "|---|---:|---:|---:|",
      ...cycles.map((c) => `| ${c.kind} | ${c.downMs.toFixed(0)} | ${c.readyz503} | ${c.recoveryMs.toFixed(0)} |`),
      "",
    ].join("\n"),
  );
  console.info(`Wrote ${out}`);
  await cleanup();
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(1);
}
