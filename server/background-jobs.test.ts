import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/test-db.ts";
import { rowsOf, type Database } from "../app/lib/db.server.ts";
import { createLogger } from "../app/lib/logger.server.ts";
import { claimInterval, pruneRateLimitsJob, runJobs, type Job } from "./background-jobs.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const keys = async () =>
  rowsOf<{ key: string }>(await database.db.execute(sql`select key from rate_limits where key like 'maint:%' order by key`)).map(
    (r) => r.key,
  );

it("prunes rate-limit counters a day past their window, at start and on its interval", async () => {
  const dayAgo = Date.now() - 25 * 3600 * 1000;
  await database.db.execute(
    sql`insert into rate_limits (key, window_start, count) values ('maint:old', ${dayAgo}, 3), ('maint:new', ${Date.now()}, 3)`,
  );
  const { stop } = runJobs(createLogger("silent"), 10, claimInterval(database.db), [pruneRateLimitsJob({ db: database.db }, 20)]);
  try {
    await expect.poll(keys, { timeout: 5000, interval: 10 }).toEqual(["maint:new"]);
    // A counter that ages while the server runs goes on a later round.
    await database.db.execute(sql`insert into rate_limits (key, window_start, count) values ('maint:later', ${dayAgo}, 1)`);
    await expect.poll(keys, { timeout: 5000, interval: 10 }).toEqual(["maint:new"]);
  } finally {
    await stop();
  }
});

it("runs a job done for everyone in one of the processes sharing the database each interval, and the others everywhere", async () => {
  const runs = { once: 0, everywhere: 0 };
  const job = (name: keyof typeof runs, oncePerInterval: boolean): Job => ({
    name: `test-${name}-${Date.now()}`,
    everyMs: 60_000,
    oncePerInterval,
    run: async () => {
      runs[name] += 1;
      return {};
    },
    worthLogging: () => false,
  });
  const jobs = [job("once", true), job("everywhere", false)];
  // Three processes' job runners, each running every due job at its first tick.
  const runners = [0, 1, 2].map(() => runJobs(createLogger("silent"), 60_000, claimInterval(database.db), jobs));
  for (const runner of runners) await runner.stop();
  expect(runs).toEqual({ once: 1, everywhere: 3 });
});
