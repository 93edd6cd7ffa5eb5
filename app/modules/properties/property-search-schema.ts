import { z } from "zod";
import {
  decimalInput,
  flagInput,
  idInput,
  intInput,
  latitudeInput,
  longitudeInput,
  radiusInput,
  searchInput,
  vndInput,
} from "../../lib/input-schemas.ts";
import { placeWardCodes } from "./search-places.ts";
import type { PropertyFilters } from "./property-filters.server.ts";

export const propertySorts = ["newest", "oldest", "price_asc", "price_desc", "most_viewed", "most_liked", "relevance", "distance"] as const;
export type PropertySort = (typeof propertySorts)[number];

export const postedSinceValues = ["yesterday", "last_week", "last_month", "last_3_months", "last_6_months", "last_year"] as const;
export type PostedSince = (typeof postedSinceValues)[number];

/** A listing search as the searches run it: the filters and, when one is chosen, the order. */
export interface PropertySearch {
  filters: PropertyFilters;
  sort?: PropertySort;
}

/** The order when none is chosen: relevance while searching, nearest around a point, else newest. */
export function defaultSort(filters: PropertyFilters): PropertySort {
  if (filters.search?.trim()) return "relevance";
  if (filters.near) return "distance";
  return "newest";
}

/** Option values and slugs: lower-case letters, digits, - and _ (direction, legal status, ward, category). */
const codeInput = z
  .string({ error: "invalidValue" })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-_]{0,63}$/, { error: "invalidValue" });
const priceInput = vndInput();
const areaInput = decimalInput().min(0, { error: "valueTooSmall" });
/** A count of rooms; 5 means five or more. */
const roomsInput = intInput().min(0, { error: "valueTooSmall" });

/** eBroker's posted_since codes, as its clients send them (0 last week, 1 yesterday, 2 last month, 3 and 4 the last 3 and 6 months). */
const postedSinceCodes: Record<string, PostedSince> = {
  "0": "last_week",
  "1": "yesterday",
  "2": "last_month",
  "3": "last_3_months",
  "4": "last_6_months",
};

/** posted_since: a period name, or one of eBroker's codes. */
const postedSinceInput = z
  .union([z.enum(postedSinceValues), z.enum(Object.keys(postedSinceCodes) as [string, ...string[]])], { error: "invalidValue" })
  .transform((v): PostedSince => postedSinceCodes[v] ?? (v as PostedSince));

/** sell or rent, or eBroker's codes for them (0 sell, 1 rent), as its clients send them. */
export const propertyTypeInput = z
  .enum(["sell", "rent", "0", "1"], { error: "invalidValue" })
  .transform((v): "sell" | "rent" => (v === "0" ? "sell" : v === "1" ? "rent" : v));

/**
 * Every listing search parameter, by the spec's names (docs/architecture.md, "The API contract" and the market's
 * fields), each with its one set of limits. get_property, get-property-list, the map and
 * the listing page take their parameters from here.
 */
export const propertySearchFields = {
  category_id: idInput(),
  category_slug_id: codeInput,
  property_type: propertyTypeInput,
  min_price: priceInput,
  max_price: priceInput,
  min_area: areaInput,
  max_area: areaInput,
  bedrooms: roomsInput,
  bathrooms: roomsInput,
  direction: codeInput,
  legal_status: codeInput,
  furnishing: codeInput,
  facility_id: idInput(),
  /** Kilometres from the facility. */
  facility_distance: decimalInput().positive({ error: "valueTooSmall" }).max(50, { error: "valueTooLarge" }),
  city: searchInput,
  state: searchInput,
  country: searchInput,
  ward_code: codeInput,
  /** Ward slug. */
  ward: codeInput,
  /** A former district's slug ("quan-7", "tp-thu-duc"): its 2025 wards. */
  district: codeInput,
  /** A well-known area's or former ward's slug ("phu-my-hung", "thao-dien"): the wards covering it. */
  place: codeInput,
  /** Storeys, exact. */
  floors: roomsInput,
  /** The search's words matched as typed, without reading filters out of them. */
  search_as_typed: flagInput,
  posted_since: postedSinceInput,
  promoted: flagInput,
  is_premium: flagInput,
  /** Only listings whose verification badge is running. */
  verified: flagInput,
  search: searchInput,
  userid: idInput(),
  latitude: latitudeInput,
  longitude: longitudeInput,
  radius: radiusInput,
  min_latitude: latitudeInput,
  max_latitude: latitudeInput,
  min_longitude: longitudeInput,
  max_longitude: longitudeInput,
  sort_by: z.enum(propertySorts, { error: "invalidValue" }),
  /** eBroker's list flags: most viewed first, most liked first, premium listings only. */
  most_viewed: flagInput,
  most_liked: flagInput,
  get_all_premium_properties: flagInput,
};

