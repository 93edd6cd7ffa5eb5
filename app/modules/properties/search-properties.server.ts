import { count, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { distanceKm, propertyConditions, propertyOrder, type PropertyFilters, type PropertySort } from "./property-filters.server.ts";
import { selectCards, toCards, toDetails, type CardRow, type PropertyCard, type PropertyDetail, type ViewDeps } from "./property-view.server.ts";

export interface SearchPropertiesInput {
  filters: PropertyFilters;
  /** Defaults to relevance when searching, distance near a point, else newest. */
  sort?: PropertySort;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
}

export interface Page<T> {
  items: T[];
  /** Matches before offset/limit. */
  total: number;
}

/** The default order for a filter set. */
export function defaultSort(filters: PropertyFilters): PropertySort {
  if (filters.search?.trim()) return "relevance";
  if (filters.near) return "distance";
  return "newest";
}

async function findRows(deps: ViewDeps, input: SearchPropertiesInput): Promise<{ rows: CardRow[]; total: number }> {
  const where = propertyConditions(deps.db, input.filters);
  const sort = input.sort ?? defaultSort(input.filters);
  const extra: Record<string, SQL<number>> = input.filters.near ? { distance: distanceKm(input.filters.near) } : {};
  const [rows, [totalRow]] = await Promise.all([
    selectCards(deps.db, extra)
      .where(where)
      .orderBy(...propertyOrder(sort, { search: input.filters.search, near: input.filters.near }))
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: count() }).from(properties).where(where),
  ]);
  return { rows: rows as CardRow[], total: totalRow?.total ?? 0 };
}

/** Public listings matching the filters, as cards, with the total before paging. */
export async function searchProperties(deps: ViewDeps, input: SearchPropertiesInput): Promise<Page<PropertyCard>> {
  const { rows, total } = await findRows(deps, input);
  return { items: await toCards(deps, rows, { actor: input.actor, lang: input.lang }), total };
}

/** As `searchProperties`, with every listing's full detail (gallery, parameters, facilities, owner). */
export async function searchPropertyDetails(deps: ViewDeps, input: SearchPropertiesInput): Promise<Page<PropertyDetail>> {
  const { rows, total } = await findRows(deps, input);
  return { items: await toDetails(deps, rows, { actor: input.actor, lang: input.lang }), total };
}
