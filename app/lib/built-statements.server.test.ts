import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema/index.ts";
import { createTestDatabase } from "../../tests/support/test-db.ts";
import { builtStatement, builtStatementCap, builtStatementKeys } from "./built-statements.server.ts";
import type { Database } from "./db.server.ts";

describe("statements built once", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("keeps the shapes in use built past the cap, and gives a new shape the place of the one used longest ago", async () => {
    const { db } = database;
    const builds = new Map<string, number>();
    const run = (key: string) =>
      builtStatement(db, key, () => {
        builds.set(key, (builds.get(key) ?? 0) + 1);
        return db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, sql.placeholder("id")));
      }).execute({ id: 1 });

    await run("lru:in-use");
    for (let i = 0; i < builtStatementCap * 2; i++) {
      await run(`lru:one-off:${i}`);
      if (i % 50 === 0) await run("lru:in-use");
    }
    expect(builds.get("lru:in-use")).toBe(1);
    expect(builtStatementKeys(db, "").length).toBe(builtStatementCap);
    // The first one-off shapes made way for later ones, so they are built again; the last is kept.
    expect(builtStatementKeys(db, "lru:one-off:0")).toEqual([]);
    await run("lru:one-off:0");
    expect(builds.get("lru:one-off:0")).toBe(2);
    await run(`lru:one-off:${builtStatementCap * 2 - 1}`);
    expect(builds.get(`lru:one-off:${builtStatementCap * 2 - 1}`)).toBe(1);
  });
});
