import { z } from "zod";
import { pagingInput } from "../../app/lib/input-schemas.ts";
import { getUserRecommendation } from "../../app/modules/feed/get-user-recommendation.server.ts";
import { personalisedFieldsSchema, toPersonalisedFieldsView } from "../../app/modules/feed/personalised-fields-schema.ts";
import {
  getPersonalisedFields,
  removePersonalisedFields,
  savePersonalisedFields,
} from "../../app/modules/feed/personalised-fields.server.ts";
import { answerContext, propertyAnswer, propertyAnswers } from "./answers/property.ts";
import { defineCall } from "./define-call.ts";

const personalisedFieldsAnswer = z
  .object({
    category_ids: z.array(z.number().int()),
    outdoor_facilitiy_ids: z.array(z.number().int()),
    price_range: z.string(),
    property_type: z.string(),
    city: z.string(),
  })
  .loose();

export const feedCalls = [
  defineCall({
    method: "POST",
    path: "personalised-fields",
    auth: "user",
    tag: "Feed",
    summary:
      'Saves the personalised feed: category_ids, outdoor_facilitiy_ids (arrays or comma-separated), price_range "min,max" in VND, property_type, city',
    input: personalisedFieldsSchema,
    output: personalisedFieldsAnswer,
    handler: async ({ input, actor, services }) => ({
      data: toPersonalisedFieldsView(await savePersonalisedFields(services.db, { actor, fields: input })),
      message: "interestsSaved",
    }),
  }),
  defineCall({
    method: "GET",
    path: "personalised-fields",
    auth: "user",
    tag: "Feed",
    summary: "The signed-in user's personalised feed preference (null when none is saved)",
    input: z.object({}),
    output: personalisedFieldsAnswer.nullable(),
    handler: async ({ actor, services }) => {
      const fields = await getPersonalisedFields(services.db, actor);
      return { data: fields ? toPersonalisedFieldsView(fields) : null };
    },
  }),
  defineCall({
    method: "DELETE",
    path: "personalised-fields",
    auth: "user",
    tag: "Feed",
    summary: "Removes the signed-in user's personalised feed preference",
    input: z.object({}),
    output: z.null(),
    handler: async ({ actor, services }) => {
      await removePersonalisedFields(services.db, actor);
      return { data: null, message: "interestsRemoved" };
    },
  }),
  defineCall({
    method: "GET",
    path: "get_user_recommendation",
    auth: "user",
    tag: "Feed",
    summary:
      "Listings for the signed-in user: within the saved preference, ranked by what they favourited and viewed; never their own, a blocked owner's or a favourite",
    input: z.object(pagingInput),
    output: z.array(propertyAnswer),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const page = await getUserRecommendation(services, { actor, offset: input.offset, limit: input.limit, lang });
      return { data: await propertyAnswers(page.items, answerContext(call)), total: page.total };
    },
  }),
];
