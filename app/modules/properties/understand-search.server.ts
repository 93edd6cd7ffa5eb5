import { eq } from "drizzle-orm";
import { categories, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { pageDataKey } from "../../lib/home-cache.server.ts";
import { shortCached } from "../../lib/short-cache.server.ts";
import type { PropertyFilters } from "./property-filters.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";
import { parseSearchQuery, type SearchVocabulary, type UnderstoodQuery } from "./parse-search-query.ts";
import { placeWardCodes } from "./search-places.ts";

/** The city's wards never change while the app runs: read once per database. */
const vocabularies = new WeakMap<Db, Promise<SearchVocabulary>>();

/** The words the query parser knows from the database: the wards of the site's city. */
export function searchVocabulary(db: Db): Promise<SearchVocabulary> {
  let vocabulary = vocabularies.get(db);
  if (!vocabulary) {
    vocabulary = (async () => {
      const provinceCode = String(await getSetting(db, "city_province_code"));
      const rows = await db
        .select({ code: wards.code, name: wards.name, slug: wards.slug })
        .from(wards)
        .where(eq(wards.provinceCode, provinceCode));
      return { wards: rows };
    })();
    vocabulary.catch(() => vocabularies.delete(db));
    vocabularies.set(db, vocabulary);
  }
  return vocabulary;
}

/**
 * The categories' ids by slug, kept a minute in this process and forgotten with the pages'
 * data on any write it handles (app/lib/home-cache.server.ts).
 */
function categoryIdsBySlug(db: Db): Promise<Map<string, number>> {
  return shortCached(db, `${pageDataKey}category-ids`, 60, async () => {
    const rows = await db.select({ id: categories.id, slug: categories.slugId }).from(categories);
    return new Map(rows.map((row) => [row.slug, row.id]));
  });
}

/**
 * The filters with a category or a ward named by its slug ("căn hộ", "phường hòa hưng" in a
 * search, `category_slug_id`) given by its id or code instead, which the listing indexes lead
 * with: joined by its slug, the category's or ward's listings could not be walked newest
 * first, and a list or count of a whole category or ward at 1M listings read and sorted all
 * of them (~100,000 rows for a category, 50–70 ms; ~13,000 for a ward, 12 ms). An unknown
 * slug stays as it is (it matches nothing).
 */
export async function withIndexedKeys(db: Db, filters: PropertyFilters): Promise<PropertyFilters> {
  const out = { ...filters };
  if (out.categorySlugId && out.categoryId === undefined) {
    const id = (await categoryIdsBySlug(db)).get(out.categorySlugId);
    if (id !== undefined) Object.assign(out, { categorySlugId: undefined, categoryId: id });
  }
  if (out.wardSlug && out.wardCode === undefined) {
    const ward = (await searchVocabulary(db)).wards.find((w) => w.slug === out.wardSlug);
    if (ward) Object.assign(out, { wardSlug: undefined, wardCode: ward.code });
  }
  for (const key of ["categorySlugId", "wardSlug"] as const) if (out[key] === undefined) delete out[key];
  return out;
}

/** Reads `search` into its filters and the words left for the text match. */
export async function understandQuery(db: Db, search: string) {
  return parseSearchQuery(search, await searchVocabulary(db));
}

/**
 * The filters with what their search says read into them: filters given by name win over
 * what the search says, and the search keeps only the words no filter took. Untouched when
 * there is no search or it is to be matched as typed.
 */
export async function understandFilters(
  db: Db,
  filters: PropertyFilters,
): Promise<{ filters: PropertyFilters; understood: UnderstoodQuery }> {
  const { searchAsTyped, ...rest } = filters;
  const search = rest.search?.trim();
  if (!search || searchAsTyped) return { filters: rest, understood: {} };
  const parsed = await understandQuery(db, search);
  return { filters: applyUnderstood(rest, parsed.understood, parsed.text), understood: parsed.understood };
}

/** `filters` with `understood` filled in where a filter is not already given, and `text` as the search. */
export function applyUnderstood(filters: PropertyFilters, understood: UnderstoodQuery, text: string): PropertyFilters {
  const out: PropertyFilters = { ...filters, search: text || undefined };
  const u = understood;
  if (u.category && out.categoryId === undefined && !out.categorySlugId) out.categorySlugId = u.category;
  out.propertyType ??= u.propertyType;
  out.bedrooms ??= u.bedrooms;
  out.floors ??= u.floors;
  if (out.minPrice === undefined && out.maxPrice === undefined) Object.assign(out, { minPrice: u.minPrice, maxPrice: u.maxPrice });
  if (out.minArea === undefined && out.maxArea === undefined) Object.assign(out, { minArea: u.minArea, maxArea: u.maxArea });
  const placeGiven = out.wardCode !== undefined || out.wardSlug !== undefined || out.wardCodes !== undefined;
  if (!placeGiven) {
    if (u.ward) out.wardSlug = u.ward;
    out.wardCodes = placeWardCodes({ district: u.district, area: u.area });
  }
  out.direction ??= u.direction;
  out.legalStatus ??= u.legalStatus;
  out.furnishing ??= u.furnishing;
  for (const key of Object.keys(out) as (keyof PropertyFilters)[]) if (out[key] === undefined) delete out[key];
  return out;
}
