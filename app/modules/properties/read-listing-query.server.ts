import { intInput } from "../../lib/input-schemas.ts";
import { defaultPageSize, keyOrder, listingSorts, maxPageSize, type ListingQuery, type ListingSort } from "./listing-query.ts";
import { readSearchParams, toPropertySearch, type PropertySearch, type SearchKey } from "./property-search-schema.ts";

/** The page's parameters that the search schema knows by the same name. */
const sharedKeys = keyOrder.filter(
  (key): key is Exclude<(typeof keyOrder)[number], "category" | "sort" | "offset" | "limit"> =>
    !["category", "sort", "offset", "limit"].includes(key),
) satisfies SearchKey[];

const offsetInput = intInput().min(0);
const limitInput = intInput().min(1).max(maxPageSize);

function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/**
 * Reads the listing page's state from its URL through the search schema, value by value:
 * a bad value is dropped, never an error. Reversed ranges are swapped and the search's
 * spaces collapsed; `preset` fixes the values a landing page owns.
 */
export function parseListingQuery(params: URLSearchParams, preset: Partial<ListingQuery> = {}): ListingQuery {
  const named = new URLSearchParams(params);
  named.set("category_slug_id", params.get("category") ?? "");
  named.set("sort_by", params.get("sort") ?? "");
  const input = readSearchParams(named, [...sharedKeys, "category_slug_id", "sort_by"]);
  const [minPrice, maxPrice] = ordered(input.min_price, input.max_price);
  const [minArea, maxArea] = ordered(input.min_area, input.max_area);
  const offset = offsetInput.safeParse(params.get("offset"));
  const limit = limitInput.safeParse(params.get("limit"));
  const search = input.search?.replace(/\s+/g, " ");
  return {
    search: search || undefined,
    search_as_typed: (search && input.search_as_typed) || undefined,
    category: input.category_slug_id,
    property_type: input.property_type,
    min_price: minPrice,
    max_price: maxPrice,
    min_area: minArea,
    max_area: maxArea,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    direction: input.direction,
    legal_status: input.legal_status,
    furnishing: input.furnishing,
    ward: input.ward,
    district: input.district,
    place: input.place,
    floors: input.floors,
    facility_id: input.facility_id,
    facility_distance: input.facility_distance,
    verified: input.verified || undefined,
    sort: (listingSorts as readonly string[]).includes(input.sort_by ?? "") ? (input.sort_by as ListingSort) : undefined,
    offset: offset.success && params.get("offset") ? offset.data : 0,
    limit: limit.success && params.get("limit") ? limit.data : defaultPageSize,
    ...preset,
  };
}

/** The search a listing state asks for, through the same mapping as the API's. */
export function toListingSearch(query: ListingQuery): PropertySearch {
  return toPropertySearch({ ...query, category_slug_id: query.category, sort_by: query.sort });
}
