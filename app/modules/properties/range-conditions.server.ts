import { gte, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { planPerCallMarker } from "../../lib/pg-named-statements.server.ts";

/**
 * How a range with both bounds is stated (`ConditionOptions.ranges`). A named statement's
 * generic plan cannot see the bounds and takes 0.5 % of the rows to lie between them, so for a
 * broad range it read a category's listings through the price index and sorted them (category
 * + a price range at 1M listings: 15,952 rows, 48–80 ms), where the newest-first index stops
 * after 500 rows (1.4 ms); for a narrow range the price index is the right way in.
 * - "per-call" (default): planned for its values on every call (`planPerCallMarker`), for the
 *   searches that state ranges among other conditions (text, an area on the map).
 * - "indexed": bounds an index can use, planned once: for a range counted narrow (fewer
 *   matches than the total's cap) or a list ordered by the range's own column.
 * - "filtered": the same test on `column + 0` and `column - 0`, which no index takes, planned
 *   once: a range counted broad is then a filter on the list order's index walk. The two sides
 *   are different expressions so that PostgreSQL does not cost them as one range (0.5 % of the
 *   rows, which read a whole category and sorted it: 25 ms at 100k for 20 rows) but as two
 *   bounds (a third each), and walks the order's index (2 ms).
 * One bound alone is costed at a third of the rows, which walks the newest-first index as the
 * values' plans do.
 */
export type RangeStatement = "per-call" | "indexed" | "filtered";

/**
 * A column at least `min` and at most `max`, each when given: a range with both bounds as `as`
 * says, one bound alone as a bound an index can use, or, with `boundAsFilter`, as the filter
 * form ("filtered" above) that leaves the plan to the other conditions' indexes.
 */
export function rangeConditions(
  column: AnyPgColumn,
  min: number | undefined,
  max: number | undefined,
  as: RangeStatement = "per-call",
  boundAsFilter = false,
): SQL[] {
  const both = min !== undefined && max !== undefined;
  if (both && as === "per-call") return [sql`(${column} >= ${min} and ${column} <= ${max} ${sql.raw(planPerCallMarker)})`];
  if (both && as === "indexed") return [sql`(${column} >= ${min} and ${column} <= ${max})`];
  const asFilter = both || boundAsFilter;
  const lower = min === undefined ? undefined : asFilter ? sql`(${column} + 0) >= ${min}` : gte(column, min);
  const upper = max === undefined ? undefined : asFilter ? sql`(${column} - 0) <= ${max}` : lte(column, max);
  return [lower, upper].filter((x): x is SQL => !!x);
}
