import { transliterate } from "../../lib/slug.ts";
import { and, asc, desc, eq, exists, gt, gte, inArray, is, ne, notInArray, or, Placeholder, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { categories, parameters, properties, propertyParameters, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { PostedSince, PropertySort } from "./property-search-schema.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import { isVerifiedListing } from "../verification/listing-badge.server.ts";
import { rangeConditions, type RangeStatement } from "./range-conditions.server.ts";

export type { PostedSince, PropertySort, RangeStatement };

/** A point and a radius in kilometres. */
export interface GeoCircle {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The map viewport. */
export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Every filter the listing searches understand; all optional, all combinable. */
export interface PropertyFilters {
  ids?: number[];
  excludeIds?: number[];
  categoryId?: number;
  categorySlugId?: string;
  propertyType?: "sell" | "rent";
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  /** Exact count; 5 means five or more. */
  bedrooms?: number;
  /** Exact count; 5 means five or more. */
  bathrooms?: number;
  /** A direction option value (dong, tay-nam …), house or balcony. */
  direction?: string;
  /** A legal_status option value (so-hong, hop-dong-mua-ban …). */
  legalStatus?: string;
  furnishing?: string;
  /** Listings with this facility within `facilityDistance` km. */
  facilityId?: number;
  facilityDistance?: number;
  /** The listing's city or ward name contains it (accents and case ignored). */
  city?: string;
  state?: string;
  country?: string;
  wardCode?: string;
  /** Ward slug, within the city of `city` when given. */
  wardSlug?: string;
  /** Any of these wards: a former district or a well-known area (app/modules/properties/search-places.ts). */
  wardCodes?: string[];
  /** Storeys (the `floors` parameter), exact. */
  floors?: number;
  userId?: number;
  postedSince?: PostedSince;
  /** Only listings whose featuring is running. */
  promoted?: boolean;
  premium?: boolean;
  /** Only listings with a running verification badge. */
  verified?: boolean;
  search?: string;
  /** Match `search` as typed: no filters read out of it (app/modules/properties/understand-search.server.ts). */
  searchAsTyped?: boolean;
  near?: GeoCircle;
  bbox?: BoundingBox;
}

const postedSinceInterval: Record<PostedSince, string> = {
  yesterday: "1 day",
  last_week: "7 days",
  last_month: "1 month",
  last_3_months: "3 months",
  last_6_months: "6 months",
  last_year: "1 year",
};

/**
 * What Vietnamese users type for places, spelt out as listings write them (matched on the
 * accent-free, lower-case search): "Q7", "Q.7", "Q 7" → "quan 7"; "P.7" → "phuong 7";
 * "P. Tân Hưng" → "phuong tan hung"; "TP" → "thanh pho"; "HCM", "TPHCM", "SG" → the city's
 * name; well-known areas by the former district that listings name them with.
 */
const placeAbbreviations: [RegExp, string][] = [
  [/\b(?:tp\.?\s*)?hcmc?\b/g, "ho chi minh"],
  [/\bsg\b/g, "sai gon"],
  [/\btp\.?\s*(?=[a-z])/g, "thanh pho "],
  [/\bq\.?\s*(\d{1,2})\b/g, "quan $1"],
  [/\bp\.?\s*(\d{1,2})\b/g, "phuong $1"],
  [/\bp\.\s*(?=[a-z])/g, "phuong "],
  // Phú Mỹ Hưng is the planned town of former District 7; Thủ Thiêm the new centre of former District 2.
  [/\bphu my hung\b/g, "quan 7"],
  [/\bthu thiem\b/g, "quan 2"],
];

/**
 * Trimmed, lower-cased, single-spaced, with place abbreviations spelt out (then accent-free,
 * as SQL's immutable_unaccent compares anyway); accents and đ are removed in SQL otherwise.
 */
export function searchNeedle(search: string): string {
  const needle = search.trim().toLowerCase().replace(/\s+/g, " ");
  let plain = transliterate(needle);
  for (const [pattern, replacement] of placeAbbreviations) plain = plain.replace(pattern, replacement);
  return plain === transliterate(needle) ? needle : plain.replace(/\s+/g, " ").trim();
}

/** Kilometres from the circle's centre to the listing, as an SQL expression. */
export function distanceKm(circle: { latitude: number; longitude: number }): SQL<number> {
  return sql<number>`(earth_distance(ll_to_earth(${circle.latitude}::float8, ${circle.longitude}::float8), ll_to_earth(${properties.latitude}, ${properties.longitude})) / 1000.0)`;
}

/** "ho chi minh" matches "Thành phố Hồ Chí Minh": accent- and case-insensitive containment. */
function containsUnaccented(column: AnyPgColumn, value: string): SQL {
  const escaped = value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql`immutable_unaccent(lower(${column})) like immutable_unaccent(${`%${escaped}%`})`;
}

/** One word of the search: as typed (lower-case, NFC), and how it is matched. */
export interface SearchWord {
  word: string;
  /** The word typed before it, if any. */
  previous?: string;
  /** Typed with diacritics (or đ): then only that exact accented word matches, in any case. */
  accented: boolean;
  /** Matched as the start of a word. */
  prefix: boolean;
}

/**
 * The search's words, each matched on word boundaries: a word typed without accents matches
 * any accented form ("quan 7" = "Quận 7"), a word typed with them only that word ("cư" finds
 * "dân cư", not "cũ"). The last word is also a prefix when it has letters and is typed
 * without accents ("nguyen hu" finds "Nguyễn Huệ" while typing, "quan 7" not "Quận 75").
 * An accented last word is whole: Vietnamese keyboards (Telex, VNI) put the marks on a
 * syllable as it is completed, so a word showing its marks is one the user has finished
 * typing; read as a prefix it would find "cường" and "cưới" for "cư". Search-as-you-type
 * still widens: the accent-less last word is a prefix, and the suggestions list completes
 * names while typing.
 */
export function searchWords(search: string): SearchWord[] {
  const words = searchNeedle(search)
    .normalize("NFC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word, i) => {
    const accented = transliterate(word) !== word;
    return {
      word,
      previous: words[i - 1],
      accented,
      prefix: !accented && i === words.length - 1 && word.length > 1 && /\p{L}/u.test(word),
    };
  });
}

/**
 * The search's words as a full-text query (accents removed in SQL, as in the index): every
 * word, the last one also as a prefix when `searchWords` says so; null when it has no word.
 */
export function searchQueryText(search: string): string | null {
  const words = searchWords(search);
  if (words.length === 0) return null;
  return words.map((w) => (w.prefix ? `${w.word}:*` : w.word)).join(" & ");
}

/** Letters and digits of Vietnamese and English text (with combining marks): what a word is made of. */
const wordCharacters = "0-9A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u1E00-\u1EFF";

/**
 * Syllables that mean something else inside a compound: "phố" (street) typed alone is not the
 * "phố" of "Thành phố" (city), unless the user typed the compound.
 */
const compoundHeads: Record<string, string> = { phố: "thành" };

/** `text` with each letter spelt as [lower UPPER]: PostgreSQL folds only ASCII case under the C locale. */
function eitherCase(text: string): string {
  return [...text.normalize("NFC")]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const upper = ch.toUpperCase();
      return lower === upper || upper.length !== 1 ? ch : `[${lower}${upper}]`;
    })
    .join("");
}

