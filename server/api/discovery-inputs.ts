import { z } from "zod";
import { flagInput, idInput, intInput } from "../../app/lib/input-schemas.ts";
import { postedSinceValues, propertySorts, type PropertyFilters } from "../../app/modules/properties/property-filters.server.ts";

/** A decimal number given as a number or a numeric string. */
export const decimalInput = (message = "invalidNumber") => z.coerce.number({ error: message }).refine(Number.isFinite, { error: message });
export const latitudeInput = decimalInput().min(-90, { error: "valueTooSmall" }).max(90, { error: "valueTooLarge" });
export const longitudeInput = decimalInput().min(-180, { error: "valueTooSmall" }).max(180, { error: "valueTooLarge" });
/** Kilometres. */
export const radiusInput = decimalInput().positive({ error: "valueTooSmall" }).max(500, { error: "valueTooLarge" });
export const priceInput = intInput().min(0, { error: "valueTooSmall" });
export const propertyTypeInput = z.enum(["sell", "rent"], { error: "invalidValue" });
export const searchInput = z.string().trim().max(100, { error: "textTooLong" });
const codeInput = z.string().trim().max(64, { error: "textTooLong" });

/** posted_since: a period name, or the legacy codes 0 (last week) and 1 (yesterday). */
export const postedSinceInput = z
  .union([z.enum(postedSinceValues), z.enum(["0", "1"])], { error: "invalidValue" })
  .transform((v) => (v === "0" ? "last_week" : v === "1" ? "yesterday" : v));

/** The listing filters shared by get-property-list and the map (SPEC section 7 plus the market's fields). */
export const propertyFilterInput = {
  category_id: idInput().optional(),
  category_slug_id: codeInput.optional(),
  property_type: propertyTypeInput.optional(),
  min_price: priceInput.optional(),
  max_price: priceInput.optional(),
  min_area: decimalInput().min(0, { error: "valueTooSmall" }).optional(),
  max_area: decimalInput().min(0, { error: "valueTooSmall" }).optional(),
  bedrooms: intInput().min(0, { error: "valueTooSmall" }).optional(),
  bathrooms: intInput().min(0, { error: "valueTooSmall" }).optional(),
  direction: codeInput.optional(),
  legal_status: codeInput.optional(),
  furnishing: codeInput.optional(),
  facility_id: idInput().optional(),
  facility_distance: decimalInput().positive({ error: "valueTooSmall" }).optional(),
  city: searchInput.optional(),
  state: searchInput.optional(),
  country: searchInput.optional(),
  ward_code: codeInput.optional(),
  ward: codeInput.optional(),
  posted_since: postedSinceInput.optional(),
  promoted: flagInput.optional(),
  is_premium: flagInput.optional(),
  search: searchInput.optional(),
  userid: idInput().optional(),
  latitude: latitudeInput.optional(),
  longitude: longitudeInput.optional(),
  radius: radiusInput.optional(),
  min_latitude: latitudeInput.optional(),
  max_latitude: latitudeInput.optional(),
  min_longitude: longitudeInput.optional(),
  max_longitude: longitudeInput.optional(),
  sort_by: z.enum(propertySorts, { error: "invalidValue" }).optional(),
};

type FilterFields = { [K in keyof typeof propertyFilterInput]?: z.output<(typeof propertyFilterInput)[K]> };

/** Maps the spec's snake_case filter parameters onto the module's filters. */
export function toPropertyFilters(input: FilterFields): PropertyFilters {
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
    facilityDistance: input.facility_distance,
    city: input.city,
    state: input.state,
    country: input.country,
    wardCode: input.ward_code,
    wardSlug: input.ward,
    postedSince: input.posted_since,
    promoted: input.promoted || undefined,
    premium: input.is_premium,
    search: input.search,
    userId: input.userid,
  };
  if (input.latitude !== undefined && input.longitude !== undefined && input.radius !== undefined) {
    filters.near = { latitude: input.latitude, longitude: input.longitude, radiusKm: input.radius };
  }
  if (input.min_latitude !== undefined && input.max_latitude !== undefined && input.min_longitude !== undefined && input.max_longitude !== undefined) {
    filters.bbox = { minLatitude: input.min_latitude, maxLatitude: input.max_latitude, minLongitude: input.min_longitude, maxLongitude: input.max_longitude };
  }
  return filters;
}
