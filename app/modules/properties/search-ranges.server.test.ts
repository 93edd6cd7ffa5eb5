import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty, insertCopies } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { totalCap } from "./match-count.server.ts";
import { builtStatementShapes, searchProperties } from "./search-properties.server.ts";

const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);

describe("a range with both bounds, counted first", () => {
  let rangeCtx: TestContext;
  const day = 86_400_000;
  const million = 1_000_000;
  beforeAll(async () => {
    rangeCtx = await createTestContext();
    const first = await createProperty(rangeCtx.services.db, { title: "Nhà mẫu giá", price: 5 * million });
    // 520 more, from 10 to 5,200 million, their ages not in price order (ties in age on purpose).
    await insertCopies(rangeCtx.services.db, first, 520, (i) => ({
      price: (i + 1) * 10 * million,
      area: 20 + (i % 200),
      createdAt: new Date(Date.now() - ((i * 37) % 97) * day),
    }));
  });
  afterAll(() => rangeCtx.close());

  /** Every public listing whose price lies in [min, max], in the list's order, from the rule itself. */
  async function expected(min: number, max: number, sort: "newest" | "price_asc" | "oldest") {
    const rows = await rangeCtx.services.db
      .select({ id: properties.id, price: properties.price, createdAt: properties.createdAt })
      .from(properties);
    const byAge = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    const order = {
      newest: byAge,
      oldest: (a: (typeof rows)[number], b: (typeof rows)[number]) => -byAge(a, b),
      price_asc: (a: (typeof rows)[number], b: (typeof rows)[number]) => a.price - b.price || b.id - a.id,
    }[sort];
    return rows
      .filter((r) => r.price >= min && r.price <= max)
      .sort(order)
      .map((r) => r.id);
  }

  it("reads a broad range along the order's index and a narrow one through the range's, with the same pages and totals", async () => {
    const db = rangeCtx.services.db;
    const cases = [
      // 511 matches: the cap reached, a filter on the walk.
      { min: 100 * million, max: 5_200 * million, ranges: "filtered" },
      // 51 matches: through the price index.
      { min: 1_000 * million, max: 1_500 * million, ranges: "indexed" },
      // None.
      { min: 9_000 * million, max: 9_500 * million, ranges: "indexed" },
    ];
    for (const { min, max, ranges } of cases) {
      for (const sort of [undefined, "newest", "oldest", "price_asc"] as const) {
        const all = await expected(min, max, sort ?? "newest");
        for (const offset of [0, 20, 40, 500]) {
          const page = await searchProperties(rangeCtx.services, {
            filters: { minPrice: min, maxPrice: max },
            ...(sort ? { sort } : {}),
            limit: 20,
            offset,
            lang: "vi",
          });
          const label = `${min}–${max}, ${sort ?? "default"}, offset ${offset}`;
          expect(ids(page), label).toEqual(all.slice(offset, offset + 20));
          expect(page.total, label).toBe(Math.min(all.length, totalCap));
        }
      }
      // Listed by price, a range walks the price index in order however broad it is.
      const kinds = builtStatementShapes(db);
      expect(kinds).toContain(`featured:card:${ranges}:uncounted:maxPrice,minPrice:20:0`);
      expect(kinds).toContain(`newest:card:${ranges}:uncounted:maxPrice,minPrice:20:0`);
      // Ordered by price, it is not counted first: the page's own statement counts beside it.
      expect(kinds).toContain("price_asc:card:indexed:counted:maxPrice,minPrice:20:0");
      expect(kinds).not.toContain("price_asc:card:indexed:uncounted:maxPrice,minPrice:20:0");
    }
    expect(builtStatementShapes(db)).toContain("range-count:counted:maxPrice,minPrice");
    // Two areas: the same rule (here with a price bound alone beside them).
    const areas = await searchProperties(rangeCtx.services, {
      filters: { minArea: 30, maxArea: 40, maxPrice: 2_000 * million },
      limit: 50,
      offset: 0,
      lang: "vi",
    });
    const rows = await db.select({ id: properties.id, area: properties.area, price: properties.price }).from(properties);
    const inAreas = rows.filter((r) => Number(r.area) >= 30 && Number(r.area) <= 40 && r.price <= 2_000 * million);
    expect(areas.total).toBe(inAreas.length);
    expect(new Set(ids(areas))).toEqual(new Set(inAreas.map((r) => r.id)));
  });
});
