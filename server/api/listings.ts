import { z } from "zod";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { changePropertyStatus } from "../../app/modules/properties/change-property-status.server.ts";
import { deleteProperty } from "../../app/modules/properties/delete-property.server.ts";
import { listFavourites } from "../../app/modules/properties/list-favourites.server.ts";
import { listInterestedUsers } from "../../app/modules/properties/list-interested-users.server.ts";
import { listMyProperties } from "../../app/modules/properties/list-my-properties.server.ts";
import { postProperty } from "../../app/modules/properties/post-property.server.ts";
import { ownerListingStatuses, postPropertySchema, updatePropertySchema } from "../../app/modules/properties/property-schemas.ts";
import { setFavourite } from "../../app/modules/properties/set-favourite.server.ts";
import { setInterest } from "../../app/modules/properties/set-interest.server.ts";
import { updateProperty } from "../../app/modules/properties/update-property.server.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import type { LanguageCode, Translate } from "../../app/lib/i18n/index.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { AppError } from "../../app/lib/errors.ts";
import { absoluteMedia } from "./answers/media.ts";
import { answerContext, propertyAnswers, propertyDetailAnswer, propertyAnswer, type AnswerContext } from "./answers/property.ts";
import { defineCall } from "./define-call.ts";

/** type 1 adds, 0 removes (add_favourite, interested_users). */
const toggleInput = z
  .union([z.enum(["0", "1"]), z.literal(0), z.literal(1)], { error: "invalidValue" })
  .transform((v) => String(v) === "1");

const statusInput = z.object({ property_id: idInput(), status: z.enum(ownerListingStatuses, { error: "invalidValue" }) });

/**
 * The owner's listing as eBroker's clients read it: the detail's shape, with `reject_reason` as
 * eBroker's object (`{property_id, reason}`, null when not rejected).
 */
export const ownPropertyAnswer = propertyDetailAnswer
  .extend({
    reject_reason: z.object({ property_id: z.number().int(), reason: z.string() }).loose().nullable(),
    is_expired: z.boolean(),
    total_interested_users: z.number().int(),
  })
  .loose();

async function ownAnswers(items: Awaited<ReturnType<typeof listMyProperties>>["items"], context: AnswerContext) {
  const answers = await propertyAnswers(items, context);
  return answers.map((answer, index) => {
    const reason = items[index]!.reject_reason;
    return { ...answer, reject_reason: reason === null ? null : { property_id: answer.id, reason } };
  });
}

async function ownView(services: Services, actor: Actor, id: number, lang: LanguageCode) {
  const page = await listMyProperties(services, { actor, id, limit: 1, offset: 0, lang });
  if (!page.items[0]) throw new AppError("NOT_FOUND");
  const [answer] = await ownAnswers(page.items, answerContext({ services, actor, lang }));
  return answer!;
}

const idAnswer = z.object({ id: z.number().int() }).loose();

const translated = (t: Translate, keys: string[]) => keys.map((key) => t(key));

