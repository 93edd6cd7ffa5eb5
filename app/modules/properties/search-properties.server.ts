import { count, inArray, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { distanceKm, propertyConditions, propertyOrder, searchRank, type PropertyFilters, type PropertySort } from "./property-filters.server.ts";
import { selectCards, toCards, toDetails, type CardRow, type PropertyCard, type PropertyDetail, type ViewDeps } from "./property-view.server.ts";

export interface SearchPropertiesInput {
  filters: PropertyFilters;
  /** Defaults to relevance when searching, distance near a point, else newest. */
  sort?: PropertySort;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
  /** False skips counting the matches (`total` is then offset + the page's length). */
  countTotal?: boolean;
}

export interface Page<T> {
  items: T[];
  /** Matches before offset/limit, counted up to `totalCap`. */
  total: number;
}

/**
 * Totals stop counting here: `total` is exact up to this many matches and equals it beyond
 * (lists show "1,000+"). Counting every match of a broad filter would read up to a million
 * rows; counting to the cap reads at most this many (docs/decisions/004-capped-totals.md).
 */
export const totalCap = 1_000;

/** Typo matches ranked per search: the first this many found, ranked by word similarity. */
export const fuzzyCandidates = 1_000;

/**
 * Matches of `where`, counted up to `totalCap`. Given the list's order, the count walks the
 * same index as the page does and stops at the cap, instead of the planner's guess.
 */
export async function cappedCount(db: Db, where: SQL, order: SQL[] = []): Promise<number> {
  const matches = db.select({ one: sql`1`.as("one") }).from(properties).where(where).orderBy(...order).limit(totalCap).as("matches");
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/** The default order for a filter set. */
export function defaultSort(filters: PropertyFilters): PropertySort {
  if (filters.search?.trim()) return "relevance";
  if (filters.near) return "distance";
  return "newest";
}

type Found = { rows: CardRow[]; total: number };

function extraColumns(filters: PropertyFilters): Record<string, SQL<number>> {
  return filters.near ? { distance: distanceKm(filters.near) } : {};
}

/**
 * Relevance: listings holding every word of the search come first, newest first, through the
 * newest-first or full-text indexes. Only when none does, typo matches answer instead (as a
 * "did you mean"), ranked by word similarity among the first `fuzzyCandidates` found.
 */
async function findByRelevance(db: Db, input: SearchPropertiesInput, search: string): Promise<Found> {
  const { filters, limit, offset } = input;
  const exactWhere = propertyConditions(db, filters, { search: "exact" });
  const [exactRows, exactTotal] = await Promise.all([
    selectCards(db, extraColumns(filters)).where(exactWhere).orderBy(...propertyOrder("newest")).limit(limit).offset(offset),
    cappedCount(db, exactWhere),
  ]);
  if (exactTotal > 0) return { rows: exactRows as CardRow[], total: exactTotal };
  const candidates = await db
    .select({ id: properties.id, rank: searchRank(search), createdAt: properties.createdAt })
    .from(properties)
    .where(propertyConditions(db, filters, { search: "fuzzy" }))
    .limit(fuzzyCandidates);
  candidates.sort((a, b) => b.rank - a.rank || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const ids = candidates.slice(offset, offset + limit).map((c) => c.id);
  if (ids.length === 0) return { rows: [], total: candidates.length };
  const rows = (await selectCards(db, extraColumns(filters)).where(inArray(properties.id, ids))) as CardRow[];
  rows.sort((a, b) => ids.indexOf(a.property.id) - ids.indexOf(b.property.id));
  return { rows, total: Math.min(totalCap, candidates.length) };
}

/**
 * Radius and viewport: the capped count finds how many listings the area holds through the
 * GiST index. A sparse area is then read through that index and sorted; a dense one (the cap
 * reached) through the ordered index (nearest first or the sort's), its area as a filter.
 */
async function findInArea(db: Db, input: SearchPropertiesInput, sort: PropertySort): Promise<Found> {
  const { filters } = input;
  const total = await cappedCount(db, propertyConditions(db, filters));
  const geo = total >= totalCap ? "scan" : "indexed";
  const rows = await selectCards(db, extraColumns(filters))
    .where(propertyConditions(db, filters, { geo }))
    .orderBy(...propertyOrder(sort, { search: filters.search, near: filters.near }))
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows as CardRow[], total };
}

async function findRows(deps: ViewDeps, input: SearchPropertiesInput): Promise<Found> {
  const { db } = deps;
  const { filters } = input;
  const sort = input.sort ?? defaultSort(filters);
  const search = filters.search?.trim();
  if (sort === "relevance" && search) return findByRelevance(db, input, search);
  if (filters.near || filters.bbox) return findInArea(db, input, sort);
  const where = propertyConditions(db, filters);
  const order = propertyOrder(sort, { search, near: filters.near });
  const [rows, total] = await Promise.all([
    selectCards(db, extraColumns(filters)).where(where).orderBy(...order).limit(input.limit).offset(input.offset),
    input.countTotal === false ? null : cappedCount(db, where, order),
  ]);
  return { rows: rows as CardRow[], total: total ?? input.offset + rows.length };
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
