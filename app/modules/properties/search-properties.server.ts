import { desc, inArray, sql, type Placeholder, type SQL } from "drizzle-orm";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import type { Page } from "../../lib/page.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { viewportLowerBound } from "./area-count.server.ts";
import { correctSearch } from "./correct-search.server.ts";
import { featuredFirstPage } from "./featured-first.server.ts";
import { cappedCount, countRanges, countUpToCap, pageTotal, totalCap, totalColumns } from "./match-count.server.ts";
import { pagedSelect, viewerOf } from "./paged-select.server.ts";
import { distanceKm, propertyConditions, propertyOrder, type PropertyFilters, type PropertySort } from "./property-filters.server.ts";
import { defaultSort } from "./property-search-schema.ts";
import { understandFilters, withIndexedKeys } from "./understand-search.server.ts";
import { cardExtrasColumn, cardExtrasFrom, type CardExtras, type ExtrasJson } from "./card-extras.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "./property-view.server.ts";
import { selectDetails, toDetails, type DetailRow, type PropertyDetail } from "./property-detail-view.server.ts";

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
  /**
   * The API's answers: the page's own statement also reads each listing's extras (the lister,
   * the answers, the viewer's interest and report: card-extras.server.ts), which the page then
   * carries as `extras`, instead of a second statement after it.
   */
  withExtras?: boolean;
}

export type { Page };
export { builtStatementShapes } from "./paged-select.server.ts";

type Found = { rows: CardRow[]; total: number };

/** Which columns the rows carry: a card's, or the whole listing for details. */
type Shape = "card" | "detail";

/** The select for a shape; both give the same chain (the detail rows are a superset of the card rows). */
function selectRows(db: Db, shape: Shape, extra: Record<string, SQL<number>> = {}) {
  return shape === "card" ? selectCards(db, extra) : (selectDetails(db, extra) as unknown as ReturnType<typeof selectCards>);
}

/** Columns beside the card's: the distance from a point, and the extras when the input asks for them. */
function extraColumns(
  input: SearchPropertiesInput,
  filters: PropertyFilters,
  viewer: number | Placeholder = viewerOf(input),
): Record<string, SQL<number>> {
  return {
    ...(filters.near ? { distance: distanceKm(filters.near) } : {}),
    ...(input.withExtras ? { extras: cardExtrasColumn(viewer) as unknown as SQL<number> } : {}),
  };
}

/** A broad search's page is looked for among this many newest public listings per row it needs. */
const recentPerRow = 200;

/**
 * A broad text search's page, newest first, if the newest public listings hold it: the
 * newest-first index is walked (at most `recentPerRow` listings per row the page needs) and each
 * listing tested against `where` until the page is full. The full-text index would instead
 * hand over every match (12,000 for a street name at 1M listings) to be read and sorted for
 * 20. The matches found are the newest ones, so the page is the same; null when the walk ends
 * first (a sparse search, read through the full-text index by the caller).
 * Conditions inside the walk refer to its own `properties` (SQL's scoping), and its test is a
 * column, so no index can take it over (docs/benchmarks/speed-notes.md, "Eighth round").
 */
async function findAmongRecent(db: Db, input: SearchPropertiesInput, where: SQL, shape: Shape): Promise<CardRow[] | null> {
  const wanted = input.offset + input.limit;
  const newest = propertyOrder("newest");
  const walk = db
    .select({ id: properties.id, createdAt: properties.createdAt, hit: sql<boolean>`(${where})`.as("hit") })
    .from(properties)
    .where(publicPropertyCondition())
    .orderBy(...newest)
    .limit(literalLimit(wanted * recentPerRow))
    .as("recent");
  const hits = db
    .select({ id: walk.id })
    .from(walk)
    .where(sql`${walk.hit}`)
    .orderBy(desc(walk.createdAt), desc(walk.id))
    .limit(literalLimit(wanted));
  const rows = await selectRows(db, shape, extraColumns(input, input.filters))
    .where(inArray(properties.id, hits))
    .orderBy(...newest)
    .limit(input.limit)
    .offset(input.offset);
  return rows.length === input.limit ? (rows as CardRow[]) : null;
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
  if (total >= totalCap) {
    const recent = await findAmongRecent(db, input, where, shape);
    if (recent) return { rows: recent, total };
  }
  const order = total < totalCap ? propertyOrder("relevance", { search }) : propertyOrder("newest");
  const rows = await selectRows(db, shape, extraColumns(input, filters))
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(input.offset);
  return { rows: rows as CardRow[], total };
}

