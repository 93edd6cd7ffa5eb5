import { and, count, desc, eq } from "drizzle-orm";
import { favourites, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "./property-view.server.ts";
import type { Page } from "./search-properties.server.ts";

/** The actor's favourite listings that are still public, latest favourite first (get_favourite_property). */
export async function listFavourites(
  deps: ViewDeps,
  input: { actor: Actor; limit: number; offset: number; lang: LanguageCode },
): Promise<Page<PropertyCard>> {
  const where = and(eq(favourites.userId, input.actor.id), publicPropertyCondition());
  const [rows, [totalRow]] = await Promise.all([
    selectCards(deps.db)
      .innerJoin(favourites, eq(favourites.propertyId, properties.id))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(properties.id))
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: count() }).from(favourites).innerJoin(properties, eq(properties.id, favourites.propertyId)).where(where),
  ]);
  return { items: await toCards(deps, rows as CardRow[], { actor: input.actor, lang: input.lang }), total: totalRow?.total ?? 0 };
}