export const listingCalls = [
  defineCall({
    method: "POST",
    path: "post_property",
    auth: "user",
    tag: "Listings",
    summary:
      "Posts a listing (multipart: title_image, gallery_images[], three_d_image, meta_image, documents[]; parameters[i][…], facilities[i][…]); spends one property_list unit; SEO advice in `warnings`",
    input: postPropertySchema,
    output: ownPropertyAnswer,
    handler: async ({ input, actor, services, lang, t }) => {
      const result = await postProperty(services, { actor, draft: input });
      return {
        data: await ownView(services, actor, result.id, lang),
        message: result.requestStatus === "approved" ? "propertyPosted" : "propertySubmittedForReview",
        status: 201,
        extraFields: { warnings: translated(t, result.warnings) },
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "update_post_property",
    auth: "user",
    tag: "Listings",
    summary:
      "Edits the owner's listing (action_type update) or deletes it (action_type delete); remove_gallery_images, remove_documents, remove_three_d_image",
    input: updatePropertySchema,
    output: z.union([ownPropertyAnswer, idAnswer]),
    handler: async ({ input, actor, services, lang, t }) => {
      if (input.actionType === "delete") {
        await deleteProperty(services, { actor, propertyId: input.id });
        return { data: { id: input.id }, message: "propertyDeleted" };
      }
      const result = await updateProperty(services, { actor, propertyId: input.id, changes: input.changes });
      return {
        data: await ownView(services, actor, result.id, lang),
        message: result.requestStatus === "approved" ? "propertyUpdated" : "propertySubmittedForReview",
        extraFields: { warnings: translated(t, result.warnings) },
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "delete_property",
    auth: "user",
    tag: "Listings",
    summary: "Deletes the owner's listing with its files",
    input: z.object({ id: idInput() }),
    output: idAnswer,
    handler: async ({ input, actor, services }) => {
      await deleteProperty(services, { actor, propertyId: input.id });
      return { data: { id: input.id }, message: "propertyDeleted" };
    },
  }),
  ...(["update_property_status", "change-property-status"] as const).map((path) =>
    defineCall({
      method: "POST",
      path,
      auth: "user",
      tag: "Listings",
      summary: "The owner sets a listing active, inactive, sold (for sale) or rented (for rent)",
      input: statusInput,
      output: z.object({ id: z.number().int(), status: z.enum(ownerListingStatuses) }).loose(),
      handler: async ({ input, actor, services }) => ({
        data: await changePropertyStatus(services.db, { actor, propertyId: input.property_id, status: input.status }),
        message: "statusUpdated",
      }),
    }),
  ),
  defineCall({
    method: "GET",
    path: "get-added-properties",
    auth: "user",
    tag: "Listings",
    summary: "The actor's own listings in every status, with review status, reject reason, expiry, views, likes and interested users",
    input: z.object({
      ...pagingInput,
      id: idInput().optional(),
      slug_id: z.string().trim().max(200).optional(),
      status: z.enum(ownerListingStatuses, { error: "invalidValue" }).optional(),
      request_status: z.enum(["pending", "approved", "rejected"], { error: "invalidValue" }).optional(),
      // sell or rent, or eBroker's codes: 0 sell, 1 rent, 2 sold, 3 rented (the app's "my listings" tabs).
      property_type: z.enum(["sell", "rent", "0", "1", "2", "3"], { error: "invalidValue" }).optional(),
      search: z.string().trim().max(100, { error: "textTooLong" }).optional(),
    }),
    output: z.array(ownPropertyAnswer),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const type = input.property_type;
      const page = await listMyProperties(services, {
        actor,
        id: input.id,
        slugId: input.slug_id,
        status: type === "2" ? "sold" : type === "3" ? "rented" : input.status,
        requestStatus: input.request_status,
        propertyType: type === "0" ? "sell" : type === "1" ? "rent" : type === "sell" || type === "rent" ? type : undefined,
        search: input.search,
        limit: input.limit,
        offset: input.offset,
        lang,
      });
      return { data: await ownAnswers(page.items, answerContext(call)), total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "add_favourite",
    auth: "user",
    tag: "Listings",
    summary: "Adds (type 1) or removes (type 0) a favourite",
    input: z.object({ property_id: idInput(), type: toggleInput }),
    output: z.object({ is_favourite: z.boolean(), total_likes: z.number().int() }).loose(),
    handler: async ({ input, actor, services }) => ({
      data: await setFavourite(services.db, { actor, propertyId: input.property_id, like: input.type }),
      message: input.type ? "favouriteAdded" : "favouriteRemoved",
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_favourite_property",
    auth: "user",
    tag: "Listings",
    summary: "The actor's favourite listings that are still public",
    input: z.object({ ...pagingInput }),
    output: z.array(propertyAnswer),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const page = await listFavourites(services, { actor, limit: input.limit, offset: input.offset, lang });
      return { data: await propertyAnswers(page.items, answerContext(call)), total: page.total };
    },
  }),
  defineCall({
    method: "POST",
    path: "interested_users",
    auth: "user",
    tag: "Listings",
    summary: "Marks (type 1) or unmarks (type 0) the actor as interested in a listing",
    input: z.object({ property_id: idInput(), type: toggleInput }),
    output: z.object({ is_interested: z.boolean() }).loose(),
    handler: async ({ input, actor, services }) => ({
      data: await setInterest(services.db, { actor, propertyId: input.property_id, interested: input.type }),
      message: "success",
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_interested_users",
    auth: "user",
    tag: "Listings",
    summary: "Users interested in the owner's listing",
    input: z.object({ ...pagingInput, property_id: idInput() }),
    output: z.array(
      z
        .object({
          id: z.number().int(),
          name: z.string(),
          email: z.string(),
          mobile: z.string().nullable(),
          profile: z.string().nullable(),
          created_at: z.string(),
        })
        .loose(),
    ),
    handler: async ({ input, actor, services }) => {
      const page = await listInterestedUsers(services, {
        actor,
        propertyId: input.property_id,
        limit: input.limit,
        offset: input.offset,
      });
      return { data: absoluteMedia(page.items, services.env.baseUrl), total: page.total };
    },
  }),
];
