import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { categories, categoryCounts, categoryParameters, parameters } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { pagedTotal, totalColumn } from "../../lib/paged-total.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { sweepExpiredFromMapNow } from "../properties/sweep-map-expiry.server.ts";

export interface CategoryParameter {
  id: number;
  code: string | null;
  name: string;
  type_of_parameter: string;
  type_values: { value: string; label: string }[];
  unit: string | null;
  is_required: boolean;
  image: string;
}

export interface CategoryItem {
  id: number;
  category: string;
  slug_id: string;
  image: string;
  sequence: number;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  properties_count: number;
  parameter_types: CategoryParameter[];
}

export interface ListCategoriesInput {
  limit: number;
  offset: number;
  search?: string;
  hasProperty?: boolean;
  lang: LanguageCode;
}

function localized(name: string, translations: Record<string, string | undefined>, lang: LanguageCode): string {
  return lang === "vi" ? name : (translations[lang] ?? name);
}

type ParameterRow = Pick<
  typeof parameters.$inferSelect,
  "id" | "code" | "name" | "translations" | "typeOfParameter" | "typeValues" | "unit" | "isRequired" | "image"
>;

/** A category's parameters in their order, read with the category in the same statement. */
function parametersColumn() {
  return sql<ParameterRow[]>`(
    select coalesce(json_agg(json_build_object(
      'id', ${parameters.id}, 'code', ${parameters.code}, 'name', ${parameters.name},
      'translations', ${parameters.translations}, 'typeOfParameter', ${parameters.typeOfParameter},
      'typeValues', ${parameters.typeValues}, 'unit', ${parameters.unit},
      'isRequired', ${parameters.isRequired}, 'image', ${parameters.image}
    ) order by ${categoryParameters.sequence}, ${categoryParameters.parameterId}), '[]'::json)
    from ${categoryParameters} join ${parameters} on ${parameters.id} = ${categoryParameters.parameterId}
    where ${categoryParameters.categoryId} = ${categories.id}
  )`;
}

/**
 * Active categories with their parameters and count of public listings (get_categories). The
 * counts are read from category_counts, which triggers keep current.
 */
export async function listCategories(db: Db, input: ListCategoriesInput): Promise<{ items: CategoryItem[]; total: number }> {
  await sweepExpiredFromMapNow(db);
  const conditions: SQL[] = [eq(categories.isActive, true)];
  if (input.search) {
    const needle = `%${input.search.toLowerCase()}%`;
    conditions.push(
      sql`(immutable_unaccent(lower(${categories.name})) like immutable_unaccent(${needle})
        or immutable_unaccent(lower(coalesce(${categories.translations}->>'en', ''))) like immutable_unaccent(${needle})
        or immutable_unaccent(lower(${categories.name})) % immutable_unaccent(${input.search.toLowerCase()}))`,
    );
  }
  if (input.hasProperty) conditions.push(sql`coalesce(${categoryCounts.count}, 0) > 0`);
  const where = and(...conditions);
  const rows = await db
    .select({
      category: categories,
      propertiesCount: sql<number>`coalesce(${categoryCounts.count}, 0)`.mapWith(Number),
      parameters: parametersColumn(),
      total: totalColumn(),
    })
    .from(categories)
    .leftJoin(categoryCounts, eq(categoryCounts.categoryId, categories.id))
    .where(where)
    .orderBy(asc(categories.sequence), asc(categories.id))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pagedTotal(rows, input.offset, async () => {
    const [row] = await db
      .select({ total: count() })
      .from(categories)
      .leftJoin(categoryCounts, eq(categoryCounts.categoryId, categories.id))
      .where(where);
    return row?.total ?? 0;
  });
  const items = rows.map(({ category, propertiesCount, parameters: categoryParameterRows }) => ({
    id: category.id,
    category: localized(category.name, category.translations, input.lang),
    slug_id: category.slugId,
    image: category.image,
    sequence: category.sequence,
    meta_title: category.metaTitle,
    meta_description: category.metaDescription,
    meta_keywords: category.metaKeywords,
    properties_count: propertiesCount,
    parameter_types: categoryParameterRows.map((parameter) => ({
      id: parameter.id,
      code: parameter.code,
      name: localized(parameter.name, parameter.translations, input.lang),
      type_of_parameter: parameter.typeOfParameter,
      type_values: parameter.typeValues.map((option) => ({
        value: option.value,
        label: input.lang === "en" && option.labelEn ? option.labelEn : option.label,
      })),
      unit: parameter.unit,
      is_required: parameter.isRequired,
      image: parameter.image,
    })),
  }));
  return { items, total };
}
