import { count, inArray, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { viewportLowerBound } from "./area-count.server.ts";
import { correctSearch } from "./correct-search.server.ts";
import { distanceKm, propertyConditions, propertyOrder, type PropertyFilters, type PropertySort } from "./property-filters.server.ts";
import { defaultSort } from "./property-search-schema.ts";
import {
  selectCards,
  selectDetails,
  toCards,
  toDetails,
  type CardRow,
  type DetailRow,
  type PropertyCard,
  type PropertyDetail,
  type ViewDeps,
} from "./property-view.server.ts";

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
 * (lists show "500+"). Counting every match of a broad filter would read up to a million
 * rows; counting to the cap reads at most this many (docs/decisions/004-search-at-scale.md).
 */
export const totalCap = 500;

/**
 * Matches of `where`, counted up to `totalCap`. Given the list's order, the count walks the
 * same index as the page does and stops at the cap, instead of the planner's guess.
 */
export async function cappedCount(db: Db, where: SQL, order: SQL[] = []): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(totalCap)
    .as("matches");
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

type Found = { rows: CardRow[]; total: number };

/** Which columns the rows carry: a card's, or the whole listing for details. */
type Shape = "card" | "detail";

/** The select for a shape; both give the same chain (the detail rows are a superset of the card rows). */
function selectRows(db: Db, shape: Shape, extra: Record<string, SQL<number>> = {}) {
  return shape === "card" ? selectCards(db, extra) : (selectDetails(db, extra) as unknown as ReturnType<typeof selectCards>);
}

function extraColumns(filters: PropertyFilters): Record<string, SQL<number>> {
  return filters.near ? { distance: distanceKm(filters.near) } : {};
}

/**
 * Relevance: a narrow search (fewer matches than `totalCap`) ranks its matches by `ts_rank`
 * (title, ward, address and city above the description), then newest; a broad one (the cap
 * reached) lists them newest first, since ranking would read every match.
 */
async function findByRelevance(db: Db, input: SearchPropertiesInput, search: string, shape: Shape): Promise<Found> {
  const { filters } = input;
  const where = propertyConditions(db, filters);
  const total = await cappedCount(db, where);
  const order = total < totalCap ? propertyOrder("relevance", { search }) : propertyOrder("newest");
  const rows = await selectRows(db, shape, extraColumns(filters))
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows as CardRow[], total };
}

/**
 * Viewport, or radius in another order than nearest first: the capped count finds how many
 * listings the area holds through the GiST index (for a viewport whose inner map grid cells
 * already hold `totalCap`, `viewportLowerBound` says so from map_cells instead). A sparse area is then read through that
 * index and sorted; a dense one (the cap reached) through the sort's ordered index, its area
 * as a filter. (Nearest first needs neither: the GiST index bounds the radius and returns the
 * nearest rows first in one scan.)
 */
async function findInArea(db: Db, input: SearchPropertiesInput, sort: PropertySort, shape: Shape): Promise<Found> {
  const { filters } = input;
  // The count's bitmap index scan reads every listing of a dense viewport (the whole city)
  // before the cap applies; the map's grid cells inside it show the cap reached instead.
  const lowerBound = await viewportLowerBound(db, filters);
  const total = lowerBound !== null && lowerBound >= totalCap ? totalCap : await cappedCount(db, propertyConditions(db, filters));
  const geo = total >= totalCap ? "scan" : "indexed";
  const rows = await selectRows(db, shape, extraColumns(filters))
    .where(propertyConditions(db, filters, { geo }))
    .orderBy(...propertyOrder(sort, { search: filters.search, near: filters.near }))
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows as CardRow[], total };
}

/**
 * Text search needs every word (the last also as a prefix) and ranks by recency among the
 * matches ("relevance"). When nothing matches, the search's unknown words are corrected
 * against the listings' vocabulary and the corrected search answers instead (typos).
 */
