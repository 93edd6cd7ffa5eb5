import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { statementName } from "../../lib/pg-named-statements.server.ts";
import { propertyConditions, type PropertyFilters } from "./property-filters.server.ts";

// Statements are only built here, never run: a connection-less Drizzle instance renders them.
const db = drizzle.mock() as unknown as Db;
const statement = (filters: PropertyFilters) =>
  db
    .select({ one: sql`1` })
    .from(properties)
    .where(propertyConditions(db, filters))
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
});