type SearchFields = typeof propertySearchFields;
export type SearchKey = keyof SearchFields;
/** The parsed parameters, all optional. */
export type PropertySearchInput = { [K in SearchKey]?: z.output<SearchFields[K]> };

/** The named parameters, each optional: a call's input takes the ones it serves. */
export function searchFields<K extends SearchKey>(...keys: K[]): { [P in K]: z.ZodOptional<SearchFields[P]> } {
  return Object.fromEntries(keys.map((key) => [key, propertySearchFields[key].optional()])) as { [P in K]: z.ZodOptional<SearchFields[P]> };
}

/** Maps the spec's parameters onto the searches' filters and order, once for every caller. */
export function toPropertySearch(input: PropertySearchInput): PropertySearch {
  const filters: PropertyFilters = {
    categoryId: input.category_id,
    categorySlugId: input.category_slug_id,
    propertyType: input.property_type,
    minPrice: input.min_price,
    maxPrice: input.max_price,
    minArea: input.min_area,
    maxArea: input.max_area,
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    direction: input.direction,
    legalStatus: input.legal_status,
    furnishing: input.furnishing,
    facilityId: input.facility_id,
    facilityDistance: input.facility_id !== undefined ? input.facility_distance : undefined,
    city: input.city,
    state: input.state,
    country: input.country,
    wardCode: input.ward_code,
    wardSlug: input.ward,
    wardCodes: input.district || input.place ? (placeWardCodes({ district: input.district, area: input.place }) ?? []) : undefined,
    floors: input.floors,
    searchAsTyped: input.search_as_typed || undefined,
    postedSince: input.posted_since,
    promoted: input.promoted || undefined,
    premium: input.get_all_premium_properties ? true : input.is_premium,
    verified: input.verified || undefined,
    search: input.search,
    userId: input.userid,
  };
  if (input.latitude !== undefined && input.longitude !== undefined && input.radius !== undefined) {
    filters.near = { latitude: input.latitude, longitude: input.longitude, radiusKm: input.radius };
  }
  if (
    input.min_latitude !== undefined &&
    input.max_latitude !== undefined &&
    input.min_longitude !== undefined &&
    input.max_longitude !== undefined
  ) {
    filters.bbox = {
      minLatitude: input.min_latitude,
      maxLatitude: input.max_latitude,
      minLongitude: input.min_longitude,
      maxLongitude: input.max_longitude,
    };
  }
  const sort = input.sort_by ?? (input.most_viewed ? "most_viewed" : input.most_liked ? "most_liked" : undefined);
  return { filters, sort };
}

/** The whole search as one schema: spec names in, `{ filters, sort }` out; a bad value fails the parse. */
export const propertySearchSchema = z
  .object(searchFields(...(Object.keys(propertySearchFields) as SearchKey[])))
  .transform(toPropertySearch);

/**
 * The same parameters read leniently, for a page's URL: each value is checked alone and a
 * bad one is dropped, so a hand-edited link still shows results.
 */
export function readSearchParams(params: URLSearchParams, keys: readonly SearchKey[]): PropertySearchInput {
  const input: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === "") continue;
    const parsed = propertySearchFields[key].safeParse(raw);
    if (parsed.success) input[key] = parsed.data;
  }
  return input as PropertySearchInput;
}
