import { seoSettings } from "../../../../db/schema/index.ts";
import { dropHomeCaches } from "../../../lib/home-cache.server.ts";
import { ensureSeoPages } from "../../seo/get-page-seo.server.ts";
import { isSeoPageKey } from "../../seo/seo-pages.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { englishFieldOf, textOrNull, withEnglishFields } from "./shared.server.ts";

/**
 * SEO text per page (admin /admin/seo): title, description, keywords in both languages and a
 * share image. get_seo_settings answers it; our home page and /properties read it over their
 * defaults. Pages are the fixed set of app/modules/seo/seo-pages.ts.
 */
export const seoSettingsTable = defineStaffTable({
  view: {
    key: "seo",
    title: "staffSeoSettings",
    intro: "staffSeoSettingsIntro",
    fields: [
      { name: "title", label: "staffMetaTitle", kind: "text", max: 60 },
      { name: "description", label: "staffMetaDescription", kind: "textarea", max: 160 },
      { name: "keywords", label: "staffMetaKeywords", kind: "text", max: 300 },
      { name: "title_en", label: "staffMetaTitleEn", kind: "text", max: 60, isEnglish: true },
      { name: "description_en", label: "staffMetaDescriptionEn", kind: "textarea", max: 160, isEnglish: true },
      { name: "keywords_en", label: "staffMetaKeywordsEn", kind: "text", max: 300, isEnglish: true },
      { name: "image", label: "staffSeoImage", kind: "image", hint: "staffImageHint" },
    ],
    columns: ["page", "title", "title_en"],
    isOrderable: false,
    canCreate: false,
    canDelete: false,
    isSearchable: false,
  },
  table: seoSettings,
  idKey: "page",
  parseId: (raw) => (isSeoPageKey(raw) ? raw : null),
  ensureRows: ensureSeoPages,
  toValues: (row) => ({
    page: String(row.page),
    title: String(row.title ?? ""),
    description: String(row.description ?? ""),
    keywords: String(row.keywords ?? ""),
    title_en: englishFieldOf(row.translations, "title"),
    description_en: englishFieldOf(row.translations, "description"),
    keywords_en: englishFieldOf(row.translations, "keywords"),
    image: row.image ? "1" : "",
  }),
  toColumns: async (input, { uploads, current }) => {
    const image = input.image instanceof File ? await uploads.image(input.image, "image") : undefined;
    return {
      title: textOrNull(input.title),
      description: textOrNull(input.description),
      keywords: textOrNull(input.keywords),
      translations: withEnglishFields(current?.translations, {
        title: input.title_en,
        description: input.description_en,
        keywords: input.keywords_en,
      }),
      updatedAt: new Date(),
      ...(image ? { image } : {}),
    };
  },
  imagesOf: (row) => (row.image ? [row.image] : []),
  afterWrite: dropHomeCaches,
});
