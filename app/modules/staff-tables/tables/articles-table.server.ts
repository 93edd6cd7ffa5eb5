import { asc, eq } from "drizzle-orm";
import { articleCategories, articles } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { localized } from "../../../lib/i18n/localize.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { bodyImagesOf, inlineImagesInUse } from "./rich-text-images.server.ts";
import { englishFieldOf, richText, text, textOrNull, uniqueSlug, withEnglishFields } from "./shared.server.ts";

/**
 * Articles: the rich-text subset with images (uploaded through the storage service with the
 * listing photos' checks), a category, a promoted flag and a published flag, in both languages.
 * A title photo or inline photo that a save drops, or a deleted article held, is removed
 * unless another text still shows it.
 */
export const articlesTable = defineStaffTable({
  view: {
    key: "articles",
    title: "staffArticles",
    fields: [
      { name: "title", label: "staffTitle", kind: "text", required: true, max: 200 },
      { name: "slug", label: "staffSlug", kind: "text", max: 80, hint: "staffSlugHint" },
      { name: "category", label: "staffArticleCategory", kind: "select" },
      { name: "image", label: "staffArticleImage", kind: "image", hint: "staffImageHint" },
      { name: "summary", label: "staffSummary", kind: "textarea", max: 500 },
      { name: "body", label: "staffBody", kind: "richtext", required: true },
      { name: "title_en", label: "staffTitleEn", kind: "text", max: 200, isEnglish: true },
      { name: "summary_en", label: "staffSummaryEn", kind: "textarea", max: 500, isEnglish: true },
      { name: "body_en", label: "staffBodyEn", kind: "richtext", isEnglish: true },
      { name: "isPromoted", label: "staffPromoted", kind: "checkbox" },
      { name: "isPublished", label: "staffPublished", kind: "checkbox", isCheckedWhenNew: true },
      { name: "metaTitle", label: "staffMetaTitle", kind: "text", max: 60 },
      { name: "metaDescription", label: "staffMetaDescription", kind: "textarea", max: 160 },
      { name: "metaKeywords", label: "staffMetaKeywords", kind: "text", max: 300 },
    ],
    columns: ["title", "category", "isPromoted", "isPublished"],
    isOrderable: false,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    rowLinks: [{ label: "staffViewPage", to: "/articles/:slug" }],
  },
  table: articles,
  idKey: "id",
  isNewestFirst: true,
  searchColumns: [articles.title],
  toValues: (row) => ({
    title: String(row.title),
    slug: String(row.slugId),
    category: row.categoryId === null ? "" : String(row.categoryId),
    image: row.image ? "1" : "",
    summary: String(row.summary ?? ""),
    body: String(row.body),
    title_en: englishFieldOf(row.translations, "title"),
    summary_en: englishFieldOf(row.translations, "summary"),
    body_en: englishFieldOf(row.translations, "body"),
    isPromoted: Boolean(row.isPromoted),
    isPublished: Boolean(row.isPublished),
    metaTitle: String(row.metaTitle ?? ""),
    metaDescription: String(row.metaDescription ?? ""),
    metaKeywords: String(row.metaKeywords ?? ""),
  }),
  toColumns: async (input, { db, uploads, current }) => {
    const categoryId = textOrNull(input.category) === null ? null : Number(input.category);
    if (categoryId !== null) {
      const [found] = await db.select({ id: articleCategories.id }).from(articleCategories).where(eq(articleCategories.id, categoryId));
      if (!found) throw new AppError("VALIDATION", { fields: { category: "invalidValue" } });
    }
    const image = input.image instanceof File ? await uploads.image(input.image, "image") : undefined;
    return {
      title: text(input.title),
      slugId: await uniqueSlug(
        db,
        articles,
        { slug: articles.slugId, id: articles.id },
        { slug: input.slug, name: input.title },
        (current?.id as number | undefined) ?? null,
      ),
      categoryId,
      summary: text(input.summary),
      body: richText(input.body, "body", true),
      translations: withEnglishFields(current?.translations, {
        title: input.title_en,
        summary: input.summary_en,
        body: richText(input.body_en, "body_en", false),
      }),
      isPromoted: input.isPromoted === true,
      isPublished: input.isPublished === true,
      metaTitle: textOrNull(input.metaTitle),
      metaDescription: textOrNull(input.metaDescription),
      metaKeywords: textOrNull(input.metaKeywords),
      ...(image ? { image } : {}),
    };
  },
  options: async (db, lang) => {
    const rows = await db.select().from(articleCategories).orderBy(asc(articleCategories.sequence), asc(articleCategories.id));
    return { category: rows.map((row) => ({ value: String(row.id), label: localized(row.name, row.translations, lang) })) };
  },
  imagesOf: (row) => [...(row.image ? [row.image] : []), ...bodyImagesOf(row)],
  imagesInUse: inlineImagesInUse,
});
