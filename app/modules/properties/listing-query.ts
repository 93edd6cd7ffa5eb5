import { readVndField } from "../../lib/format/read-amount.ts";

/**
 * The listing page's state as it lives in the URL (a GET form, so it is shareable, the back
 * button restores it and it works without JavaScript): the links, the pager and the filter
 * badge. Parameter names are get-property-list's, but for `category` (its slug) and `sort`.
 * The loader reads it through the search schema (read-listing-query.server.ts); this file
 * stays free of Zod, so the listing page's script does not carry it.
 */
export interface ListingQuery {
  search?: string;
  /** Match `search` as typed, without reading filters out of it. */
  search_as_typed?: boolean;
  /** Category slug. */
  category?: string;
  property_type?: "sell" | "rent";
  min_price?: number;
  max_price?: number;
  min_area?: number;
  max_area?: number;
  bedrooms?: number;
  bathrooms?: number;
  direction?: string;
  legal_status?: string;
  furnishing?: string;
  /** Ward slug. */
  ward?: string;
  /** Former district slug (app/modules/properties/search-places.ts). */
  district?: string;
  /** Well-known area or former ward slug (app/modules/properties/search-places.ts). */
  place?: string;
  /** Storeys, exact. */
  floors?: number;
  facility_id?: number;
  facility_distance?: number;
  /** Only listings with a running verification badge. */
  verified?: boolean;
  sort?: ListingSort;
  offset: number;
  limit: number;
}

/** The sorts the page offers (relevance is implied while searching). */
export const listingSorts = ["newest", "price_asc", "price_desc", "most_viewed", "most_liked"] as const;
export type ListingSort = (typeof listingSorts)[number];

export const defaultPageSize = 12;
export const maxPageSize = 48;

/** The order the parameters appear in a URL, so equal filters give equal URLs. */
export const keyOrder = [
  "search",
  "search_as_typed",
  "category",
  "property_type",
  "min_price",
  "max_price",
  "min_area",
  "max_area",
  "bedrooms",
  "bathrooms",
  "direction",
  "legal_status",
  "furnishing",
  "ward",
  "district",
  "place",
  "floors",
  "facility_id",
  "facility_distance",
  "verified",
  "sort",
  "offset",
  "limit",
] as const satisfies readonly (keyof ListingQuery)[];

/** A listing state as a form or a link gives it: raw text, unchecked (the loader checks it). */
export type RawListingQuery = { [K in keyof ListingQuery]?: ListingQuery[K] | string };

/** The price bounds: typed the Vietnamese way in the filter panel, whole VND in the URL. */
const moneyKeys: readonly (keyof ListingQuery)[] = ["min_price", "max_price"];

/**
 * The listing keys of a submitted filter form, as text; the loader drops what is bad. A price
 * typed "4,2 tỷ" or "500tr" goes into the URL as whole VND, read by the one money reader (as
 * the loader reads it without JavaScript), so equal filters still give equal URLs.
 */
export function formListingQuery(params: URLSearchParams): RawListingQuery {
  const query: RawListingQuery = {};
  for (const key of keyOrder) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    const amount = moneyKeys.includes(key) ? readVndField(value) : null;
    query[key] = amount !== null && Number.isSafeInteger(amount) ? String(amount) : value;
  }
  return query;
}

/**
 * The query string of a listing state, without empty values, defaults and the keys in
 * `omit` (a landing page's preset lives in its path).
 */
export function listingSearchParams(query: RawListingQuery, omit: readonly (keyof ListingQuery)[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keyOrder) {
    if (omit.includes(key)) continue;
    const value = query[key];
    if (value === undefined || value === "") continue;
    if (key === "offset" && String(value) === "0") continue;
    if (key === "limit" && String(value) === String(defaultPageSize)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A link to `path` with the state, e.g. another page of results. */
export function listingHref(path: string, query: RawListingQuery, omit: readonly (keyof ListingQuery)[] = []): string {
  const search = listingSearchParams(query, omit).toString();
  return search ? `${path}?${search}` : path;
}

/** How many filters (not search, sort or paging) are set: the panel's badge. */
export function activeFilterCount(query: ListingQuery, omit: readonly (keyof ListingQuery)[] = []): number {
  const filterKeys = keyOrder.filter(
    (key) => !["search", "search_as_typed", "sort", "offset", "limit", "facility_distance", ...omit].includes(key),
  );
  return filterKeys.filter((key) => query[key] !== undefined).length;
}

/** Offsets of the previous and next pages and the page numbers, for the pager. */
export function pageInfo(
  total: number,
  offset: number,
  limit: number,
): { page: number; pages: number; previous: number | null; next: number | null } {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  return {
    page,
    pages,
    previous: offset > 0 ? Math.max(0, offset - limit) : null,
    next: offset + limit < total ? offset + limit : null,
  };
}
