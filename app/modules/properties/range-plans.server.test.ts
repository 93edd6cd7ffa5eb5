import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { statementName } from "../../lib/pg-named-statements.server.ts";
import { propertyConditions, type PropertyFilters, type RangeStatement } from "./property-filters.server.ts";

// Statements are only built here, never run: a connection-less Drizzle instance renders them.
const db = drizzle.mock() as unknown as Db;
const statement = (filters: PropertyFilters, ranges?: RangeStatement) =>
  db
    .select({ one: sql`1` })
    .from(properties)
    .where(propertyConditions(db, filters, { ranges }))
    .toSQL();

describe("the plans of range filters", () => {
  it("plans a search between two prices or two areas for its values on every call (never a named statement)", () => {
    for (const filters of [
      { categoryId: 6, propertyType: "sell", minPrice: 7_000_000_000, maxPrice: 24_000_000_000 },
      { minPrice: 1, maxPrice: 2 },
      { categoryId: 2, minArea: 50, maxArea: 80 },
    ] satisfies PropertyFilters[]) {
      const { sql: text, params } = statement(filters);
      expect(statementName(text), text).toBeUndefined();
      // The bounds stay bound values, in the order given.
      const bounds = "minPrice" in filters ? [filters.minPrice, filters.maxPrice] : [filters.minArea, filters.maxArea];
      expect(params.filter((p) => bounds.includes(p as number))).toEqual(bounds);
    }
  });

  it("keeps one bound, and every other filter, a named statement with a generic plan", () => {
    for (const filters of [
      { categoryId: 6, propertyType: "sell", maxPrice: 24_000_000_000 },
      { categoryId: 6, minPrice: 7_000_000_000 },
      { minArea: 50, bedrooms: 2, direction: "dong" },
      { minPrice: 1, maxArea: 80 },
    ] satisfies PropertyFilters[]) {
      const { sql: text } = statement(filters);
      expect(statementName(text), text).toMatch(/^n/);
    }
  });

  it("plans a range counted first once: bounds the index takes when narrow, a test no index takes when broad", () => {
    const filters = { categoryId: 6, propertyType: "sell", minPrice: 7_000_000_000, maxPrice: 24_000_000_000 } satisfies PropertyFilters;
    const indexed = statement(filters, "indexed");
    const filtered = statement(filters, "filtered");
    expect(statementName(indexed.sql)).toMatch(/^n/);
    expect(statementName(filtered.sql)).toMatch(/^n/);
    expect(indexed.sql).toContain('("properties"."price" >= $');
    expect(filtered.sql).toContain('("properties"."price" + 0) >= $');
    // Two different expressions: PostgreSQL costs them as two bounds, not as one narrow range.
    expect(filtered.sql).toContain('("properties"."price" - 0) <= $');
    expect(filtered.sql).not.toContain('"properties"."price" >=');
    for (const { params } of [indexed, filtered]) expect(params).toEqual(expect.arrayContaining([7_000_000_000, 24_000_000_000]));
  });

  it("tests an area range counted first within a category as a filter, outside one through the area's index", () => {
    const inCategory = { categoryId: 2, propertyType: "sell", minArea: 50, maxArea: 120, bedrooms: 2 } satisfies PropertyFilters;
    for (const ranges of ["indexed", "filtered"] as const) {
      const { sql: text } = statement(inCategory, ranges);
      expect(text).toContain('("properties"."area" + 0) >= $');
      expect(text).toContain('("properties"."area" - 0) <= $');
      expect(statementName(text)).toMatch(/^n/);
    }
    expect(statement({ minArea: 50, maxArea: 120 }, "indexed").sql).toContain('("properties"."area" >= $');
    // Planned for its values (text and map searches): the values' plan sees the bounds.
    expect(statementName(statement(inCategory).sql)).toBeUndefined();
  });

  it("states one bound beside a ward or a ward list as a filter no index takes, elsewhere as a bound", () => {
    for (const filters of [
      { wardCodes: ["70111076", "70111077"], categoryId: 2, maxPrice: 6_000_000_000 },
      { wardCode: "70111076", minPrice: 1_000_000_000 },
      { wardSlug: "phuong-ben-thanh", maxArea: 80 },
    ] satisfies PropertyFilters[]) {
      const { sql: text } = statement(filters);
      expect(text).toMatch(/\("properties"\."(price|area)" [+-] 0\) [<>]= \$/);
      expect(text).not.toMatch(/"properties"\."(price|area)" [<>]= \$/);
      expect(statementName(text)).toMatch(/^n/);
    }
    expect(statement({ categoryId: 2, maxPrice: 6_000_000_000 }).sql).toContain('"properties"."price" <= $');
  });
});