/**
 * A PostgreSQL regular expression finding `word` as a whole word, its accents exact and its
 * case either. Word boundaries are spelt out: under the C locale \m and \M see no letter in
 * "ố". A syllable of `compoundHeads` does not match inside its compound unless `previous`
 * (the word typed before it) is the compound's head.
 */
export function accentedWordPattern(word: string, previous?: string): string {
  const head = compoundHeads[word];
  const notInCompound = head && previous !== head ? `(?<!${eitherCase(head)} )` : "";
  return `(^|[^${wordCharacters}])${notInCompound}${eitherCase(word)}($|[^${wordCharacters}])`;
}

/**
 * Every word of the search in title, ward, address, city or description, accents and case
 * ignored (the full-text GIN index on `search_document`); then each word typed with accents
 * rechecked with them on the rows the index found (the same columns, in NFC), a regular
 * expression read only on those rows.
 */
export function exactMatch(search: string): SQL {
  const query = searchQueryText(search);
  if (!query) return sql`false`;
  const indexed = sql`(${properties.searchDocument} @@ to_tsquery('simple'::regconfig, immutable_unaccent(${query})))`;
  const accented = searchWords(search).filter((w) => w.accented);
  if (accented.length === 0) return indexed;
  const columns = sql`concat_ws(' ', ${properties.title}, ${properties.wardName}, ${properties.address}, ${properties.city}, ${properties.description})`;
  // Text already in NFC (what the app writes) is read as it is, and once for all the words
  // (`~ all`): normalising it on every row the index found, once per word, cost 5× the match
  // ("Nguyễn Huệ" at 100k listings, 1,211 rows: 40.8 → 7.3 ms), and grew with the listings.
  const text = sql`(case when ${columns} is nfc normalized then ${columns} else normalize(${columns}, NFC) end)`;
  const patterns = accented.map((w) => sql`${accentedWordPattern(w.word, w.previous)}`);
  return sql`(${indexed} and ${text} ~ all(array[${sql.join(patterns, sql`, `)}]::text[]))`;
}

