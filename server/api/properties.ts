import { z } from "zod";
import { flagInput, idInput, latitudeInput, longitudeInput, pagingInput, radiusInput, searchInput } from "../../app/lib/input-schemas.ts";
import { compareProperties } from "../../app/modules/properties/compare-properties.server.ts";
import { getProperty } from "../../app/modules/properties/get-property.server.ts";
import { listNearbyProperties } from "../../app/modules/properties/list-nearby-properties.server.ts";
import { listSimilarProperties } from "../../app/modules/properties/list-similar-properties.server.ts";
import { revealPhoneSchema } from "../../app/modules/properties/property-schemas.ts";
import { revealAgentPhone, revealOwnerPhone } from "../../app/modules/properties/reveal-owner-phone.server.ts";
import { searchProperties } from "../../app/modules/properties/search-properties.server.ts";
import {
  propertySearchFields,
  propertyTypeInput,
  searchFields,
  toPropertySearch,
} from "../../app/modules/properties/property-search-schema.ts";
import { answerContext, propertyAnswer, propertyAnswers, propertyDetailAnswer } from "./answers/property.ts";
import { defineCall } from "./define-call.ts";

/** How many listings like it get_property's detail answers beside it (`similar_properties`). */
const similarOnDetail = 8;

export const propertyCalls = [
  defineCall({
    method: "GET",
    path: "get_property",
    auth: "optional",
    tag: "Properties",
    summary: "One listing's detail (id or slug_id), listings like it (get_simiilar), or a filtered page of public listings",
    input: z.object({
      ...pagingInput,
      id: idInput().optional(),
      slug_id: z.string().trim().max(200).optional(),
      get_simiilar: flagInput.optional(),
      top_rated: flagInput.optional(),
      most_liked: flagInput.optional(),
      ...searchFields(
        "promoted",
        "category_id",
        "category_slug_id",
        "property_type",
        "min_price",
        "max_price",
        "posted_since",
        "city",
        "state",
        "country",
        "search",
        "search_as_typed",
        "userid",
        "verified",
      ),
      users_promoted: flagInput.optional(),
      current_user: idInput().optional(),
    }),
    output: z.array(z.union([propertyDetailAnswer, propertyAnswer])),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const page = await getProperty(services, {
        id: input.id,
        slugId: input.slug_id,
        getSimilar: input.get_simiilar,
        search: toPropertySearch(input),
        topRated: input.top_rated,
        mostLiked: input.most_liked,
        usersPromoted: input.users_promoted,
        currentUser: input.current_user,
        limit: input.limit,
        offset: input.offset,
        actor,
        lang,
      });
      const context = answerContext(call);
      const data = await propertyAnswers(page.items, context);
      const isDetail = (input.id !== undefined || input.slug_id !== undefined) && !input.get_simiilar;
      if (!isDetail) return { data, total: page.total };
      // eBroker's clients read the listings like it beside `data`, in the same shape.
      const similar = await listSimilarProperties(services, {
        propertyId: page.items[0]!.id,
        limit: similarOnDetail,
        offset: 0,
        actor,
        lang,
      });
      return { data, total: page.total, extraFields: { similar_properties: await propertyAnswers(similar.items, context) } };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-property-list",
    auth: "optional",
    tag: "Properties",
    summary:
      "Public listings with every filter (price, area, rooms, direction, legal status, facility distance, ward, radius, map viewport) and sort",
    input: z.object({ ...pagingInput, ...searchFields(...(Object.keys(propertySearchFields) as (keyof typeof propertySearchFields)[])) }),
    output: z.array(propertyAnswer),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const page = await searchProperties(services, {
        ...toPropertySearch(input),
        limit: input.limit,
        offset: input.offset,
        actor,
        lang,
        withExtras: true,
      });
      return { data: await propertyAnswers(page.items, answerContext(call), page.extras), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-all-similar-properties",
    auth: "optional",
    tag: "Properties",
    summary: "Public listings like one listing: same category and type, same ward first, then nearest price",
    input: z.object({ ...pagingInput, property_id: idInput().optional(), slug_id: z.string().trim().max(200).optional() }),
    output: z.array(propertyAnswer),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const page = await listSimilarProperties(services, {
        propertyId: input.property_id,
        slugId: input.slug_id,
        limit: input.limit,
        offset: input.offset,
        actor,
        lang,
      });
      return { data: await propertyAnswers(page.items, answerContext(call)), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get_nearby_properties",
    auth: "public",
    tag: "Properties",
    summary: "Public listings within radius km of a point (nearest first, with distance), or in a city/state",
    input: z.object({
      ...pagingInput,
      city: searchInput.optional(),
      state: searchInput.optional(),
      type: propertyTypeInput.optional(),
      latitude: latitudeInput.optional(),
      longitude: longitudeInput.optional(),
      radius: radiusInput.optional(),
    }),
    output: z.array(propertyAnswer.extend({ distance: z.number().nullable() })),
    cacheSeconds: 60,
    handler: async (call) => {
      const { input, services, lang } = call;
      const page = await listNearbyProperties(services, {
        latitude: input.latitude,
        longitude: input.longitude,
        radiusKm: input.radius,
        city: input.city,
        state: input.state,
        propertyType: input.type,
        limit: input.limit,
        offset: input.offset,
        lang,
        withExtras: true,
      });
      return { data: await propertyAnswers(page.items, answerContext(call), page.extras), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "compare-properties",
    auth: "optional",
    tag: "Properties",
    summary: "Two listings' full details side by side",
    input: z.object({ source_property_id: idInput(), target_property_id: idInput() }),
    output: z.object({ source_property: propertyDetailAnswer, target_property: propertyDetailAnswer }).loose(),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const pair = await compareProperties(services, {
        sourceId: input.source_property_id,
        targetId: input.target_property_id,
        actor,
        lang,
      });
      const [source, target] = await propertyAnswers([pair.source_property, pair.target_property], answerContext(call));
      return { data: { ...pair, source_property: source!, target_property: target! } };
    },
  }),
  defineCall({
    method: "POST",
    path: "reveal-phone",
    auth: "optional",
    tag: "Properties",
    summary:
      "The listing owner's phone number (`property_id`) or an agent's (`agent_id`) — detail and agent answers show it masked — with its Zalo link, where the member's contact is shown at all; limited per viewer per hour, and a listing's counted once per listing and viewer",
    input: revealPhoneSchema,
    output: z.object({ mobile: z.string(), zalo_url: z.string().nullable() }).loose(),
    handler: async ({ input, actor, services, ip, lang }) => ({
      data:
        input.property_id !== undefined
          ? await revealOwnerPhone(services, { actor, propertyId: input.property_id, ip, lang })
          : await revealAgentPhone(services, { actor, agentId: input.agent_id!, ip }),
    }),
  }),
];
