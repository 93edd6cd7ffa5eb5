import { z } from "zod";
import { idInput, intInput } from "../../app/lib/input-schemas.ts";
import { geocoderFor } from "../../app/lib/geocoder/create-geocoder.server.ts";
import { GeocoderUnavailableError } from "../../app/lib/geocoder/geocoder.ts";
import { AppError } from "../../app/lib/errors.ts";
import { clusterProperties } from "../../app/modules/properties/cluster-properties.server.ts";
import { defineCall } from "./define-call.ts";
import { latitudeInput, longitudeInput, propertyTypeInput } from "./discovery-inputs.ts";

/** Runs a geocoder request, turning a failing service into 502 with a translated message (the geocoder's guard has logged the outage). */
async function viaGeocoder<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) throw new AppError("GEOCODER_UNAVAILABLE", { cause: error, reported: true });
    throw error;
  }
}


/** "21.02,105.83" → a point. */
const latLngInput = z
  .string({ error: "invalidValue" })
  .trim()
  .regex(/^-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?$/, { error: "invalidValue" })
  .transform((value) => value.split(",").map((n) => Number(n.trim())) as [number, number])
  .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, { error: "invalidValue" });

/** Geocoding is a third-party service with a fair-use policy: a client gets 30 look-ups a minute. */
const geocodeLimit = { window: 60, max: 30 };

/** Calls beyond SPEC section 7 that the map page needs (README, "The API"). */
export const mapCalls = [
  defineCall({
    method: "GET",
    path: "get-map-clusters",
    auth: "public",
    tag: "Map",
    summary:
      "Public listings in a viewport: below zoom 15 the grid cells it touches as clusters (count, centroid, bounds; pre-aggregated), single listings as markers; individual markers from zoom 15 (at most 500)",
    input: z.object({
      min_latitude: latitudeInput,
      max_latitude: latitudeInput,
      min_longitude: longitudeInput,
      max_longitude: longitudeInput,
      zoom: intInput().min(0, { error: "valueTooSmall" }).max(22, { error: "valueTooLarge" }),
      property_type: propertyTypeInput.optional(),
      category_id: idInput().optional(),
    }),
    cacheSeconds: 30,
    handler: async ({ input, services }) => {
      const result = await clusterProperties(services.db, {
        bbox: { minLatitude: input.min_latitude, maxLatitude: input.max_latitude, minLongitude: input.min_longitude, maxLongitude: input.max_longitude },
        zoom: input.zoom,
        propertyType: input.property_type,
        categoryId: input.category_id,
      });
      return { data: result, total: result.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "geocode",
    auth: "public",
    tag: "Map",
    summary: "Place search through the configured geocoder (Nominatim, or Google with a key): up to 5 places with address, point, city, state, country",
    input: z.object({ q: z.string({ error: "invalidValue" }).trim().min(1, { error: "invalidValue" }).max(200, { error: "textTooLong" }) }),
    rateLimit: geocodeLimit,
    cacheSeconds: 3600,
    handler: async ({ input, services, lang }) => {
      const places = await viaGeocoder(() => geocoderFor(services).search(input.q, { lang, limit: 5 }));
      return { data: places, total: places.length };
    },
  }),
  defineCall({
    method: "GET",
    path: "reverse-geocode",
    auth: "public",
    tag: "Map",
    summary: "The address at latlng=lat,lng: {formatted_address, city, state, country} read as SPEC section 7 reads it; 404 when none",
    input: z.object({ latlng: latLngInput }),
    rateLimit: geocodeLimit,
    cacheSeconds: 3600,
    handler: async ({ input, services, lang }) => {
      const [latitude, longitude] = input.latlng;
      const place = await viaGeocoder(() => geocoderFor(services).reverse(latitude, longitude, { lang }));
      if (!place) throw new AppError("NOT_FOUND");
      return { data: place };
    },
  }),
];
