import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { articleCategories, articles } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized, localizedField } from "../../lib/i18n/localize.ts";
import { pagedTotal, totalColumn } from "../../lib/paged-total.server.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { Page } from "../../lib/page.ts";

export interface ArticleView {
  id: number;
  slug_id: string;
  title: string;
  summary: string;
  /** The rich-text subset (app/lib/rich-text): paragraphs separated by blank lines, headings, lists, links, images. */
  description: string;
  image: string | null;
  image_width: number | null;
  image_height: number | null;
  image_srcset: string | null;
  category: { id: number; category: string; slug_id: string } | null;
  is_promoted: boolean;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  created_at: string;
}

/** The parameters of get_articles (docs/architecture.md, "The API contract"), in camelCase. */
export interface ListArticlesInput {
  id?: number;
  slugId?: string;
  categoryId?: number;
  isPromoted?: boolean;
  search?: string;
  limit: number;
  offset: number;
  lang: LanguageCode;
}

/** Published articles in the request's language, newest first. */
export async function listArticles(deps: { db: Db; storage: Pick<Storage, "url"> }, input: ListArticlesInput): Promise<Page<ArticleView>> {
  const { db } = deps;
  const c: SQL[] = [eq(articles.isPublished, true)];
  if (input.id !== undefined) c.push(eq(articles.id, input.id));
  if (input.slugId) c.push(eq(articles.slugId, input.slugId));
  if (input.categoryId !== undefined) c.push(eq(articles.categoryId, input.categoryId));
  if (input.isPromoted !== undefined) c.push(eq(articles.isPromoted, input.isPromoted));
  if (input.search?.trim()) {
    const needle = `%${input.search.trim().toLowerCase()}%`;
    c.push(
      sql`(immutable_unaccent(lower(${articles.title})) like immutable_unaccent(${needle}) or immutable_unaccent(lower(coalesce(${articles.translations}->'en'->>'title', ''))) like immutable_unaccent(${needle}))`,
    );
  }
  const where = and(...c);
  const rows = await db
    .select({ article: articles, category: articleCategories, total: totalColumn() })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pagedTotal(
    rows,
    input.offset,
    async () => (await db.select({ total: count() }).from(articles).where(where))[0]?.total ?? 0,
  );
  const urlFor = (key: string) => deps.storage.url(key);
  const lang = input.lang;
  const items = rows.map(({ article: a, category }) => {
    const image = imageView(a.image, urlFor);
    return {
      id: a.id,
      slug_id: a.slugId,
      title: localizedField(a.title, a.translations, "title", lang),
      summary: localizedField(a.summary, a.translations, "summary", lang),
      description: localizedField(a.body, a.translations, "body", lang),
      image: image?.url ?? null,
      image_width: image?.width ?? null,
      image_height: image?.height ?? null,
      image_srcset: image?.srcset ?? null,
      category: category
        ? { id: category.id, category: localized(category.name, category.translations, lang), slug_id: category.slugId }
        : null,
      is_promoted: a.isPromoted,
      // SEO fields of another language come from its translation only: a Vietnamese meta title
      // would otherwise name the English page (which then takes its translated title).
      meta_title: seoField(a.metaTitle, a.translations, "metaTitle", lang),
      meta_description: seoField(a.metaDescription, a.translations, "metaDescription", lang),
      meta_keywords: a.metaKeywords,
      created_at: a.publishedAt.toISOString(),
    };
  });
  return { items, total };
}

/** Article categories with their count of published articles. */
export async function listArticleCategories(
  db: Db,
  lang: LanguageCode,
): Promise<{ id: number; category: string; slug_id: string; articles_count: number }[]> {
  const rows = await db
    .select({
      category: articleCategories,
      n: sql<number>`(select count(*) from ${articles} where ${articles.categoryId} = "article_categories"."id" and ${articles.isPublished})`.mapWith(
        Number,
      ),
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sequence), asc(articleCategories.id));
  return rows.map(({ category, n }) => ({
    id: category.id,
    category: localized(category.name, category.translations, lang),
    slug_id: category.slugId,
    articles_count: n,
  }));
}

function seoField(
  original: string | null,
  translations: Partial<Record<string, Partial<Record<string, string | undefined>>>> | null | undefined,
  field: "metaTitle" | "metaDescription",
  lang: LanguageCode,
): string | null {
  if (lang === "vi") return original || null;
  return translations?.[lang]?.[field] || null;
}
