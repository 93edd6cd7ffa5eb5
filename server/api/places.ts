import { z } from "zod";
import { flagInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { listFacilities, listFacilitiesForFilter } from "../../app/modules/facilities/list-facilities.server.ts";
import { listCityWards } from "../../app/modules/places/list-city-wards.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { cityAnswer, toCityAnswer } from "./answers/place.ts";
import { defineCall } from "./define-call.ts";

const facilityAnswer = z.object({ id: z.number().int(), name: z.string(), translated_name: z.string(), image: z.string() }).loose();

export const placeCalls = [
  defineCall({
    method: "GET",
    path: "get-cities-data",
    auth: "public",
    tag: "Places",
    summary: "The city's wards with their public listing counts, busiest first",
    input: z.object({ ...pagingInput, include_empty: flagInput.optional() }),
    output: z.array(cityAnswer),
    cacheSeconds: 300,
    handler: async ({ input, services }) => {
      const page = await listCityWards(services.db, { limit: input.limit, offset: input.offset, includeEmpty: input.include_empty });
      return { data: page.items.map(toCityAnswer), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get_facilities",
    auth: "public",
    tag: "Places",
    summary: "Outdoor facilities (school, hospital, market …)",
    input: z.object(pagingInput),
    output: z.array(facilityAnswer),
    cacheSeconds: 300,
    handler: async ({ input, services, lang }) => {
      const page = await listFacilities(services.db, { limit: input.limit, offset: input.offset, lang });
      const data = page.items.map((facility) => ({ ...facility, translated_name: facility.name }));
      return { data: absoluteMedia(data, services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-facilities-for-filter",
    auth: "public",
    tag: "Places",
    summary: "Facilities that public listings record, with counts and the largest distance, for the filter panel",
    input: z.object({}),
    output: z.array(facilityAnswer),
    cacheSeconds: 300,
    handler: async ({ services, lang }) => {
      const items = await listFacilitiesForFilter(services.db, { lang });
      const data = items.map((facility) => ({ ...facility, translated_name: facility.name }));
      return { data: absoluteMedia(data, services.env.baseUrl), total: items.length };
    },
  }),
];
