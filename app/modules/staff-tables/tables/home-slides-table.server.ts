import { asc, eq } from "drizzle-orm";
import { categories, homeSlides, properties } from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { dropHomeCaches } from "../../../lib/home-cache.server.ts";
import { localized } from "../../../lib/i18n/localize.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { textOrNull } from "./shared.server.ts";

/** An address a slide may link to: a path on this site or an http(s) address. */
const linkPattern = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

/**
 * The home slider (admin /admin/slider): a photo, in staff order, optionally opening a listing,
 * a category or an address. get_slider and homepage-data's slider_section answer the active
 * slides; with none, the slider shows the promoted listings.
 */
export const homeSlidesTable = defineStaffTable({
  view: {
    key: "slider",
    title: "staffHomeSlides",
    intro: "staffHomeSlidesIntro",
    fields: [
      { name: "image", label: "staffSlideImage", kind: "image", hint: "staffSlideImageHint" },
      { name: "propertyId", label: "staffSlideProperty", kind: "number", max: 2_000_000_000, hint: "staffSlidePropertyHint" },
      { name: "category", label: "staffArticleCategory", kind: "select" },
      { name: "link", label: "staffSlideLink", kind: "text", max: 500, hint: "staffSlideLinkHint" },
      { name: "isActive", label: "staffShown", kind: "checkbox", isCheckedWhenNew: true },
    ],
    columns: ["id", "propertyId", "link", "isActive"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: false,
  },
  table: homeSlides,
  idKey: "id",
  sequenceKey: "sequence",
  toValues: (row) => ({
    id: String(row.id),
    image: row.image ? "1" : "",
    propertyId: row.propertyId === null ? "" : String(row.propertyId),
    category: row.categoryId === null ? "" : String(row.categoryId),
    link: String(row.link ?? ""),
    isActive: Boolean(row.isActive),
  }),
  toColumns: async (input, { db, uploads, current }) => {
    const link = textOrNull(input.link);
    if (link !== null && !linkPattern.test(link)) throw new AppError("VALIDATION", { fields: { link: "invalidValue" } });
    const propertyId = typeof input.propertyId === "number" ? input.propertyId : null;
    if (propertyId !== null) {
      const [found] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
      if (!found) throw new AppError("VALIDATION", { fields: { propertyId: "invalidValue" } });
    }
    const categoryId = textOrNull(input.category) === null ? null : Number(input.category);
    if (categoryId !== null) {
      const [found] = Number.isInteger(categoryId)
        ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId))
        : [];
      if (!found) throw new AppError("VALIDATION", { fields: { category: "invalidValue" } });
    }
    const image = input.image instanceof File && input.image.size > 0 ? await uploads.image(input.image, "image") : undefined;
    if (!image && !current) throw new AppError("VALIDATION", { fields: { image: "staffFieldRequired" } });
    return { link, propertyId, categoryId, isActive: input.isActive === true, ...(image ? { image } : {}) };
  },
  options: async (db, lang) => {
    const rows = await db.select().from(categories).orderBy(asc(categories.sequence), asc(categories.id));
    return { category: rows.map((row) => ({ value: String(row.id), label: localized(row.name, row.translations, lang) })) };
  },
  imagesOf: (row) => (row.image ? [row.image] : []),
  afterWrite: dropHomeCaches,
});
