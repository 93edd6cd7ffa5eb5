import { z } from "zod";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { toAdvertisementViews } from "../../app/modules/listings/advertisement-view.server.ts";
import { listMyAdvertisements } from "../../app/modules/listings/list-my-advertisements.server.ts";
import { featureListing } from "../../app/modules/listings/feature-listing.server.ts";
import { deleteAdvertisement } from "../../app/modules/listings/delete-advertisement.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { defineCall } from "./define-call.ts";

const advertisementAnswer = z
  .object({
    id: z.number().int(),
    feature_for: z.enum(["property", "project"]),
    property_id: z.number().int().nullable(),
    project_id: z.number().int().nullable(),
    status: z.string(),
    reject_reason: z.string().nullable(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    is_active: z.boolean(),
    created_at: z.string(),
    target: z.object({ id: z.number().int(), title: z.string(), slug_id: z.string(), image: z.string().nullable() }).loose().nullable(),
  })
  .loose();

const featureFor = z.enum(["property", "project"], { error: "invalidValue" });

export const advertisementCalls = [
  defineCall({
    method: "POST",
    path: "store_advertisement",
    auth: "user",
    tag: "Listings",
    summary:
      "Asks to feature the owner's approved listing (feature_for property, property_id) or project (project, project_id); spends one feature unit",
    input: z.object({ feature_for: featureFor, property_id: idInput().optional(), project_id: idInput().optional() }),
    output: advertisementAnswer,
    handler: async ({ input, actor, services }) => {
      const row = await featureListing(services.db, {
        actor,
        featureFor: input.feature_for,
        propertyId: input.property_id,
        projectId: input.project_id,
      });
      const [view] = await toAdvertisementViews(services, [row]);
      return {
        data: absoluteMedia(view!, services.env.baseUrl),
        message: row.status === "approved" ? "advertisementActive" : "advertisementSubmitted",
        status: 201,
      };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-featured-data",
    auth: "user",
    tag: "Listings",
    summary: "The actor's feature requests (my advertisements) with their status and period",
    input: z.object({
      ...pagingInput,
      feature_for: featureFor.optional(),
      status: z.enum(["pending", "approved", "rejected"], { error: "invalidValue" }).optional(),
    }),
    output: z.array(advertisementAnswer),
    handler: async ({ input, actor, services }) => {
      const page = await listMyAdvertisements(services, {
        actor,
        featureFor: input.feature_for,
        status: input.status,
        limit: input.limit,
        offset: input.offset,
      });
      return { data: absoluteMedia(page.items, services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "delete_advertisement",
    auth: "user",
    tag: "Listings",
    summary:
      "The owner removes one of their feature requests (id): a pending one is withdrawn and its unit given back, a running feature ends now",
    input: z.object({ id: idInput() }),
    output: z.object({}),
    handler: async ({ input, actor, services }) => {
      await deleteAdvertisement(services.db, { actor, id: input.id });
      return { data: {}, message: "advertisementDeleted" };
    },
  }),
];