/**
 * A viewport whose map grid cells hold at least this many listings walks the order's index with
 * the box as a filter; one whose cells hold fewer is read through the GiST index and sorted,
 * even past `totalCap` matches. Reading the box costs a row per match; the walk reads about
 * (page end) × (public listings ÷ matches) rows. The cells wholly inside a viewport hold half
 * to four fifths of its matches. Measured on the bench's viewports, a page of 100: at 10,000
 * listings (220–730 matches, cells 150–560) reading took 0.1–0.4 ms and walking 0.5–5.5; at
 * 100,000 (2,200–7,200 matches, cells 1,550–5,600) reading 1.2–7.4 and walking 0.5–2.2
 * (docs/benchmarks/speed-notes.md, "Fourteenth round").
 */
export const areaScanAbove = 1000;

/**
 * Viewport, or radius in another order than nearest first: the area's matches are counted up to
 * `totalCap` through the GiST index (for a viewport whose inner map grid cells already hold
 * `areaScanAbove`, `viewportLowerBound` says so from map_cells instead). A sparse area is then
 * read through that index and sorted, and so is a viewport past the cap whose cells hold fewer
 * than `areaScanAbove`; a dense one (or a radius past the cap, which has no cells to ask)
 * through the sort's ordered index, its area as a filter. (Nearest first needs neither: the GiST
 * index bounds the radius and returns the nearest rows first in one scan.)
 */
async function findInArea(db: Db, input: SearchPropertiesInput, sort: PropertySort, shape: Shape): Promise<Found> {
  const { filters } = input;
  // The count's bitmap index scan reads every listing of a dense viewport (the whole city)
  // before the cap applies; the map's grid cells inside it show the cap reached instead.
  const lowerBound = await viewportLowerBound(db, filters);
  const dense = lowerBound !== null && lowerBound >= areaScanAbove;
  const total = dense
    ? totalCap
    : Number(
        (
          (await pagedSelect(db, "area-count", { ...input, withExtras: false }, "values", (given) =>
            countUpToCap(db, propertyConditions(db, given), []),
          )) as { total: number }[]
        )[0]?.total ?? 0,
      );
  const geo = dense || (total >= totalCap && lowerBound === null) ? "scan" : "indexed";
  // Built once per shape, as the plain lists are (pagedSelect): rendering this select, its
  // extras' subqueries included, cost more of the server than PostgreSQL's run of it.
  const rows = await pagedSelect(db, `area:${sort}:${shape}:${geo}`, { ...input, countTotal: false }, "text", (given, paging) =>
    selectRows(db, shape, extraColumns(input, given, paging.viewer))
      .where(propertyConditions(db, given, { geo }))
      .orderBy(...propertyOrder(sort, { search: given.search, near: given.near }))
      .limit(paging.limit)
      .offset(paging.offset),
  );
  return { rows: rows as CardRow[], total };
}

/**
 * The search is read into filters first (app/modules/properties/parse-search-query.ts). Text search needs every word (the last also as a prefix) and ranks by recency among the
 * matches ("relevance"). When nothing matches, the search's unknown words are corrected
 * against the listings' vocabulary and the corrected search answers instead (typos).
 */
