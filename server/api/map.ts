import { z } from "zod";
import { intInput } from "../../app/lib/input-schemas.ts";
import { geocoderFor } from "../../app/lib/geocoder/create-geocoder.server.ts";
import { GeocoderUnavailableError } from "../../app/lib/geocoder/geocoder.ts";
import { AppError } from "../../app/lib/errors.ts";
import { clusterProperties } from "../../app/modules/properties/cluster-properties.server.ts";
import { latitudeInput, longitudeInput, pagingInput, searchInput } from "../../app/lib/input-schemas.ts";
import { defaultNearbyRadiusKm, listNearbyProperties } from "../../app/modules/properties/list-nearby-properties.server.ts";
import { answerContext, propertyAnswer, propertyAnswers } from "./answers/property.ts";
import { defineCall } from "./define-call.ts";

const placeAnswer = z
  .object({
    formatted_address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  })
  .loose();
// The cluster's bounds as the map page reads them.
const box = z.object({ minLatitude: z.number(), maxLatitude: z.number(), minLongitude: z.number(), maxLongitude: z.number() }).loose();
import { propertySearchFields, searchFields, toPropertySearch } from "../../app/modules/properties/property-search-schema.ts";

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

/** Calls beyond docs/architecture.md, "The API contract" that the map page needs (README, "The API"). */
export const mapCalls = [
  defineCall({
    method: "GET",
    path: "get-map-clusters",
    auth: "public",
    tag: "Map",
    summary:
      "Public listings in a viewport: below zoom 15 the grid cells it touches as clusters (count, centroid, bounds; pre-aggregated), single listings as markers; individual markers from zoom 15 (at most 500)",
    input: z.object({
      min_latitude: propertySearchFields.min_latitude,
      max_latitude: propertySearchFields.max_latitude,
      min_longitude: propertySearchFields.min_longitude,
      max_longitude: propertySearchFields.max_longitude,
      zoom: intInput().min(0, { error: "valueTooSmall" }).max(22, { error: "valueTooLarge" }),
      ...searchFields("property_type", "category_id"),
    }),
    output: z
      .object({
        mode: z.enum(["clusters", "markers"]),
        clusters: z.array(z.object({ latitude: z.number(), longitude: z.number(), count: z.number().int(), bounds: box }).loose()),
        markers: z.array(
          z
            .object({
              id: z.number().int(),
              slug_id: z.string(),
              title: z.string(),
              price: z.number().int(),
              property_type: z.string(),
              latitude: z.number(),
              longitude: z.number(),
            })
            .loose(),
        ),
        total: z.number().int(),
      })
      .loose(),
    cacheSeconds: 30,
    handler: async ({ input, services }) => {
      const { filters } = toPropertySearch(input);
      const result = await clusterProperties(services.db, {
        bbox: filters.bbox!,
        zoom: input.zoom,
        propertyType: filters.propertyType,
        categoryId: filters.categoryId,
      });
      return { data: result, total: result.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "geocode",
    auth: "public",
    tag: "Map",
    summary:
      "Place search through the configured geocoder (Nominatim, or Google with a key): up to 5 places with address, point, city, state, country",
    input: z.object({ q: z.string({ error: "invalidValue" }).trim().min(1, { error: "invalidValue" }).max(200, { error: "textTooLong" }) }),
    output: z.array(placeAnswer),
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
    summary: "The address at latlng=lat,lng: {formatted_address, city, state, country} read as the apps read it; 404 when none",
    input: z.object({ latlng: latLngInput }),
    output: placeAnswer,
    rateLimit: geocodeLimit,
    cacheSeconds: 3600,
    handler: async ({ input, services, lang }) => {
      const [latitude, longitude] = input.latlng;
      const place = await viaGeocoder(() => geocoderFor(services).reverse(latitude, longitude, { lang }));
      if (!place) throw new AppError("NOT_FOUND");
      return { data: place };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-properties-on-map",
    auth: "optional",
    tag: "Map",
    summary:
      "The app's map: public listings around a point (latitude, longitude; nearest first within radius km, by default the nearby radius), or in a city; as get_nearby_properties",
    input: z.object({
      ...pagingInput,
      city: searchInput.optional(),
      latitude: latitudeInput.optional(),
      longitude: longitudeInput.optional(),
      radius: propertySearchFields.radius.optional(),
      // The app sends the place's Google id too; the point says where it is.
      place_id: z.string().trim().max(300).optional(),
    }),
    output: z.array(propertyAnswer.extend({ distance: z.number().nullable() })),
    handler: async (call) => {
      const { input, services, lang } = call;
      const hasPoint = input.latitude !== undefined && input.longitude !== undefined;
      const page = await listNearbyProperties(services, {
        latitude: input.latitude,
        longitude: input.longitude,
        radiusKm: hasPoint ? (input.radius ?? defaultNearbyRadiusKm) : undefined,
        city: hasPoint ? undefined : input.city,
        limit: input.limit,
        offset: input.offset,
        lang,
        withExtras: true,
      });
      return { data: await propertyAnswers(page.items, answerContext(call), page.extras), total: page.total };
    },
  }),
];