/** How well a listing matches the search: words in title, ward, address or city weigh more than in the description. */
export function searchRank(search: string): SQL<number> {
  const query = searchQueryText(search) ?? "";
  return sql<number>`ts_rank(${properties.searchDocument}, to_tsquery('simple'::regconfig, immutable_unaccent(${query})))`;
}

export interface ConditionOptions {
  /**
   * "indexed" (default) lets the GiST indexes find the rows inside the radius or viewport: best
   * when few listings are there. "scan" states the same area as plain filters, so that an
   * ordered index (nearest first, newest first) drives the query: best when the area is dense.
   */
  geo?: "indexed" | "scan";
  /** How ranges with both bounds (price, area) are stated: see `RangeStatement`. */
  ranges?: RangeStatement;
  /**
   * The ward list stated for one ward of it at a time, `"w"."code"`, the caller reading the
   * listings of each ward apart (`eachWard`), instead of as a list.
   */
  perWard?: boolean;
}

/**
 * A ward list (a former district's wards, a well-known area) as rows to read the listings of
 * ward by ward: `unnest(…) as "w"("code")`, each ward's listings then read by a lateral join
 * under `propertyConditions(…, { perWard: true })`. Each ward's ward + category (or ward)
 * newest-first index gives its listings in order, so a count stops at the cap after at most
 * that many entries and a page is the newest of each ward's newest, where the list as a whole
 * was every ward's listings read and sorted (the former Thủ Đức's twelve wards, a category and
 * an area at 1M listings: the capped count 8.4 → 0.66 ms). Null for a single ward, and beside
 * text or a map's area, whose own indexes find their rows.
 */
export function eachWard(filters: PropertyFilters): SQL | null {
  const codes = filters.wardCodes;
  if (!codes || codes.length < 2 || filters.search?.trim() || filters.near || filters.bbox || filters.ids) return null;
  return sql`unnest(array[${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]) as "w"("code")`;
}

/**
 * Conditions for public listings matching `filters`. Text search needs every word, ignoring
 * case, and accents and đ where the word is typed without them (full-text GIN index, see `exactMatch`); radius and viewport use the GiST indexes.
 */
