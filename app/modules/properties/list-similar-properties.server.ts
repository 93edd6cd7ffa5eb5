import { and, asc, desc, eq, gte, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import { propertyConditions } from "./property-filters.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "./property-view.server.ts";
import { cappedCount } from "./match-count.server.ts";
import type { Page } from "./search-properties.server.ts";

export interface ListSimilarInput {
  propertyId?: number;
  slugId?: string;
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
}

/** A listing's group among those like it: all of them, or by where its ward lies against the source's. */
type Group = "all" | "noWard" | "sameWard" | "otherWard";

/**
 * The `count` listings of `group` nearest to the source's price on one side of it (at or above,
 * nearest first; below, nearest first), ties by newer id: through a statement built once per
 * shape, since building the card select costs more than running it.
 */
function nearestOnOneSide(db: Db, source: SimilarSource, group: Group, side: "above" | "below", count: number): Promise<CardRow[]> {
  // A count is the API's offset + limit: past builtStatement's cap, built per call.
  const statement = builtStatement(db, `similar:${group}:${side}:${count}`, () => {
    const ward = sql.placeholder("wardCode");
    const price = sql.placeholder("price");
    const where = and(
      similarWhere(db, {
        id: sql.placeholder("id") as unknown as number,
        categoryId: sql.placeholder("categoryId") as unknown as number,
        propertyType: sql.placeholder("propertyType") as unknown as SimilarSource["propertyType"],
      }),
      group === "noWard"
        ? isNull(properties.wardCode)
        : group === "sameWard"
          ? eq(properties.wardCode, ward)
          : group === "otherWard"
            ? ne(properties.wardCode, ward)
            : undefined,
      side === "above" ? gte(properties.price, price) : lt(properties.price, price),
    );
    return selectCards(db)
      .where(where)
      .orderBy(side === "above" ? asc(properties.price) : desc(properties.price), desc(properties.id))
      .limit(literalLimit(count));
  });
  const values: Record<string, unknown> = {
    id: source.id,
    categoryId: source.categoryId,
    propertyType: source.propertyType,
    price: source.price,
  };
  if (group === "sameWard" || group === "otherWard") values.wardCode = source.wardCode;
  return statement.execute(values) as Promise<CardRow[]>;
}

/**
 * Up to `count` listings of `group` nearest to the source's price, closest first, ties by newer
 * id; fewer only when the group has no more.
 */
async function nearestPrice(db: Db, source: SimilarSource, group: Group, count: number): Promise<CardRow[]> {
  if (count <= 0) return [];
  const price = source.price;
  // The nearest `count` of the group lie among the nearest `count` at or above the price and the nearest `count` below it.
  const [above, below] = await Promise.all([
    nearestOnOneSide(db, source, group, "above", count),
    nearestOnOneSide(db, source, group, "below", count),
  ]);
  const rows = [...above, ...below].sort(
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

function similarWhere(db: Db, source: Pick<SimilarSource, "id" | "categoryId" | "propertyType">): SQL {
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
  const groups: Group[] = source.wardCode ? ["noWard", "sameWard", "otherWard"] : ["all"];
  const rows: CardRow[] = [];
  for (const group of groups) {
    rows.push(...(await nearestPrice(db, source, group, wanted - rows.length)));
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
