import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import type { Database } from "./db.server.ts";
import { rowsOf } from "./db.server.ts";
import { consumeRateLimit } from "./rate-limit.server.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const storedCount = async (key: string) =>
  rowsOf<{ count: number }>(await database.db.execute(sql`select count from rate_limits where key = ${key}`))[0]?.count;

describe("rate limits", () => {
  it("admit exactly the limit in a window and count it in the database a lease at a time", async () => {
    const rule = { window: 60, max: 100 };
    const t0 = 1_800_000_000_000;
    let allowed = 0;
    for (let i = 0; i < 130; i++) if ((await consumeRateLimit(database.db, "lease:a", rule, t0 + i)).allowed) allowed += 1;
    expect(allowed).toBe(100);
    const refused = await consumeRateLimit(database.db, "lease:a", rule, t0 + 30_000);
    expect(refused).toEqual({ allowed: false, retryAfter: 30 });
    // The next window starts afresh, and the database holds the lease just taken (a twentieth).
    expect((await consumeRateLimit(database.db, "lease:a", rule, t0 + 60_000)).allowed).toBe(true);
    expect(Number(await storedCount("lease:a"))).toBe(5);
  });

  it("never admit more than the limit when other processes take from the same count", async () => {
    const rule = { window: 60, max: 100 };
    const t0 = 1_900_000_000_000;
    let allowed = 0;
    for (let i = 0; i < 20; i++) if ((await consumeRateLimit(database.db, "lease:b", rule, t0 + i)).allowed) allowed += 1;
    // Another process spends 70 of the window meanwhile.
    await database.db.execute(sql`update rate_limits set count = count + 70 where key = 'lease:b'`);
    for (let i = 20; i < 200; i++) if ((await consumeRateLimit(database.db, "lease:b", rule, t0 + i)).allowed) allowed += 1;
    expect(allowed).toBe(30);
  });

  it("count every request in the database for small limits", async () => {
    const rule = { window: 3600, max: 5 };
    const t0 = 2_000_000_000_000;
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push((await consumeRateLimit(database.db, "lease:c", rule, t0 + i)).allowed);
    expect(verdicts).toEqual([true, true, true, true, true, false]);
    expect(Number(await storedCount("lease:c"))).toBe(6);
  });
});
