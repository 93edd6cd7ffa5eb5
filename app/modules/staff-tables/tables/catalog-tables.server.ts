import { count, eq } from "drizzle-orm";
import {
  categories,
  parameters,
  parameterTypes,
  projects,
  properties,
  propertyParameters,
  type ParameterType,
} from "../../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { dropHomeCaches } from "../../../lib/home-cache.server.ts";
import { defineStaffTable } from "../staff-table.server.ts";
import { englishOf, iconOf, text, textOrNull, uniqueSlug, withEnglish } from "./shared.server.ts";

/**
 * Listing categories. A category listings use cannot be deleted (hide it instead); its
 * parameters are kept on their own page (category-parameters.server.ts).
 */
export const categoriesTable = defineStaffTable({
  view: {
    key: "categories",
    title: "staffCategories",
    fields: [
      { name: "name", label: "staffName", kind: "text", required: true, max: 100 },
      { name: "name_en", label: "staffNameEn", kind: "text", max: 100, isEnglish: true },
      { name: "slug", label: "staffSlug", kind: "text", max: 80, hint: "staffSlugHint" },
      { name: "image", label: "staffIcon", kind: "icon", hint: "staffIconHint" },
      { name: "isActive", label: "staffShown", kind: "checkbox", isCheckedWhenNew: true },
      { name: "metaTitle", label: "staffMetaTitle", kind: "text", max: 60 },
      { name: "metaDescription", label: "staffMetaDescription", kind: "textarea", max: 160 },
      { name: "metaKeywords", label: "staffMetaKeywords", kind: "text", max: 300 },
    ],
    columns: ["name", "name_en", "image", "isActive"],
    isOrderable: true,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    deleteWarning: "staffCategoryDeleteWarning",
    rowLinks: [{ label: "staffParameters", to: "/admin/content/categories/:id/parameters" }],
  },
  table: categories,
  idKey: "id",
  sequenceKey: "sequence",
  searchColumns: [categories.name],
  toValues: (row) => ({
    name: String(row.name),
    name_en: englishOf(row.translations),
    slug: String(row.slugId),
    image: String(row.image ?? ""),
    isActive: Boolean(row.isActive),
    metaTitle: String(row.metaTitle ?? ""),
    metaDescription: String(row.metaDescription ?? ""),
    metaKeywords: String(row.metaKeywords ?? ""),
  }),
  toColumns: async (input, { db, current }) => ({
    name: text(input.name),
    translations: withEnglish(current?.translations, input.name_en),
    slugId: await uniqueSlug(
      db,
      categories,
      { slug: categories.slugId, id: categories.id },
      { slug: input.slug, name: input.name },
      (current?.id as number | undefined) ?? null,
    ),
    image: iconOf(input.image, current?.image),
    isActive: input.isActive === true,
    metaTitle: textOrNull(input.metaTitle),
    metaDescription: textOrNull(input.metaDescription),
    metaKeywords: textOrNull(input.metaKeywords),
  }),
  beforeDelete: async (db, id) => {
    const [[listed], [projected]] = await Promise.all([
      db
        .select({ n: count() })
        .from(properties)
        .where(eq(properties.categoryId, Number(id))),
      db
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.categoryId, Number(id))),
    ]);
    if ((listed?.n ?? 0) + (projected?.n ?? 0) > 0) throw new AppError("IN_USE", { messageKey: "staffCategoryInUse" });
  },
  afterWrite: dropHomeCaches,
});

const choiceKinds: readonly ParameterType[] = ["dropdown", "radio", "checkbox"];

/** Options as staff type them: one a line, "value | Vietnamese label | English label" (labels optional). */
export function parseParameterOptions(textValue: string): { value: string; label: string; labelEn?: string }[] {
  const options = textValue
    .split(/\r?\n/)
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter(([value]) => Boolean(value))
    .map(([value, label, labelEn]) => ({
      value: value!.slice(0, 100),
      label: (label || value!).slice(0, 100),
      ...(labelEn ? { labelEn: labelEn.slice(0, 100) } : {}),
    }));
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option.value)) throw new AppError("VALIDATION", { fields: { options: "staffOptionRepeated" } });
    seen.add(option.value);
  }
  return options;
}

export const formatParameterOptions = (options: { value: string; label: string; labelEn?: string }[]): string =>
  options.map((o) => [o.value, o.label, o.labelEn].filter((part) => part !== undefined && part !== "").join(" | ")).join("\n");

/**
 * The fields listings fill in (docs/architecture.md, "The API contract": a kind, options, a required flag). Editing one
 * leaves the answers listings stored alone: a removed option stays as written on the listings
 * that chose it, a new required flag applies when a listing is next saved. A parameter that
 * listings answered cannot be deleted (take it off its categories instead); its `code` is
 * fixed by the seed, since the listing filters read it.
 */
export const parametersTable = defineStaffTable({
  view: {
    key: "parameters",
    title: "staffParametersAll",
    intro: "staffParametersIntro",
    fields: [
      { name: "name", label: "staffName", kind: "text", required: true, max: 100 },
      { name: "name_en", label: "staffNameEn", kind: "text", max: 100, isEnglish: true },
      { name: "kind", label: "staffParameterKind", kind: "select", required: true },
      { name: "options", label: "staffParameterOptions", kind: "textarea", max: 5000, hint: "staffParameterOptionsHint" },
      { name: "unit", label: "staffParameterUnit", kind: "text", max: 20 },
      { name: "isRequired", label: "staffParameterRequired", kind: "checkbox" },
    ],
    columns: ["name", "kind", "isRequired"],
    isOrderable: false,
    canCreate: true,
    canDelete: true,
    isSearchable: true,
    deleteWarning: "staffParameterDeleteWarning",
  },
  table: parameters,
  idKey: "id",
  searchColumns: [parameters.name],
  toValues: (row) => ({
    name: String(row.name),
    name_en: englishOf(row.translations),
    kind: String(row.typeOfParameter),
    options: formatParameterOptions((row.typeValues as { value: string; label: string; labelEn?: string }[]) ?? []),
    unit: String(row.unit ?? ""),
    isRequired: Boolean(row.isRequired),
  }),
  toColumns: (input, { current }) => {
    const kind = text(input.kind) as ParameterType;
    if (!parameterTypes.includes(kind)) throw new AppError("VALIDATION", { fields: { kind: "invalidValue" } });
    const options = choiceKinds.includes(kind) ? parseParameterOptions(text(input.options)) : [];
    if (choiceKinds.includes(kind) && options.length === 0)
      throw new AppError("VALIDATION", { fields: { options: "staffOptionsRequired" } });
    return {
      name: text(input.name),
      translations: withEnglish(current?.translations, input.name_en),
      typeOfParameter: kind,
      typeValues: options,
      unit: textOrNull(input.unit),
      isRequired: input.isRequired === true,
    };
  },
  options: async () => ({ kind: parameterTypes.map((kind) => ({ value: kind, label: `staffParameterKind_${kind}` })) }),
  beforeDelete: async (db, id) => {
    const [answered] = await db
      .select({ n: count() })
      .from(propertyParameters)
      .where(eq(propertyParameters.parameterId, Number(id)));
    if ((answered?.n ?? 0) > 0) throw new AppError("IN_USE", { messageKey: "staffParameterInUse" });
  },
  afterWrite: dropHomeCaches,
});