export function propertyConditions(db: Db, filters: PropertyFilters, options: ConditionOptions = {}): SQL {
  const c: SQL[] = [publicPropertyCondition()];
  if (filters.ids) c.push(filters.ids.length ? inArray(properties.id, filters.ids) : sql`false`);
  if (filters.excludeIds?.length) c.push(notInArray(properties.id, filters.excludeIds));
  if (filters.categoryId !== undefined) c.push(eq(properties.categoryId, filters.categoryId));
  if (filters.categorySlugId) {
    c.push(
      inArray(
        properties.categoryId,
        db.select({ id: categories.id }).from(categories).where(eq(categories.slugId, filters.categorySlugId)),
      ),
    );
  }
  if (filters.propertyType) c.push(eq(properties.propertyType, filters.propertyType));
  // Beside a ward or a ward list, one bound alone is a filter on the rows the ward's indexes
  // find: a generic plan otherwise ANDed the price index's bitmap into theirs (a ceiling of
  // 6 tỷ with a former district's four wards at 1M listings: 456,855 index entries read,
  // 200–260 ms, where the ward + category index alone answers in 20–40 ms).
  const inWards = Boolean(filters.wardCode || filters.wardSlug || filters.wardCodes?.length);
  c.push(...rangeConditions(properties.price, filters.minPrice, filters.maxPrice, options.ranges, inWards));
  // An area range within a category is tested on the category's newest-first index, which
  // carries the area: planned once as a range an index can use, it read the area index's
  // 0.5 % guess and ANDed it with the category's (at 1M listings 630,000 entries, 0.5 s).
  const inCategory = filters.categoryId !== undefined || Boolean(filters.categorySlugId);
  const areaRanges = inCategory && options.ranges === "indexed" ? "filtered" : options.ranges;
  c.push(...rangeConditions(properties.area, filters.minArea, filters.maxArea, areaRanges, inWards));
  if (filters.bedrooms !== undefined)
    c.push(filters.bedrooms >= 5 ? gte(properties.bedrooms, 5) : eq(properties.bedrooms, filters.bedrooms));
  if (filters.bathrooms !== undefined)
    c.push(filters.bathrooms >= 5 ? gte(properties.bathrooms, 5) : eq(properties.bathrooms, filters.bathrooms));
  if (filters.direction) c.push(eq(properties.direction, filters.direction));
  if (filters.legalStatus) c.push(eq(properties.legalStatus, filters.legalStatus));
  if (filters.furnishing) c.push(eq(properties.furnishing, filters.furnishing));
  if (filters.facilityId !== undefined) {
    // The listing's own copy of its facility distances (kept from property_facilities by a
    // trigger): tested on the category's newest-first index, which carries it, instead of a
    // lookup per listing (a facility within 2 km in a category at 1M listings: 13,700 lookups,
    // 60–75 ms).
    const distance = sql`(${properties.facilityDistances} ->> ${String(filters.facilityId)})::float8`;
    c.push(filters.facilityDistance !== undefined ? sql`${distance} <= ${filters.facilityDistance}` : sql`${distance} is not null`);
  }
  // get-cities-data answers wards as eBroker's `City`, and its clients list a "city" by that name.
  if (filters.city) c.push(or(containsUnaccented(properties.city, filters.city), containsUnaccented(properties.wardName, filters.city))!);
  if (filters.state) c.push(containsUnaccented(properties.state, filters.state));
  if (filters.country) c.push(containsUnaccented(properties.country, filters.country));
  if (filters.wardCode) c.push(eq(properties.wardCode, filters.wardCode));
  if (filters.wardCodes && options.perWard) c.push(sql`${properties.wardCode} = "w"."code"`);
  else if (filters.wardCodes) c.push(filters.wardCodes.length ? inArray(properties.wardCode, filters.wardCodes) : sql`false`);
  if (filters.floors !== undefined) {
    c.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(propertyParameters)
          .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
          .where(
            and(
              eq(propertyParameters.propertyId, properties.id),
              eq(parameters.code, "floors"),
              // A placeholder when the statement is built once (search-properties.server.ts), its value a string.
              eq(propertyParameters.value, is(filters.floors, Placeholder) ? filters.floors : String(filters.floors)),
            ),
          ),
      ),
    );
  }
  if (filters.wardSlug) {
    c.push(inArray(properties.wardCode, db.select({ code: wards.code }).from(wards).where(eq(wards.slug, filters.wardSlug))));
  }
  if (filters.userId !== undefined) c.push(eq(properties.userId, filters.userId));
  if (filters.postedSince) c.push(sql`${properties.createdAt} >= now() - ${postedSinceInterval[filters.postedSince]}::interval`);
  if (filters.promoted) c.push(gt(properties.featuredUntil, sql`now()`));
  if (filters.premium !== undefined) c.push(filters.premium ? eq(properties.isPremium, true) : ne(properties.isPremium, true));
  if (filters.verified) c.push(isVerifiedListing(properties.id));
  if (filters.search && filters.search.trim()) c.push(exactMatch(filters.search));
  const indexedGeo = options.geo !== "scan";
  if (filters.near) {
    const { latitude, longitude, radiusKm } = filters.near;
    const centre = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
    if (indexedGeo)
      c.push(sql`earth_box(${centre}, ${radiusKm}::float8 * 1000) @> ll_to_earth(${properties.latitude}, ${properties.longitude})`);
    c.push(sql`${distanceKm(filters.near)} <= ${radiusKm}::float8`);
  }
  if (filters.bbox) {
    const b = filters.bbox;
    c.push(
      indexedGeo
        ? sql`point(${properties.longitude}, ${properties.latitude}) <@ box(point(${b.minLongitude}::float8, ${b.minLatitude}::float8), point(${b.maxLongitude}::float8, ${b.maxLatitude}::float8))`
        : sql`(${properties.latitude} between ${b.minLatitude}::float8 and ${b.maxLatitude}::float8 and ${properties.longitude} between ${b.minLongitude}::float8 and ${b.maxLongitude}::float8)`,
    );
  }
  return and(...c)!;
}

/** ORDER BY for a sort; relevance needs the search, distance needs a point. */
export function propertyOrder(
  sort: PropertySort,
  options: { search?: string; near?: { latitude: number; longitude: number } } = {},
): SQL[] {
  const tie = desc(properties.id);
  switch (sort) {
    case "oldest":
      return [asc(properties.createdAt), asc(properties.id)];
    case "price_asc":
      return [asc(properties.price), tie];
    case "price_desc":
      return [desc(properties.price), tie];
    case "most_viewed":
      return [desc(properties.totalViews), tie];
    case "most_liked":
      return [desc(properties.totalLikes), tie];
    case "relevance":
      return options.search ? [desc(searchRank(options.search)), desc(properties.createdAt), tie] : [desc(properties.createdAt), tie];
    case "distance":
      // The cube <-> operator orders by chord length (same order as the great-circle
      // distance) and lets the GiST index return the nearest rows first; a tie-breaker
      // column after it would turn that into a sort of every row in range.
      return options.near
        ? [
            sql`ll_to_earth(${properties.latitude}, ${properties.longitude}) <-> ll_to_earth(${options.near.latitude}::float8, ${options.near.longitude}::float8)`,
          ]
        : [desc(properties.createdAt), tie];
    case "newest":
      return [desc(properties.createdAt), tie];
  }
}
