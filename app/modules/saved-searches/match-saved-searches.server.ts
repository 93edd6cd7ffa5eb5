import { inArray, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import { rowsOf, type Db } from "../../lib/db.server.ts";
import { planPerCallMarker } from "../../lib/pg-named-statements.server.ts";
import { propertyConditions, type PropertyFilters } from "../properties/property-filters.server.ts";

export interface MatchableSearch {
  id: number;
  filters: PropertyFilters;
}

/** Searches evaluated per statement: past a few hundred the statement's text and parameters grow faster than the round trips shrink. */
export const searchesPerStatement = 250;

/**
 * Which of `propertyIds` each search finds now, as (search, listing) pairs: the listing
 * page's own conditions (`propertyConditions`, public listings only), evaluated per search on
 * just those listings. One statement per `searchesPerStatement` searches: the listings are read
 * once into a CTE named like the table, so every search's conditions, written against
 * `properties`, run on those rows alone and never on the whole table.
 */
export async function matchSavedSearches(
  db: Db,
  searches: MatchableSearch[],
  propertyIds: number[],
): Promise<{ searchId: number; propertyId: number }[]> {
  if (searches.length === 0 || propertyIds.length === 0) return [];
  const pairs: { searchId: number; propertyId: number }[] = [];
  for (let start = 0; start < searches.length; start += searchesPerStatement) {
    const chunk = searches.slice(start, start + searchesPerStatement);
    const branches = sql.join(
      chunk.map(
        (search) =>
          sql`select ${search.id}::int as search_id, ${properties.id} as property_id from ${properties} where ${propertyConditions(db, search.filters, { geo: "scan" })}`,
      ),
      sql` union all `,
    );
    // Inside its own definition "properties" is still the table; after it, the batch's rows.
    const result = await db.execute(
      sql`${sql.raw(planPerCallMarker)} with ${properties} as materialized (select * from ${properties} where ${inArray(properties.id, propertyIds)}) ${branches}`,
    );
    for (const row of rowsOf<{ search_id: number; property_id: number }>(result))
      pairs.push({ searchId: Number(row.search_id), propertyId: Number(row.property_id) });
  }
  return pairs;
}
