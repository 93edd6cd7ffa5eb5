import { z } from "zod";
import { flagInput, idInput, pagingInput, searchInput } from "../../app/lib/input-schemas.ts";
import { listArticles } from "../../app/modules/content/list-articles.server.ts";
import { listFaqs } from "../../app/modules/content/list-faqs.server.ts";
import { articleAnswer, faqAnswer, toArticleAnswer } from "./answers/article.ts";
import { absoluteMedia } from "./answers/media.ts";
import { defineCall } from "./define-call.ts";

export const contentCalls = [
  defineCall({
    method: "GET",
    path: "get_articles",
    auth: "public",
    tag: "Content",
    summary: "Published articles in the request's language: by id, slug, category, promoted",
    input: z.object({
      ...pagingInput,
      id: idInput().optional(),
      slug_id: z.string().trim().max(200).optional(),
      category_id: idInput().optional(),
      is_promoted: flagInput.optional(),
      search: searchInput.optional(),
    }),
    output: z.array(articleAnswer),
    cacheSeconds: 60,
    handler: async ({ input, services, lang }) => {
      const page = await listArticles(services, {
        id: input.id,
        slugId: input.slug_id,
        categoryId: input.category_id,
        isPromoted: input.is_promoted,
        search: input.search,
        limit: input.limit,
        offset: input.offset,
        lang,
      });
      return { data: absoluteMedia(page.items.map(toArticleAnswer), services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "faqs",
    auth: "public",
    tag: "Content",
    summary: "Frequently asked questions in the request's language",
    input: z.object({ ...pagingInput, search: searchInput.optional() }),
    output: z.array(faqAnswer),
    cacheSeconds: 60,
    handler: async ({ input, services, lang }) => {
      const page = await listFaqs(services.db, { limit: input.limit, offset: input.offset, search: input.search, lang });
      return { data: page.items, total: page.total };
    },
  }),
];
