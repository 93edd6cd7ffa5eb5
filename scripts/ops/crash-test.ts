// npm run crash-test -- [--runs=5] [--workers=4] [--out=docs/benchmarks/crash.md]
// Crash consistency on a throwaway PostgreSQL: posts listings with photos in a loop (bearer
// token of a user with a package), SIGKILLs the server mid-stream, restarts it, and checks that
// every acknowledged listing exists, no listing lacks its files and no stored file lacks its
// listing (after the start-up orphan sweep, here with no grace period: one process). Prints the
// time to ready after each restart. Exits non-zero when any check fails.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, startPostgres, type PostgresServer } from "../postgres-server.ts";
import { checkConsistency, type Consistency } from "./consistency.ts";
import { arg, createListers, ensureBuild, gitCommit, listingForm, listingRefs, sleep, startApp, type RunningApp } from "./harness.ts";

const runs = Number(arg("runs", "5"));
const workers = Number(arg("workers", "4"));
const out = arg("out", "docs/benchmarks/crash.md");
const commit = gitCommit();

interface Run {
  run: number;
  acknowledged: number;
  interrupted: number;
  killedAfterMs: number;
  readyMs: number;
  swept: number;
  missingAcknowledged: number;
  check: Consistency;
}

let postgres: PostgresServer | null = null;
let app: RunningApp | null = null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-crash-"));
const cleanup = async () => {
  if (app && app.child.exitCode === null) await app.stop();
  postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  ensureBuild();
  postgres = await startPostgres();
  const port = await freePort();
  const authSecret = randomBytes(24).toString("hex");
  const start = () => startApp({ databaseUrl: postgres!.url, dataDir, port, authSecret, env: { ORPHAN_SWEEP_GRACE_SECONDS: "0" } });
  app = await start();
  const origin = app.origin;
  const refs = await listingRefs(postgres.url);
  const [lister] = await createListers(postgres.url, origin, 1, "crash");
  const results: Run[] = [];
  let posted = 0;

  for (let run = 1; run <= runs; run++) {
    const acknowledged: number[] = [];
    let interrupted = 0;
    let stop = false;
    const loop = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${origin}/api/post_property`, {
            method: "POST",
            headers: { authorization: `Bearer ${lister!.token}` },
            body: await listingForm(refs, `Căn hộ thử sập nguồn ${++posted}`),
          });
          const body = (await res.json()) as { data?: { id?: number } };
          if (res.ok && body.data?.id) acknowledged.push(body.data.id);
          else if (!res.ok) throw new Error(`post_property answered ${res.status}`);
        } catch (error) {
          if (!stop) throw error;
          interrupted += 1;
        }
      }
    };
    const posting = Array.from({ length: workers }, loop);
    const killedAfterMs = 1500 + Math.floor(Math.random() * 2500);
    await sleep(killedAfterMs);
    stop = true;
    const exited = new Promise((resolve) => app!.child.once("exit", resolve));
    app.child.kill("SIGKILL");
    await exited;
    await Promise.all(posting);

    app = await start();
    const sweep = await app.waitForLog("orphan sweep done");
    const check = await checkConsistency(postgres.url, dataDir);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(`select id from properties where id = any($1::int[])`, [acknowledged]);
    await client.end();
    const result: Run = {
      run,
      acknowledged: acknowledged.length,
      interrupted,
      killedAfterMs,
      readyMs: app.readyMs,
      swept: Number(sweep.removed ?? 0),
      missingAcknowledged: acknowledged.length - rows.length,
      check,
    };
    results.push(result);
    console.info(
      `run ${run}: SIGKILL after ${killedAfterMs} ms; ${result.acknowledged} posts acknowledged, ${interrupted} cut off; ready again in ${result.readyMs} ms; ` +
        `${result.swept} orphaned files swept; ${check.listings} listings, ${check.files} files; ` +
        `${result.missingAcknowledged} acknowledged missing, ${check.listingsMissingFiles.length} listings lacking files, ${check.filesWithoutListing.length} files lacking a listing`,
    );
  }

  const failed = results.filter((r) => r.missingAcknowledged || r.check.listingsMissingFiles.length || r.check.filesWithoutListing.length);
  const readies = results.map((r) => r.readyMs).sort((a, b) => a - b);
  const summary = `${runs} SIGKILLs mid-stream, ${results.reduce((n, r) => n + r.acknowledged, 0)} acknowledged posts, ${results.reduce((n, r) => n + r.swept, 0)} orphaned files swept at restart; ${failed.length ? `${failed.length} runs FAILED a check` : "every check passed"}; time to ready after restart ${readies[0]}–${readies.at(-1)} ms (median ${readies[Math.floor(readies.length / 2)]} ms)`;
  console.info(summary);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    [
      "# Crash consistency: SIGKILL while posting listings with photos",
      "",
      `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at commit \`${commit}\` with \`npm run crash-test -- --runs=${runs} --workers=${workers}\``,
      `on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"} (shared with other work), ${process.version}, a throwaway PostgreSQL and the production build.`,
      "",
      `${workers} clients post listings (a title photo and a gallery photo each, bearer token of a user with a package) until the server is killed with SIGKILL`,
      "1.5–4 s into each run; the server is then started again (the start-up orphan sweep runs with ORPHAN_SWEEP_GRACE_SECONDS=0, as for one process)",
      "and the script checks: every acknowledged (2xx) post is in the database, every file a listing names exists, every file under `properties/` is named by a listing.",
      "Time to ready is from spawning the process to the first 200 on `/readyz`.",
      "",
      `- ${summary}`,
      "",
      "| run | killed after ms | acknowledged | cut off | ready after restart ms | orphans swept | acknowledged missing | listings lacking files | files lacking a listing |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...results.map(
        (r) =>
          `| ${r.run} | ${r.killedAfterMs} | ${r.acknowledged} | ${r.interrupted} | ${r.readyMs} | ${r.swept} | ${r.missingAcknowledged} | ${r.check.listingsMissingFiles.length} | ${r.check.filesWithoutListing.length} |`,
      ),
      "",
    ].join("\n"),
  );
  console.info(`Wrote ${out}`);
  await cleanup();
  process.exit(failed.length ? 1 : 0);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(1);
}
