import { z } from "zod";
import { flagInput, pagingInput } from "../../app/lib/input-schemas.ts";
import { listCategories } from "../../app/modules/categories/list-categories.server.ts";
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
    cacheSeconds: 60,
    handler: async ({ input, services, lang }) => {
      const { items, total } = await listCategories(services.db, {
        limit: input.limit,
        offset: input.offset,
        search: input.search,
        hasProperty: input.has_property,
        lang,
      });
      return { data: items, total };
    },
  }),
];
