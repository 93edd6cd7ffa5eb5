import { asc, eq } from "drizzle-orm";
import { AppError } from "../../../lib/errors.ts";
import { articleCategories, facilities, faqs, homeCities, reportReasons, wards } from "../../../../db/schema/index.ts";
import { dropHomeCaches } from "../../../lib/home-cache.server.ts";
import { getSetting } from "../../settings/get-settings.server.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { englishFieldOf, englishOf, iconOf, text, uniqueSlug, withEnglish, withEnglishFields } from "./shared.server.ts";

/** Outdoor facilities (school, hospital, market …) listings record a distance to. */
export const facilitiesTable = defineStaffTable({
  view: {
    key: "facilities",
    title: "staffFacilities",
    fields: [
      { name: "name", label: "staffName", kind: "text", required: true, max: 100 },
      { name: "name_en", label: "staffNameEn", kind: "text", max: 100, isEnglish: true },
      { name: "image", label: "staffIcon", kind: "icon", hint: "staffIconHint" },
    ],
    columns: ["name", "name_en", "image"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    deleteWarning: "staffFacilityDeleteWarning",
  },
  table: facilities,
  idKey: "id",
  sequenceKey: "sequence",
  searchColumns: [facilities.name],
  toValues: (row) => ({ name: String(row.name), name_en: englishOf(row.translations), image: String(row.image ?? "") }),
  toColumns: (input, { current }) => ({
    name: text(input.name),
    translations: withEnglish(current?.translations, input.name_en),
    image: iconOf(input.image, current?.image),
  }),
});

/** The questions on /faqs and the home page. */
export const faqsTable = defineStaffTable({
  view: {
    key: "faqs",
    title: "staffFaqs",
    fields: [
      { name: "question", label: "staffQuestion", kind: "text", required: true, max: 300 },
      { name: "answer", label: "staffAnswer", kind: "textarea", required: true, max: 5000 },
      { name: "question_en", label: "staffQuestionEn", kind: "text", max: 300, isEnglish: true },
      { name: "answer_en", label: "staffAnswerEn", kind: "textarea", max: 5000, isEnglish: true },
      { name: "isActive", label: "staffShown", kind: "checkbox", isCheckedWhenNew: true },
    ],
    columns: ["question", "isActive"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
  },
  table: faqs,
  idKey: "id",
  sequenceKey: "sequence",
  searchColumns: [faqs.question, faqs.answer],
  toValues: (row) => ({
    question: String(row.question),
    answer: String(row.answer),
    question_en: englishFieldOf(row.translations, "question"),
    answer_en: englishFieldOf(row.translations, "answer"),
    isActive: Boolean(row.isActive),
  }),
  toColumns: (input, { current }) => ({
    question: text(input.question),
    answer: text(input.answer),
    translations: withEnglishFields(current?.translations, { question: input.question_en, answer: input.answer_en }),
    isActive: input.isActive === true,
  }),
});

/** The reasons a visitor picks when reporting a listing; a deleted reason leaves its reports without one. */
export const reportReasonsTable = defineStaffTable({
  view: {
    key: "report-reasons",
    title: "staffReportReasons",
    fields: [
      { name: "reason", label: "staffReason", kind: "text", required: true, max: 200 },
      { name: "reason_en", label: "staffReasonEn", kind: "text", max: 200, isEnglish: true },
      { name: "isActive", label: "staffShown", kind: "checkbox", isCheckedWhenNew: true },
    ],
    columns: ["reason", "reason_en", "isActive"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    deleteWarning: "staffReportReasonDeleteWarning",
  },
  table: reportReasons,
  idKey: "id",
  sequenceKey: "sequence",
  searchColumns: [reportReasons.reason],
  toValues: (row) => ({ reason: String(row.reason), reason_en: englishOf(row.translations), isActive: Boolean(row.isActive) }),
  toColumns: (input, { current }) => ({
    reason: text(input.reason),
    translations: withEnglish(current?.translations, input.reason_en),
    isActive: input.isActive === true,
  }),
});

/** The categories articles are filed under; a deleted one leaves its articles uncategorised. */
export const articleCategoriesTable = defineStaffTable({
  view: {
    key: "article-categories",
    title: "staffArticleCategories",
    fields: [
      { name: "name", label: "staffName", kind: "text", required: true, max: 100 },
      { name: "name_en", label: "staffNameEn", kind: "text", max: 100, isEnglish: true },
      { name: "slug", label: "staffSlug", kind: "text", max: 80, hint: "staffSlugHint" },
    ],
    columns: ["name", "name_en", "slug"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    deleteWarning: "staffArticleCategoryDeleteWarning",
  },
  table: articleCategories,
  idKey: "id",
  sequenceKey: "sequence",
  searchColumns: [articleCategories.name],
  toValues: (row) => ({ name: String(row.name), name_en: englishOf(row.translations), slug: String(row.slugId) }),
  toColumns: async (input, { db, current }) => ({
    name: text(input.name),
    translations: withEnglish(current?.translations, input.name_en),
    slugId: await uniqueSlug(
      db,
      articleCategories,
      { slug: articleCategories.slugId, id: articleCategories.id },
      { slug: input.slug, name: input.name },
      (current?.id as number | undefined) ?? null,
    ),
  }),
});

/** The wards the home page's "Properties by City" shows, in order; with none chosen it shows the busiest. */
export const homeCitiesTable = defineStaffTable({
  view: {
    key: "home-cities",
    title: "staffHomeCities",
    intro: "staffHomeCitiesIntro",
    fields: [{ name: "ward", label: "staffWard", kind: "select", required: true }],
    columns: ["ward"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: false,
  },
  table: homeCities,
  idKey: "id",
  sequenceKey: "sequence",
  toValues: (row) => ({ ward: String(row.wardCode) }),
  toColumns: async (input, { db, current }) => {
    const provinceCode = String(await getSetting(db as never, "city_province_code"));
    const [ward] = await db
      .select({ code: wards.code, provinceCode: wards.provinceCode })
      .from(wards)
      .where(eq(wards.code, text(input.ward)));
    if (!ward || ward.provinceCode !== provinceCode) throw new AppError("VALIDATION", { fields: { ward: "invalidValue" } });
    const [taken] = await db.select({ id: homeCities.id }).from(homeCities).where(eq(homeCities.wardCode, ward.code));
    if (taken && taken.id !== current?.id) throw new AppError("VALIDATION", { fields: { ward: "staffWardChosen" } });
    return { wardCode: ward.code };
  },
  options: async (db) => {
    const provinceCode = String(await getSetting(db, "city_province_code"));
    const rows = await db
      .select({ code: wards.code, name: wards.name })
      .from(wards)
      .where(eq(wards.provinceCode, provinceCode))
      .orderBy(asc(wards.name));
    return { ward: rows.map((row) => ({ value: row.code, label: row.name })) };
  },
  afterWrite: dropHomeCaches,
});
