import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createTestDatabase } from "../../../tests/support/test-db.ts";
import { rowsOf, type Database } from "../../lib/db.server.ts";
import { propertyConditions, propertyOrder, type PropertyFilters } from "./property-filters.server.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

/**
 * The plan of a statement with whole reads, bitmaps and sorts priced out: a table this small is
 * cheaper read whole, so the plan shows which index answers the statement in its order, and an
 * index-only scan that the index carries every column it tests. The plans at a million listings
 * are the benchmark's (docs/benchmarks/speed-notes.md, "Sixteenth round").
 */
async function planOf(statement: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    for (const setting of ["enable_seqscan", "enable_bitmapscan", "enable_sort"]) await tx.execute(sql.raw(`set local ${setting} = off`));
    return rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql`explain ${statement}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
  });
}

const wards = ["70111076", "70111077", "70111078"];

describe("the list indexes' entries", () => {
  it("test the running features of a filtered list without reading their rows", async () => {
    for (const filters of [
      { categoryId: 2, propertyType: "sell", wardCodes: wards, maxPrice: 8_000_000_000 },
      { categoryId: 2, propertyType: "rent", bedrooms: 2, direction: "dong-nam", furnishing: "day-du", minArea: 40 },
      { wardCodes: wards, bathrooms: 2, legalStatus: "so-hong" },
      { wardCode: wards[0], categoryId: 5, minArea: 100 },
    ] satisfies PropertyFilters[]) {
      // The featured part of the default order (featured-first.server.ts, featuredFirstPage).
      const plan = await planOf(sql`select ${properties.id} from ${properties}
        where ${propertyConditions(database.db, filters)} and ${properties.featuredUntil} > now()
        order by ${properties.featuredUntil} desc, ${sql.join(propertyOrder("newest"), sql`, `)} limit 50`);
      expect(plan, JSON.stringify(filters)).toMatch(/Index Only Scan (Backward )?using properties_pub_(ward_|category_)?featured /);
    }
  });

  it("walk a former district's wards newest first, the ward tested on the newest-first index", async () => {
    const plan = await planOf(sql`select 1 from ${properties}
      where ${propertyConditions(database.db, { wardCodes: wards })}
      order by ${sql.join(propertyOrder("newest"), sql`, `)} limit 500`);
    expect(plan).toMatch(/Index Only Scan Backward using properties_pub_newest /);
  });
});
