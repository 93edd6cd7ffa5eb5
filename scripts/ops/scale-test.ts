// npm run scale-test: a throwaway PostgreSQL and TWO production app processes sharing
// DATABASE_URL, AUTH_SECRET and DATA_DIR, as an operator scales the site out. Checks, in order:
//   1. both start together on an empty database, and the database is seeded once; a third
//      process with another AUTH_SECRET refuses to start;
//   2. the rate limiter is exact across both (limit 100 per address, 160 requests 8 at a time
//      alternating processes → 100 admitted, 60 refused, no 5xx);
//   3. chat messages sent through one process reach an events stream held on the other, also
//      across killed LISTEN connections (none lost);
//   4. a SIGTERM while listings with photos are being posted: each post is stored whole or
//      refused cleanly, nothing half-stored, exit 0;
//   5. a kill -9 of one process under load: the other serves every request it gets.
// Writes docs/benchmarks/scale.md and exits 1 if a check fails. Loopback only.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres } from "../postgres-server.ts";
import { createListers, ensureBuild, gitCommit, listingForm, listingRefs, root, sleep, startApp, type RunningApp } from "./harness.ts";

const started = Date.now();
const results: { check: string; ok: boolean; detail: string }[] = [];
const record = (check: string, ok: boolean, detail: string) => {
  results.push({ check, ok, detail });
  console.info(`${ok ? "ok  " : "FAIL"} ${check}: ${detail}`);
};

ensureBuild();
const postgres = await startPostgres();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-scale-"));
const authSecret = "scale-test-secret-scale-test-secret-0123456789";
// The limiter is checked on one address with a limit of 100; every other client here is signed in (its own budget).
const appEnv = { RATE_LIMIT_API_ANONYMOUS_PER_MINUTE: "100", SHUTDOWN_GRACE_SECONDS: "20", PAGE_CACHE_SECONDS: "0" };
const start = () => startApp({ databaseUrl: postgres.url, dataDir, authSecret, env: appEnv });
const db = new pg.Client({ connectionString: postgres.url });
let a: RunningApp | null = null;
let b: RunningApp | null = null;