async function findRows(deps: ViewDeps, given: SearchPropertiesInput, shape: Shape): Promise<Found> {
  // The search's filters ("căn hộ 2pn q7 dưới 5 tỷ") become filters; its other words stay text.
  const understood = (await understandFilters(deps.db, given.filters)).filters;
  const input = { ...given, filters: await withIndexedKeys(deps.db, understood) };
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
  const ranged = search || filters.near ? null : await countRanges(db, input, sort);
  const ranges = ranged?.ranges;
  // The range's total is known (counted first): the page's statement does not count again.
  const counted = ranged?.total ?? null;
  const paged = counted !== null ? { ...input, countTotal: false } : input;
  const total = (rows: unknown[], order: SQL[]) =>
    counted !== null ? Promise.resolve(counted) : pageTotal(db, input, rows, { ranges }, order);
  const rangeKey = ranges ? `:${ranges}` : "";
  const order = propertyOrder(sort, { search, near: filters.near });
  // The default order floats running features to the top; an explicitly chosen order is kept as asked.
  if (input.sort === undefined && sort === "newest" && !search && !filters.near && !filters.promoted) {
    const rows = await pagedSelect(db, `featured:${shape}${rangeKey}`, paged, "text", (given, paging) =>
      selectRows(db, shape, { ...extraColumns(paged, {}, paging.viewer), ...totalColumns(db, paged, given, { ranges }, order) })
        .innerJoin(featuredFirstPage(db, given, { ranges }, order, paging), sql`"page"."id" = ${properties.id}`)
        .orderBy(sql`"page"."pos"`),
    );
    return { rows: rows as CardRow[], total: await total(rows, order) };
  }
  // LIMIT and OFFSET in the text: bound, they would make the generic plan look dearer than
  // planning each call (PostgreSQL assumes a tenth of the rows), so every call was planned.
  // Nearest first: PostgreSQL takes the radius's box to hold 0.1 % of the listings (3 at 10k,
  // where a dense ward's 3 km hold 1,444), so it joined every listing in the box to its category
  // and ward, then sorted them all (147 ms). The page's ids are picked first, nearest first
  // through the GiST index up to the page's end, and only those rows are joined (1 ms). Its
  // count needs no order (the first 500 matches are as many in any order): without one it skips
  // the index's distance ordering (40 → 7 ms for 500 listings).
  // A price range listed by price (not counted first, `countRanges`) is counted the same way, in
  // no order through the range's index.
  const nearest = sort === "distance" && filters.near !== undefined;
  const unordered = nearest || (ranged !== null && counted === null);
  const countOrder = unordered ? [] : order;
  const rows = await pagedSelect(db, `${sort}:${shape}${rangeKey}`, paged, "text", (given, paging) => {
    const condition = propertyConditions(db, given, { ranges });
    const givenOrder = propertyOrder(sort, { search: given.search?.trim(), near: given.near });
    const pageCondition = nearest
      ? inArray(
          properties.id,
          db
            .select({ id: properties.id })
            .from(properties)
            .where(condition)
            .orderBy(...givenOrder)
            .limit(paging.end),
        )
      : condition;
    return selectRows(db, shape, {
      ...extraColumns(input, given, paging.viewer),
      ...totalColumns(db, paged, given, { ranges }, unordered ? [] : givenOrder),
    })
      .where(pageCondition)
      .orderBy(...givenOrder)
      .limit(paging.limit)
      .offset(paging.offset);
  });
  return { rows: rows as CardRow[], total: await total(rows, countOrder) };
}

/** Public listings matching the filters, as cards, with the total before paging (and their extras when asked). */
export async function searchProperties(
  deps: ViewDeps,
  input: SearchPropertiesInput,
): Promise<Page<PropertyCard> & { extras?: Map<number, CardExtras> }> {
  const { rows, total } = await findRows(deps, input, "card");
  const options = { actor: input.actor, lang: input.lang };
  const [items, extras] = await Promise.all([
    toCards(deps, rows, options),
    input.withExtras
      ? cardExtrasFrom(
          deps.db,
          (rows as (CardRow & { extras: ExtrasJson })[]).map((row) => ({
            id: row.property.id,
            isPremium: row.property.isPremium,
            extras: row.extras,
          })),
          options,
        )
      : undefined,
  ]);
  return { items, total, ...(extras ? { extras } : {}) };
}

/** As `searchProperties`, with every listing's full detail (gallery, parameters, facilities, owner). */
export async function searchPropertyDetails(deps: ViewDeps, input: SearchPropertiesInput): Promise<Page<PropertyDetail>> {
  const { rows, total } = await findRows(deps, input, "detail");
  return { items: await toDetails(deps, rows as DetailRow[], { actor: input.actor, lang: input.lang }), total };
}
