import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import type { Database } from "./db.server.ts";
import { rowsOf } from "./db.server.ts";
import { consumeRateLimit, createLeaseHolder, pruneRateLimits, type LeaseHolder, type RateLimitRule } from "./rate-limit.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const storedCount = async (key: string) =>
  rowsOf<{ count: number }>(await database.db.execute(sql`select count from rate_limits where key = ${key}`))[0]?.count;

/**
 * Sends `total` requests `concurrency` at a time (each slot starts its next request as soon as
 * its last one is answered), request i going to process `processes[i % processes.length]`.
 */
async function burst(key: string, rule: RateLimitRule, total: number, concurrency: number, processes: LeaseHolder[], now: number) {
  let next = 0;
  const verdicts: boolean[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const verdict = await consumeRateLimit(database.db, key, rule, now + i, processes[i % processes.length]);
        verdicts.push(verdict.allowed);
      }
    }),
  );
  return verdicts.filter(Boolean).length;
}

describe("rate limits", () => {
  it("admit exactly the limit in a window and start afresh in the next", async () => {
    const rule = { window: 60, max: 1000 };
    const t0 = 1_800_000_000_000;
    let allowed = 0;
    for (let i = 0; i < 1300; i++) if ((await consumeRateLimit(database.db, "lease:a", rule, t0 + i)).allowed) allowed += 1;
    expect(allowed).toBe(1000);
    const refused = await consumeRateLimit(database.db, "lease:a", rule, t0 + 30_000);
    expect(refused).toEqual({ allowed: false, retryAfter: 30 });
    // The next window starts afresh, and the database holds the lease just taken (a hundredth).
    expect((await consumeRateLimit(database.db, "lease:a", rule, t0 + 60_000)).allowed).toBe(true);
    expect(Number(await storedCount("lease:a"))).toBe(10);
  });

  it("never admit more than the limit when other processes take from the same count", async () => {
    const rule = { window: 60, max: 1000 };
    const t0 = 1_900_000_000_000;
    let allowed = 0;
    for (let i = 0; i < 200; i++) if ((await consumeRateLimit(database.db, "lease:b", rule, t0 + i)).allowed) allowed += 1;
    // Another process spends 700 of the window meanwhile.
    await database.db.execute(sql`update rate_limits set count = count + 700 where key = 'lease:b'`);
    for (let i = 200; i < 2000; i++) if ((await consumeRateLimit(database.db, "lease:b", rule, t0 + i)).allowed) allowed += 1;
    expect(allowed).toBe(300);
  });

  it("count every request in the database for small limits", async () => {
    const rule = { window: 3600, max: 5 };
    const t0 = 2_000_000_000_000;
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push((await consumeRateLimit(database.db, "lease:c", rule, t0 + i)).allowed);
    expect(verdicts).toEqual([true, true, true, true, true]);
    expect(Number(await storedCount("lease:c"))).toBe(5);
    expect((await consumeRateLimit(database.db, "lease:c", rule, t0 + 10)).allowed).toBe(false);
  });

  it("admit exactly 100 of 160 requests sent 8 at a time", async () => {
    const one = createLeaseHolder();
    expect(await burst("burst:a", { window: 60, max: 100 }, 160, 8, [one], 2_100_000_000_000)).toBe(100);
    // With leases larger than one request (limit 600 → 6 a lease), too.
    expect(await burst("burst:b", { window: 60, max: 600 }, 900, 8, [one], 2_100_000_000_000)).toBe(600);
  });

  it("admit exactly the limit when two processes share the count, requests alternating", async () => {
    const processes = [createLeaseHolder(), createLeaseHolder()];
    expect(await burst("burst:c", { window: 60, max: 100 }, 160, 8, processes, 2_200_000_000_000)).toBe(100);
    expect(await burst("burst:d", { window: 60, max: 1000 }, 1600, 8, processes, 2_200_000_000_000)).toBe(1000);
  });

  it("admit everything under the limit however concurrent", async () => {
    const processes = [createLeaseHolder(), createLeaseHolder()];
    expect(await burst("burst:e", { window: 60, max: 600 }, 400, 16, processes, 2_300_000_000_000)).toBe(400);
  });

  it("keep the stored count bounded: huge limits and endless refusals never overflow it", async () => {
    const one = createLeaseHolder();
    const huge = { window: 60, max: 100_000_000 };
    expect(await burst("huge:a", huge, 32, 32, [one], 2_400_000_000_000)).toBe(32);
    expect(await burst("huge:a", huge, 500, 8, [createLeaseHolder(), createLeaseHolder()], 2_400_000_000_100)).toBe(500);
    // A limit past integer's range is clamped, not an "integer out of range" error.
    expect(await burst("huge:b", { window: 60, max: 10_000_000_000 }, 40, 8, [one], 2_400_000_000_000)).toBe(40);
    // Refused requests from many processes do not add to the count.
    const rule = { window: 60, max: 3 };
    for (let p = 0; p < 20; p++) await burst("huge:c", rule, 10, 4, [createLeaseHolder()], 2_400_000_000_000);
    expect(Number(await storedCount("huge:c"))).toBeLessThanOrEqual(4);
  });

  it("prune counters whose window ended long ago", async () => {
    const now = 2_500_000_000_000;
    await consumeRateLimit(database.db, "prune:old", { window: 60, max: 5 }, now - 2 * 24 * 3600 * 1000, createLeaseHolder());
    await consumeRateLimit(database.db, "prune:new", { window: 60, max: 5 }, now, createLeaseHolder());
    expect(await pruneRateLimits(database.db, 24 * 3600 * 1000, now)).toBeGreaterThanOrEqual(1);
    expect(await storedCount("prune:old")).toBeUndefined();
    expect(Number(await storedCount("prune:new"))).toBe(1);
  });
});
