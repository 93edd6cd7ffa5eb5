/** An article as get_articles and the home answer it (docs/architecture.md, "The API contract"). */
import { z } from "zod";
import type { ArticleView } from "../../../app/modules/content/list-articles.server.ts";

export const articleAnswer = z
  .object({
    id: z.number().int(),
    slug_id: z.string(),
    title: z.string(),
    translated_title: z.string(),
    description: z.string(),
    translated_description: z.string(),
    image: z.string(),
    category: z.object({ id: z.number().int(), category: z.string(), slug_id: z.string() }).loose().nullable(),
    created_at: z.string(),
  })
  .loose();

export function toArticleAnswer(article: ArticleView) {
  return {
    ...article,
    translated_title: article.title,
    translated_description: article.description,
    image: article.image ?? "",
  };
}

export const faqAnswer = z.object({ id: z.number().int(), question: z.string(), answer: z.string() }).loose();
