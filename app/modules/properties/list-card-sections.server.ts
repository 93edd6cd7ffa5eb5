import { sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import {
  distanceKm,
  propertyConditions,
  propertyOrder,
  type GeoCircle,
  type PropertyFilters,
  type PropertySort,
} from "./property-filters.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "./property-view.server.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";

/** One ordered, limited list of public listings: the filters and order `searchProperties` takes. */
export interface CardSection {
  filters: PropertyFilters;
  sort: PropertySort;
  limit: number;
  /** An order placed before the sort's own (the featured-first lists order running features by their end). */
  before?: SQL[];
  /** A condition besides the filters. */
  where?: SQL;
}

/**
 * Several card lists in one statement: each list is a branch of a UNION ALL with its own
 * WHERE, ORDER BY and LIMIT (read through the same indexes as a search of it alone), tagged
 * with its list, and shaped by one `toCards`. PostgreSQL's Append runs the branches one after
 * another and passes each one's rows on in its order (a branch with a LIMIT is never split
 * across parallel workers), so each list arrives in its order with no sort of the whole; a
 * numbered place per row (row_number) would make each branch read past its limit. Each list holds the
 * rows `searchProperties` answers for the same filters, order and limit with no total.
 */
export async function listCardSections(
  deps: ViewDeps,
  sections: CardSection[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyCard[][]> {
  if (sections.length === 0) return [];
  const branches = sections.map((section, index) => {
    const { filters } = section;
    const order = [...(section.before ?? []), ...propertyOrder(section.sort, { search: filters.search, near: filters.near })];
    const near: GeoCircle | undefined = filters.near;
    return selectCards(deps.db, {
      distance: near ? distanceKm(near) : sql<number>`null::float8`,
      section: sql<number>`${index}::int`,
    })
      .where(section.where ? sql`${propertyConditions(deps.db, filters)} and ${section.where}` : propertyConditions(deps.db, filters))
      .orderBy(...order)
      .limit(literalLimit(section.limit));
  });
  const [first, ...rest] = branches;
  const rows = (rest.length === 0 ? await first! : await unionAll(first!, rest[0]!, ...rest.slice(1))) as (CardRow & { section: number })[];
  const cards = await toCards(deps, rows, options);
  const lists: PropertyCard[][] = sections.map(() => []);
  rows.forEach((row, i) => lists[row.section]!.push(cards[i]!));
  return lists;
}