try {
  // 1. Two processes on an empty database.
  [a, b] = await Promise.all([start(), start()]);
  await db.connect();
  const seededBanners = [...a.lines, ...b.lines].filter((line) => line.includes("(demo data seeded)")).length;
  const { rows: dupes } = await db.query<{ n: number }>(
    "select count(*)::int as n from (select slug_id from categories group by slug_id having count(*) > 1) d",
  );
  record(
    "start together on an empty database",
    seededBanners === 1 && dupes[0]!.n === 0,
    `both ready (${a.readyMs} ms, ${b.readyMs} ms); seeded by ${seededBanners} process; duplicate categories ${dupes[0]!.n}`,
  );

  // A third process with another AUTH_SECRET would sign browsers out at every hop: it refuses to start.
  const stranger = await startApp({
    databaseUrl: postgres.url,
    dataDir,
    authSecret: "another-secret-another-secret-another-secret",
    env: appEnv,
  }).then(
    async (app) => {
      await app.stop();
      return "started";
    },
    (error: Error) => (error.message.includes("AUTH_SECRET differs") ? "refused" : error.message),
  );
  record(
    "a process with another AUTH_SECRET",
    stranger === "refused",
    `third process with a different secret: ${stranger} (exit 1, one line naming AUTH_SECRET)`,
  );

  // 2. The limiter across both processes.
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < 160) {
        const i = next++;
        const origin = (i % 2 === 0 ? a! : b!).origin;
        const res = await fetch(`${origin}/api/get_categories?limit=1`, { headers: { "x-forwarded-for": "100.64.0.7" } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }),
  );
  const admitted = statuses.filter((s) => s === 200).length;
  const refused = statuses.filter((s) => s === 429).length;
  const errors = statuses.filter((s) => s >= 500).length;
  record(
    "rate limiter exact across two processes",
    admitted === 100 && refused === 60 && errors === 0,
    `limit 100, 160 requests 8 at a time alternating: ${admitted} admitted, ${refused} × 429, ${errors} × 5xx`,
  );

  // 3. Chat across processes and across killed LISTEN connections.
  const [owner, buyer] = await createListers(postgres.url, a.origin, 2, "scale");
  const stream = await fetch(`${b.origin}/api/events`, { headers: { authorization: `Bearer ${owner!.token}` } });
  const reader = stream.body!.getReader();
  let streamed = "";
  const readUntil = async (marker: string, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!streamed.includes(marker)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const chunk = await Promise.race([reader.read(), sleep(left).then(() => null)]);
      if (!chunk || chunk.done) return streamed.includes(marker);
      streamed += new TextDecoder().decode(chunk.value);
    }
    return true;
  };
  await readUntil("event: ready");
  const send = async (text: string) => {
    const res = await fetch(`${a!.origin}/api/send_message`, {
      method: "POST",
      headers: { authorization: `Bearer ${buyer!.token}`, "content-type": "application/json" },
      body: JSON.stringify({ receiver_id: owner!.id, message: text }),
    });
    if (res.status !== 201) throw new Error(`send_message answered ${res.status}: ${await res.text()}`);
  };
  const latencies: number[] = [];
  let lost = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    await send(`tin nhắn ${i}`);
    if (await readUntil(`tin nhắn ${i}`)) latencies.push(Date.now() - t0);
    else lost += 1;
  }
  for (let i = 0; i < 3; i++) {
    await db.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'nhadat-events'");
    // Sent at once, while the listeners are down (they reconnect after 250 ms at the earliest).
    await send(`trong lúc mất kết nối ${i}`);
    if (!(await readUntil(`trong lúc mất kết nối ${i}`))) lost += 1;
  }
  await reader.cancel();
  latencies.sort((x, y) => x - y);
  record(
    "chat across processes and killed listeners",
    lost === 0,
    `8 messages sent on A to a stream on B, 3 of them right after both LISTEN connections were killed: ${lost} lost; p50 ${latencies[Math.floor(latencies.length / 2)] ?? "-"} ms`,
  );

  // 4. SIGTERM with listings being posted.
  const refs = await listingRefs(postgres.url);
  const posters = await createListers(postgres.url, a.origin, 6, "drain");
  const forms = await Promise.all(posters.map((_, i) => listingForm(refs, `Căn hộ lúc tắt máy ${i}`)));
  const posts = posters.map((poster, i) =>
    fetch(`${a!.origin}/api/post_property`, { method: "POST", headers: { authorization: `Bearer ${poster.token}` }, body: forms[i] })
      .then(async (res) => ({ status: res.status, body: await res.text() }))
      .catch((error: Error) => ({ status: 0, body: error.message })),
  );
  await sleep(30);
  const exited = new Promise<number | null>((resolve) => a!.child.once("exit", (code) => resolve(code)));
  a.child.kill("SIGTERM");
  // A request that arrives after the signal, on a new connection, is refused (the proxy tries the other process).
  await sleep(200);
  const late = await fetch(`${a.origin}/healthz`).then(
    (res) => String(res.status),
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  const answers = await Promise.all(posts);
  const exitCode = await exited;
  const stored = answers.filter((answer) => answer.status === 201 || answer.status === 200).length;
  const cleanRefusals = answers.filter((answer) => answer.status === 0 || answer.status === 503).length;
  const { rows: listings } = await db.query<{ id: number; title_image: { key: string } | null }>(
    "select id, title_image from properties where user_id = any($1)",
    [posters.map((p) => p.id)],
  );
  const uploadFiles = readdirSync(path.join(dataDir, "uploads"), { recursive: true }).map(String);
  const whole = listings.every((row) => row.title_image && uploadFiles.some((file) => file.startsWith(row.title_image!.key)));
  record(
    "SIGTERM drain with uploads in flight",
    exitCode === 0 && stored + cleanRefusals === posters.length && listings.length === stored && whole && late !== "200",
    `6 listings with photos posted, SIGTERM 30 ms later: ${stored} stored whole, ${cleanRefusals} refused (connection refused or 503), ` +
      `${posters.length - stored - cleanRefusals} other; rows ${listings.length}, each with its photos on disk: ${whole}; a new request 200 ms after the signal: ${late}; exit code ${exitCode}`,
  );
  a = null;

  // 5. kill -9 of one process under load.
  a = await start();
  const tally = { a: { ok: 0, failed: 0 }, b: { ok: 0, failed: 0 } };
  let killed = false;
  let stop = false;
  const load = Array.from({ length: 8 }, async (_, worker) => {
    const side = worker % 2 === 0 ? "a" : "b";
    while (!stop) {
      if (side === "a" && killed) return;
      const origin = side === "a" ? a!.origin : b!.origin;
      try {
        const res = await fetch(`${origin}/api/get_notification_list`, { headers: { authorization: `Bearer ${owner!.token}` } });
        await res.arrayBuffer();
        if (res.status < 500) tally[side].ok += 1;
        else tally[side].failed += 1;
      } catch {
        tally[side].failed += 1;
      }
    }
  });
  // Both processes serve before the kill.
  const deadline = Date.now() + 20_000;
  while ((tally.a.ok === 0 || tally.b.ok === 0) && Date.now() < deadline) await sleep(50);
  await sleep(1000);
  const beforeKill = { ...tally.a };
  a.child.kill("SIGKILL");
  killed = true;
  await sleep(2000);
  stop = true;
  await Promise.all(load);
  a = null;
  record(
    "kill -9 of one process under load",
    tally.b.failed === 0 && tally.b.ok > 0 && tally.a.ok > 0 && tally.a.failed <= 4,
    `8 clients (4 per process), A killed once both had served for 1 s, then 2 s more: B answered ${tally.b.ok} with ${tally.b.failed} failures; ` +
      `A answered ${beforeKill.ok} before the kill, lost ${tally.a.failed} in flight`,
  );
} catch (error) {
  record("run", false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await db.end().catch(() => {});
  await Promise.all([a?.stop(), b?.stop()]);
  postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const report = [
  "# Two processes on one PostgreSQL (`npm run scale-test`)",
  "",
  `Commit ${gitCommit()}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${seconds} s in all. A throwaway PostgreSQL ` +
    "and two production app processes sharing DATABASE_URL, AUTH_SECRET and DATA_DIR (scripts/ops/scale-test.ts).",
  "",
  "| check | result | measured |",
  "|---|---|---|",
  ...results.map((r) => `| ${r.check} | ${r.ok ? "pass" : "FAIL"} | ${r.detail.replaceAll("\n", " ").replaceAll("|", "\\|")} |`),
  "",
].join("\n");
writeFileSync(path.join(root, "docs/benchmarks/scale.md"), report);
console.info(`\nWrote docs/benchmarks/scale.md (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
