import { and, asc, desc, eq, gte, isNull, lt, ne, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
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
 * Up to `count` listings matching `where` nearest to `price`, closest first, ties by newer id;
 * fewer only when the group has no more.
 */
async function nearestPrice(db: Db, where: SQL, price: number, count: number): Promise<CardRow[]> {
  if (count <= 0) return [];
  // The nearest `count` of the group lie among the nearest `count` at or above the price and the nearest `count` below it.
  const [above, below] = await Promise.all([
    selectCards(db)
      .where(and(where, gte(properties.price, price)))
      .orderBy(asc(properties.price), desc(properties.id))
      .limit(count),
    selectCards(db)
      .where(and(where, lt(properties.price, price)))
      .orderBy(desc(properties.price), desc(properties.id))
      .limit(count),
  ]);
  const rows = ([...above, ...below] as CardRow[]).sort(
    (a, b) => Math.abs(a.property.price - price) - Math.abs(b.property.price - price) || b.property.id - a.property.id,
  );
  return rows.slice(0, count);
}

/** What "like this listing" reads of it. */
export interface SimilarSource {
  id: number;
  categoryId: number;
  propertyType: "sell" | "rent";
  price: number;
  wardCode: string | null;
}

function similarWhere(db: Db, source: SimilarSource): SQL {
  return propertyConditions(db, { categoryId: source.categoryId, propertyType: source.propertyType, excludeIds: [source.id] });
}

/**
 * Public listings like `source`: same category and type, itself excluded; listings without a
 * ward, then the same ward, then the others (the order of `ward_code = W desc`), each group by
 * the closest price. Each group is read from its nearest prices outward (properties_pub_similar_up and _down,
 * properties_pub_price), never sorted whole. Without their total: the detail page's strip.
 */
export async function similarCards(
  deps: ViewDeps,
  source: SimilarSource,
  input: { limit: number; offset: number; actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyCard[]> {
  return toCards(deps, await similarRows(deps.db, source, input.offset + input.limit, input.offset), {
    actor: input.actor,
    lang: input.lang,
  });
}

async function similarRows(db: Db, source: SimilarSource, wanted: number, offset: number): Promise<CardRow[]> {
  const where = similarWhere(db, source);
  const groups = source.wardCode
    ? [
        and(where, isNull(properties.wardCode))!,
        and(where, eq(properties.wardCode, source.wardCode))!,
        and(where, ne(properties.wardCode, source.wardCode))!,
      ]
    : [where];
  const rows: CardRow[] = [];
  for (const group of groups) {
    rows.push(...(await nearestPrice(db, group, source.price, wanted - rows.length)));
    if (rows.length >= wanted) break;
  }
  return rows.slice(offset, wanted);
}

/** get-all-similar-properties and get_property's get_simiilar: `similarCards` of a listing by id or slug, with their (capped) total. */
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
  const [rows, total] = await Promise.all([
    similarRows(db, source, input.offset + input.limit, input.offset),
    cappedCount(db, similarWhere(db, source)),
  ]);
  return { items: await toCards(deps, rows, { actor: input.actor, lang: input.lang }), total };
}
