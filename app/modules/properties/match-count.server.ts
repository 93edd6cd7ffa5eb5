import { count, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import { pagedTotal } from "../../lib/paged-total.server.ts";
import { pagedSelect } from "./paged-select.server.ts";
import {
  eachWard,
  propertyConditions,
  type ConditionOptions,
  type PropertyFilters,
  type PropertySort,
  type RangeStatement,
} from "./property-filters.server.ts";
import type { SearchPropertiesInput } from "./search-properties.server.ts";

// How a search counts its matches (up to a cap) for search-properties.server.ts: as a statement
// of its own, or as a column of the page's select.

/**
 * Totals stop counting here: `total` is exact up to this many matches and equals it beyond
 * (lists show "500+"). Counting every match of a broad filter would read up to a million
 * rows; counting to the cap reads at most this many (docs/decisions/004-search-at-scale.md).
 */
export const totalCap = 500;

/** The count of `cappedCount`, as a select: the first `totalCap` matches in the list's order, counted. */
export function countUpToCap(db: Db, where: SQL, order: SQL[]) {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(totalCap))
    .as("matches");
  return db.select({ total: count() }).from(matches);
}

/**
 * The listings matching `filters`, counted up to `totalCap`: as `countUpToCap`, or for a ward
 * list ward by ward (`eachWard`), at most `totalCap` of each ward's until the cap is reached.
 */
export function countMatches(db: Db, filters: PropertyFilters, options: ConditionOptions, order: SQL[]) {
  const wards = eachWard(filters);
  if (!wards) return countUpToCap(db, propertyConditions(db, filters, options), order);
  const cap = literalLimit(totalCap);
  const matches = sql`(select 1 from ${wards} cross join lateral (
      select 1 from ${properties} where ${propertyConditions(db, filters, { ...options, perWard: true })} limit ${cap}
    ) as "ward" limit ${cap}) as "matches"`;
  return db.select({ total: count() }).from(matches);
}

/**
 * Matches of `where`, counted up to `totalCap`. Given the list's order, the count walks the
 * same index as the page does and stops at the cap, instead of the planner's guess.
 */
export async function cappedCount(db: Db, where: SQL, order: SQL[] = []): Promise<number> {
  const [row] = await countUpToCap(db, where, order);
  return row?.total ?? 0;
}

/**
 * `countMatches` as a column of the page's own select, so that the rows and their total come
 * from one statement (PostgreSQL runs it once per statement, as an init plan). A page past
 * the last row has no row to carry it: `pageTotal` then counts apart.
 */
function cappedCountColumn(db: Db, filters: PropertyFilters, options: ConditionOptions, order: SQL[]): SQL<number> {
  return sql<number>`${countMatches(db, filters, options, order)}`.mapWith(Number);
}

/** The `total` column of a page's select, unless the input skips counting. */
export function totalColumns(
  db: Db,
  input: SearchPropertiesInput,
  filters: PropertyFilters,
  options: ConditionOptions,
  order: SQL[],
): Record<string, SQL<number>> {
  return input.countTotal === false ? {} : { total: cappedCountColumn(db, filters, options, order) };
}

/** The total of a page read with `totalColumns` (`pagedTotal`), or `offset` + its length when not counted. */
export function pageTotal(db: Db, input: SearchPropertiesInput, rows: unknown[], options: ConditionOptions, order: SQL[]): Promise<number> {
  if (input.countTotal === false) return Promise.resolve(input.offset + rows.length);
  return pagedTotal(rows as { total: number }[], input.offset, async () => {
    const [row] = await countMatches(db, input.filters, options, order);
    return row?.total ?? 0;
  });
}

/**
 * A list filtered by a range with both bounds (price, area), outside text and map searches: its
 * matches are counted first, up to `totalCap` and in no order, through the range's own index
 * (at most `totalCap` index rows, however broad the range). A narrow range (fewer matches) is
 * then read through that index and sorted; a broad one (the cap reached) walks the order's
 * index with the range as a filter, which finds a page of matches within a few hundred rows.
 * Both statements are planned once (`RangeStatement`), not for every call's values. A list
 * ordered by the price range's own column walks its index in order either way: it is not
 * counted first (`total` null), the page's own statement counts beside it.
 */
export async function countRanges(
  db: Db,
  input: SearchPropertiesInput,
  sort: PropertySort,
): Promise<{ ranges: RangeStatement; total: number | null } | null> {
  const { filters } = input;
  const price = filters.minPrice !== undefined && filters.maxPrice !== undefined;
  const area = filters.minArea !== undefined && filters.maxArea !== undefined;
  if (!price && !area) return null;
  if (price && (sort === "price_asc" || sort === "price_desc")) return { ranges: "indexed", total: null };
  const [row] = (await pagedSelect(db, "range-count", { ...input, withExtras: false }, "values", (given) =>
    countMatches(db, given, { ranges: "indexed" }, []),
  )) as { total: number }[];
  const total = Number(row?.total ?? 0);
  return { ranges: total < totalCap ? "indexed" : "filtered", total };
}
