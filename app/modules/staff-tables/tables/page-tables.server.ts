import { homeSections, infoPages } from "../../../../db/schema/index.ts";
import { ensureInfoPages } from "../../content/get-info-page.server.ts";
import { isInfoPageKey } from "../../content/info-pages.ts";
import { dropHomeCaches } from "../../../lib/home-cache.server.ts";
import { homeSectionDefaults } from "../../home/home-section-keys.ts";
import { ensureHomeSections } from "../../home/list-home-sections.server.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { bodyImagesOf, inlineImagesInUse } from "./rich-text-images.server.ts";
import { englishFieldOf, englishOf, richText, text, textOrNull, withEnglish, withEnglishFields } from "./shared.server.ts";

const defaultTitleKey = (key: unknown) => homeSectionDefaults.find((section) => section.key === key)?.title ?? String(key);

/** The home page's sections: their order and, when staff set one, their title in each language. */
export const homeSectionsTable = defineStaffTable({
  view: {
    key: "home-sections",
    title: "staffHomeSections",
    intro: "staffHomeSectionsIntro",
    fields: [
      { name: "title", label: "staffSectionTitle", kind: "text", max: 100, hint: "staffSectionTitleHint" },
      { name: "title_en", label: "staffSectionTitleEn", kind: "text", max: 100, isEnglish: true, hint: "staffSectionTitleHint" },
    ],
    columns: ["section", "title", "title_en"],
    translatedColumns: ["section"],
    isOrderable: true,
    canCreate: false,
    canDelete: false,
    isSearchable: false,
  },
  table: homeSections,
  idKey: "key",
  sequenceKey: "sequence",
  parseId: (raw) => (homeSectionDefaults.some((section) => section.key === raw) ? raw : null),
  ensureRows: ensureHomeSections,
  toValues: (row) => ({ section: defaultTitleKey(row.key), title: String(row.title ?? ""), title_en: englishOf(row.translations) }),
  toColumns: (input, { current }) => ({ title: textOrNull(input.title), translations: withEnglish(current?.translations, input.title_en) }),
  afterWrite: dropHomeCaches,
});

/** The about, privacy and terms pages in both languages. */
export const infoPagesTable = defineStaffTable({
  view: {
    key: "info-pages",
    title: "staffInfoPages",
    intro: "staffInfoPagesIntro",
    fields: [
      { name: "title", label: "staffTitle", kind: "text", required: true, max: 150 },
      { name: "body", label: "staffBody", kind: "richtext", required: true, hint: "staffInfoPlaceholders" },
      { name: "title_en", label: "staffTitleEn", kind: "text", max: 150, isEnglish: true },
      { name: "body_en", label: "staffBodyEn", kind: "richtext", isEnglish: true, hint: "staffInfoPlaceholders" },
    ],
    columns: ["title", "title_en"],
    isOrderable: false,
    canCreate: false,
    canDelete: false,
    isSearchable: false,
    rowLinks: [{ label: "staffViewPage", to: "/:id" }],
  },
  table: infoPages,
  idKey: "key",
  parseId: (raw) => (isInfoPageKey(raw) ? raw : null),
  ensureRows: ensureInfoPages,
  toValues: (row) => ({
    title: String(row.title),
    body: String(row.body),
    title_en: englishFieldOf(row.translations, "title"),
    body_en: englishFieldOf(row.translations, "body"),
  }),
  toColumns: (input, { current }) => {
    const bodyEn = richText(input.body_en, "body_en", false);
    return {
      title: text(input.title),
      body: richText(input.body, "body", true),
      translations: withEnglishFields(current?.translations, { title: input.title_en, body: bodyEn }),
      updatedAt: new Date(),
    };
  },
  imagesOf: bodyImagesOf,
  imagesInUse: inlineImagesInUse,
});