async function findRows(deps: ViewDeps, input: SearchPropertiesInput, shape: Shape): Promise<Found> {
  const found = await findMatching(deps.db, input, shape);
  const search = input.filters.search?.trim();
  if (!search || found.rows.length > 0 || input.offset > 0) return found;
  const corrected = await correctSearch(deps.db, search);
  if (!corrected) return found;
  return findMatching(deps.db, { ...input, filters: { ...input.filters, search: corrected } }, shape);
}

async function findMatching(db: Db, input: SearchPropertiesInput, shape: Shape): Promise<Found> {
  const { filters } = input;
  const search = filters.search?.trim();
  const requested = input.sort ?? defaultSort(filters);
  if (requested === "relevance" && search) return findByRelevance(db, input, search, shape);
  const sort = requested === "relevance" ? "newest" : requested;
  if (filters.bbox || (filters.near && sort !== "distance")) return findInArea(db, input, sort, shape);
  const where = propertyConditions(db, filters);
  const order = propertyOrder(sort, { search, near: filters.near });
  // The default order floats running features to the top; an explicitly chosen order is kept as asked.
  if (input.sort === undefined && sort === "newest" && !search && !filters.near && !filters.promoted) {
    return findFeaturedFirst(db, input, where, order, shape);
  }
  const [rows, total] = await Promise.all([
    selectRows(db, shape, extraColumns(filters))
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    input.countTotal === false ? null : cappedCount(db, where, order),
  ]);
  return { rows: rows as CardRow[], total: total ?? input.offset + rows.length };
}

/** Featured listings (a paid feature request, approved and running) shown at most this many at the top. */
export const featuredOnTop = 50;

/**
 * Newest first with the featured listings floated to the top: the ids of the few running
 * features are read through their own index, then the page takes its share of them and
 * continues with the other listings newest first (their order still walks the newest-first
 * index), so offsets stay consistent across pages. Only the page's rows are read whole.
 */
async function findFeaturedFirst(db: Db, input: SearchPropertiesInput, where: SQL, order: SQL[], shape: Shape): Promise<Found> {
  const running = sql`${properties.featuredUntil} > now()`;
  const featuredIds = (
    await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${where} and ${running}`)
      .orderBy(sql`${properties.featuredUntil} desc`, ...order)
      .limit(featuredOnTop)
  ).map((row) => row.id);
  const pageIds = featuredIds.slice(input.offset, input.offset + input.limit);
  const restOffset = Math.max(0, input.offset - featuredIds.length);
  const restLimit = input.limit - pageIds.length;
  const rest = featuredIds.length === 0 ? where : sql`${where} and not (${properties.id} in ${featuredIds})`;
  const [featured, others, total] = await Promise.all([
    pageIds.length > 0 ? selectRows(db, shape).where(inArray(properties.id, pageIds)) : Promise.resolve([]),
    restLimit > 0
      ? selectRows(db, shape)
          .where(rest)
          .orderBy(...order)
          .limit(restLimit)
          .offset(restOffset)
      : Promise.resolve([]),
    input.countTotal === false ? null : cappedCount(db, where, order),
  ]);
  const byId = new Map((featured as CardRow[]).map((row) => [row.property.id, row]));
  const fromFeatured = pageIds.map((id) => byId.get(id)).filter((row): row is CardRow => row !== undefined);
  const rows = [...fromFeatured, ...(others as CardRow[])];
  return { rows, total: total ?? input.offset + rows.length };
}

/** Public listings matching the filters, as cards, with the total before paging. */
export async function searchProperties(deps: ViewDeps, input: SearchPropertiesInput): Promise<Page<PropertyCard>> {
  const { rows, total } = await findRows(deps, input, "card");
  return { items: await toCards(deps, rows, { actor: input.actor, lang: input.lang }), total };
}

/** As `searchProperties`, with every listing's full detail (gallery, parameters, facilities, owner). */
export async function searchPropertyDetails(deps: ViewDeps, input: SearchPropertiesInput): Promise<Page<PropertyDetail>> {
  const { rows, total } = await findRows(deps, input, "detail");
  return { items: await toDetails(deps, rows as DetailRow[], { actor: input.actor, lang: input.lang }), total };
}
