import { and, desc, eq, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { propertyConditions } from "./property-filters.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "./property-view.server.ts";
import { cappedCount, type Page } from "./search-properties.server.ts";

export interface ListSimilarInput {
  propertyId?: number;
  slugId?: string;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
}

/**
 * Public listings like the given one: same category and type, itself excluded; the same
 * ward first, then the closest price.
 */
export async function listSimilarProperties(deps: ViewDeps, input: ListSimilarInput): Promise<Page<PropertyCard>> {
  const { db } = deps;
  const key =
    input.propertyId !== undefined ? eq(properties.id, input.propertyId) : input.slugId ? eq(properties.slugId, input.slugId) : undefined;
  if (!key) throw new AppError("NOT_FOUND");
  const [source] = await db
    .select({
      id: properties.id,
      categoryId: properties.categoryId,
      propertyType: properties.propertyType,
      price: properties.price,
      wardCode: properties.wardCode,
    })
    .from(properties)
    .where(key);
  if (!source) throw new AppError("NOT_FOUND");
  const where = and(propertyConditions(db, { categoryId: source.categoryId, propertyType: source.propertyType, excludeIds: [source.id] }));
  // Same ward first when the listing has one (PostgreSQL refuses a bare constant in ORDER BY).
  const byPrice = sql`abs(${properties.price} - ${source.price}::bigint)`;
  const order = source.wardCode
    ? [desc(sql`(${properties.wardCode} = ${source.wardCode})`), byPrice, desc(properties.id)]
    : [byPrice, desc(properties.id)];
  const [rows, total] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset(input.offset),
    cappedCount(db, where!),
  ]);
  return { items: await toCards(deps, rows as CardRow[], { actor: input.actor, lang: input.lang }), total };
}
