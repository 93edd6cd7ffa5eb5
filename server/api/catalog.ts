import { z } from "zod";
import { flagInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { listCategories } from "../../app/modules/categories/list-categories.server.ts";
import { categoryAnswer, toCategoryAnswer } from "./answers/category.ts";
import { absoluteMedia } from "./answers/media.ts";
import { defineCall } from "./define-call.ts";

export const catalogCalls = [
  defineCall({
    method: "GET",
    path: "get_categories",
    auth: "public",
    tag: "Catalog",
    summary: "Property categories with their parameters; search is accent- and case-insensitive",
    input: z.object({
      ...pagingInput,
      search: z.string().trim().max(100, { error: "textTooLong" }).optional(),
      has_property: flagInput.optional(),
    }),
    output: z.array(categoryAnswer),
    cacheSeconds: 60,
    handler: async ({ input, services, lang }) => {
      const { items, total } = await listCategories(services.db, {
        limit: input.limit,
        offset: input.offset,
        search: input.search,
        hasProperty: input.has_property,
        lang,
      });
      return { data: absoluteMedia(items.map(toCategoryAnswer), services.env.baseUrl), total };
    },
  }),
];
