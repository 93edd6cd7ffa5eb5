import { count, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
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

/** The count of `cappedCount`, as a select: the first `totalCap` matches in the list's order, counted. */
function countUpToCap(db: Db, where: SQL, order: SQL[]) {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(totalCap)
    .as("matches");
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
 * `cappedCount` as a column of the page's own select, so that the rows and their total come
 * from one statement (PostgreSQL runs it once per statement, as an init plan). A page past
 * the last row has no row to carry it: `pageTotal` then counts apart.
 */
function cappedCountColumn(db: Db, where: SQL, order: SQL[]): SQL<number> {
  return sql<number>`${countUpToCap(db, where, order)}`.mapWith(Number);
}

/** The `total` column of a page's select, unless the input skips counting. */
function totalColumns(db: Db, input: SearchPropertiesInput, where: SQL, order: SQL[]): Record<string, SQL<number>> {
  return input.countTotal === false ? {} : { total: cappedCountColumn(db, where, order) };
}

/** The total of a page read with `totalColumns`, or `offset` + its length when not counted. */
async function pageTotal(db: Db, input: SearchPropertiesInput, rows: unknown[], where: SQL, order: SQL[]): Promise<number> {
  if (input.countTotal === false) return input.offset + rows.length;
  if (rows.length > 0) return (rows[0] as { total: number }).total;
  return input.offset > 0 || input.limit <= 0 ? cappedCount(db, where, order) : 0;
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
 * listings the area holds through the GiST index. A sparse area is then read through that
 * index and sorted; a dense one (the cap reached) through the sort's ordered index, its area
 * as a filter. (Nearest first needs neither: the GiST index bounds the radius and returns the
 * nearest rows first in one scan.)
 */
async function findInArea(db: Db, input: SearchPropertiesInput, sort: PropertySort, shape: Shape): Promise<Found> {
  const { filters } = input;
  const total = await cappedCount(db, propertyConditions(db, filters));
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
  const rows = await selectRows(db, shape, { ...extraColumns(filters), ...totalColumns(db, input, where, order) })
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows as CardRow[], total: await pageTotal(db, input, rows, where, order) };
}

/** Featured listings (a paid feature request, approved and running) shown at most this many at the top. */
export const featuredOnTop = 50;

/**
 * Newest first with the featured listings floated to the top, in one statement: the few
 * running features (at most `featuredOnTop`, through their own index) take positions 1…n,
 * the other listings follow newest first from n + 1 (their order still walks the
 * newest-first index and stops at the page's end; it is not read at all when the features
 * fill the page), and the page is the positions after `offset`, so offsets stay consistent
 * across pages. Only the page's rows are read whole, with the capped total.
 */
async function findFeaturedFirst(db: Db, input: SearchPropertiesInput, where: SQL, order: SQL[], shape: Shape): Promise<Found> {
  const byNewest = sql.join(order, sql`, `);
  const byFeature = sql`${properties.featuredUntil} desc, ${byNewest}`;
  const end = input.offset + input.limit;
  const page = sql`(
    with featured as (
      select ${properties.id} as id, row_number() over (order by ${byFeature}) as pos
      from ${properties} where ${where} and ${properties.featuredUntil} > now()
      order by ${byFeature} limit ${featuredOnTop}
    )
    select id, pos from featured where pos > ${input.offset} and pos <= ${end}
    union all
    select id, pos from (
      select ${properties.id} as id, (select count(*) from featured) + row_number() over (order by ${byNewest}) as pos
      from ${properties}
      where ${where} and ${properties.id} not in (select id from featured)
      order by ${byNewest} limit greatest(${end} - (select count(*) from featured), 0)
    ) as rest where pos > ${input.offset}
  ) as "page"`;
  const rows = await selectRows(db, shape, totalColumns(db, input, where, order))
    .innerJoin(page, sql`"page"."id" = ${properties.id}`)
    .orderBy(sql`"page"."pos"`);
  return { rows: rows as CardRow[], total: await pageTotal(db, input, rows, where, order) };
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
