import type { PropertyFilters, PropertySort } from "./property-filters.server.ts";

/**
 * The listing page's state as it lives in the URL (a GET form, so it is shareable, the back
 * button restores it and it works without JavaScript). Parameter names follow the API's
 * get-property-list where one exists. Parsing never throws: a bad value is dropped.
 */
export interface ListingQuery {
  search?: string;
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
  facility_id?: number;
  facility_distance?: number;
  sort?: ListingSort;
  offset: number;
  limit: number;
}

/** The sorts the page offers (relevance is implied while searching). */
export const listingSorts = ["newest", "price_asc", "price_desc", "most_viewed", "most_liked"] as const;
export type ListingSort = (typeof listingSorts)[number];

export const defaultPageSize = 12;
const maxPageSize = 48;

/** The order the parameters appear in a URL, so equal filters give equal URLs. */
const keyOrder = [
  "search",
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
  "facility_id",
  "facility_distance",
  "sort",
  "offset",
  "limit",
] as const satisfies readonly (keyof ListingQuery)[];

const codePattern = /^[a-z0-9][a-z0-9-_]{0,63}$/;

function text(params: URLSearchParams, key: string, max = 100): string | undefined {
  const value = params.get(key)?.trim().replace(/\s+/g, " ");
  return value ? value.slice(0, max) : undefined;
}

function code(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key)?.trim().toLowerCase();
  return value && codePattern.test(value) ? value : undefined;
}

function number(params: URLSearchParams, key: string, options: { integer?: boolean; min?: number; max?: number } = {}): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return undefined;
  if (options.integer && !Number.isInteger(value)) return undefined;
  if (value < (options.min ?? 0)) return undefined;
  if (options.max !== undefined && value > options.max) return undefined;
  return value;
}

/** Reads the listing state from a URL's query; `preset` fixes values a landing page owns. */
export function parseListingQuery(params: URLSearchParams, preset: Partial<ListingQuery> = {}): ListingQuery {
  const type = params.get("property_type");
  const sort = params.get("sort");
  let minPrice = number(params, "min_price", { integer: true });
  let maxPrice = number(params, "max_price", { integer: true });
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  let minArea = number(params, "min_area");
  let maxArea = number(params, "max_area");
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) [minArea, maxArea] = [maxArea, minArea];
  const query: ListingQuery = {
    search: text(params, "search"),
    category: code(params, "category"),
    property_type: type === "sell" || type === "rent" ? type : undefined,
    min_price: minPrice,
    max_price: maxPrice,
    min_area: minArea,
    max_area: maxArea,
    bedrooms: number(params, "bedrooms", { integer: true, min: 1, max: 5 }),
    bathrooms: number(params, "bathrooms", { integer: true, min: 1, max: 5 }),
    direction: code(params, "direction"),
    legal_status: code(params, "legal_status"),
    furnishing: code(params, "furnishing"),
    ward: code(params, "ward"),
    facility_id: number(params, "facility_id", { integer: true, min: 1 }),
    facility_distance: number(params, "facility_distance", { min: 0.1, max: 50 }),
    sort: (listingSorts as readonly string[]).includes(sort ?? "") ? (sort as ListingSort) : undefined,
    offset: number(params, "offset", { integer: true }) ?? 0,
    limit: number(params, "limit", { integer: true, min: 1, max: maxPageSize }) ?? defaultPageSize,
    ...preset,
  };
  return query;
}

/**
 * The query string of a listing state, without empty values, defaults and the keys in
 * `omit` (a landing page's preset lives in its path).
 */
export function listingSearchParams(query: Partial<ListingQuery>, omit: readonly (keyof ListingQuery)[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keyOrder) {
    if (omit.includes(key)) continue;
    const value = query[key];
    if (value === undefined || value === "") continue;
    if (key === "offset" && value === 0) continue;
    if (key === "limit" && value === defaultPageSize) continue;
    params.set(key, String(value));
  }
  return params;
}

/** A link to `path` with the state, e.g. another page of results. */
export function listingHref(path: string, query: Partial<ListingQuery>, omit: readonly (keyof ListingQuery)[] = []): string {
  const search = listingSearchParams(query, omit).toString();
  return search ? `${path}?${search}` : path;
}

/** How many filters (not search, sort or paging) are set: the panel's badge. */
export function activeFilterCount(query: ListingQuery, omit: readonly (keyof ListingQuery)[] = []): number {
  const filterKeys = keyOrder.filter((key) => !["search", "sort", "offset", "limit", "facility_distance", ...omit].includes(key));
  return filterKeys.filter((key) => query[key] !== undefined).length;
}

/** The search module's filters for a listing state. */
export function toPropertyFilters(query: ListingQuery): PropertyFilters {
  return {
    search: query.search,
    categorySlugId: query.category,
    propertyType: query.property_type,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    minArea: query.min_area,
    maxArea: query.max_area,
    bedrooms: query.bedrooms,
    bathrooms: query.bathrooms,
    direction: query.direction,
    legalStatus: query.legal_status,
    furnishing: query.furnishing,
    wardSlug: query.ward,
    facilityId: query.facility_id,
    facilityDistance: query.facility_id !== undefined ? query.facility_distance : undefined,
  };
}

/** The module's sort: the chosen one, else relevance while searching, else newest. */
export function toPropertySort(query: ListingQuery): PropertySort {
  return query.sort ?? (query.search ? "relevance" : "newest");
}

/** Offsets of the previous and next pages and the page numbers, for the pager. */
export function pageInfo(total: number, offset: number, limit: number): { page: number; pages: number; previous: number | null; next: number | null } {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  return {
    page,
    pages,
    previous: offset > 0 ? Math.max(0, offset - limit) : null,
    next: offset + limit < total ? offset + limit : null,
  };
}
