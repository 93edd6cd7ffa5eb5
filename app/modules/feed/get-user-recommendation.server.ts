import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { literalLimit } from "../../lib/literal-limit.server.ts";
import { blocks, favourites, properties, propertyFacilities, propertyViews, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { propertyConditions } from "../properties/property-filters.server.ts";
import { selectCards, toCards, type CardRow, type PropertyCard, type ViewDeps } from "../properties/property-view.server.ts";
import type { Page } from "../../lib/page.ts";
import { getPersonalisedFields } from "./personalised-fields.server.ts";
import type { PersonalisedFields } from "./personalised-fields-schema.ts";

/** Listings ranked per request: the most viewed this many that fit, so a broad preference never ranks the whole city. */
export const recommendationPool = 500;
/** The newest favourites and views read as signals. */
const signalLimit = 200;
/** Without a saved preference, recommendations stay within the user's strongest categories. */
const signalCategories = 5;

/** Affinity points; popularity (log of likes and views) adds well under half a point, so it only breaks ties. */
const weights = { favouriteCategory: 3, viewedCategory: 1, favouriteWard: 1, viewedWard: 0.5, facility: 1 };

export interface UserRecommendationInput {
  actor: Actor;
  offset: number;
  limit: number;
  lang: LanguageCode;
}

/** Category and ward affinities from what the user favourited and opened. */
async function readSignals(deps: ViewDeps, actor: Actor): Promise<{ categories: Map<number, number>; wards: Map<string, number> }> {
  const [liked, viewed] = await Promise.all([
    deps.db
      .select({ categoryId: properties.categoryId, wardCode: properties.wardCode })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(eq(favourites.userId, actor.id))
      .orderBy(desc(favourites.createdAt))
      .limit(signalLimit),
    deps.db
      .select({ categoryId: properties.categoryId, wardCode: properties.wardCode, views: propertyViews.views })
      .from(propertyViews)
      .innerJoin(properties, eq(properties.id, propertyViews.propertyId))
      .where(eq(propertyViews.userId, actor.id))
      .orderBy(desc(propertyViews.lastViewedAt))
      .limit(signalLimit),
  ]);
  const categories = new Map<number, number>();
  const wards = new Map<string, number>();
  const add = <K>(map: Map<K, number>, key: K | null, weight: number) => {
    if (key !== null) map.set(key, (map.get(key) ?? 0) + weight);
  };
  for (const row of liked) {
    add(categories, row.categoryId, weights.favouriteCategory);
    add(wards, row.wardCode, weights.favouriteWard);
  }
  for (const row of viewed) {
    // A listing opened again and again counts more, up to twice a single opening.
    const strength = row.views >= 3 ? 2 : 1;
    add(categories, row.categoryId, weights.viewedCategory * strength);
    add(wards, row.wardCode, weights.viewedWard * strength);
  }
  return { categories, wards };
}

/** What every recommendation must satisfy: public, fitting the preference, not the user's own, no blocked owner, not already favourited. */
function fitCondition(deps: ViewDeps, actor: Actor, prefs: PersonalisedFields | null, categoryIds: number[]): SQL {
  const city = prefs?.city
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`);
  return and(
    propertyConditions(deps.db, {
      propertyType: prefs?.propertyType ?? undefined,
      minPrice: prefs?.minPrice ?? undefined,
      maxPrice: prefs?.maxPrice ?? undefined,
    }),
    categoryIds.length ? inArray(properties.categoryId, categoryIds) : undefined,
    city
      ? sql`immutable_unaccent(lower(${properties.city} || ' ' || ${properties.wardName})) like immutable_unaccent(${`%${city}%`})`
      : undefined,
    sql`(${properties.userId} is null or ${properties.userId} <> ${actor.id})`,
    sql`not exists (select 1 from ${users} where ${users.id} = ${properties.userId} and ${users.banned})`,
    sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${actor.id} and ${blocks.blockedId} = ${properties.userId})
          or (${blocks.blockerId} = ${properties.userId} and ${blocks.blockedId} = ${actor.id}))`,
    sql`not exists (select 1 from ${favourites} where ${favourites.userId} = ${actor.id} and ${favourites.propertyId} = ${properties.id})`,
  )!;
}

/**
 * get_user_recommendation: public listings that fit the saved preference (categories, price
 * range, type and city are required; listings near the chosen facilities rank higher), ranked
 * by the categories and wards of what the user favourited and opened, then by popularity.
 * Without a preference, the user's strongest categories bound the list; without either, the
 * most viewed listings come first. Never the user's own, a blocked owner's or a favourite.
 */
export async function getUserRecommendation(deps: ViewDeps, input: UserRecommendationInput): Promise<Page<PropertyCard>> {
  const { actor } = input;
  const [prefs, signals] = await Promise.all([getPersonalisedFields(deps.db, actor), readSignals(deps, actor)]);
  const categoryIds = prefs
    ? prefs.categoryIds
    : [...signals.categories]
        .sort((a, b) => b[1] - a[1] || b[0] - a[0])
        .slice(0, signalCategories)
        .map(([id]) => id);
  const facilityIds = prefs?.facilityIds ?? [];
  // The pool in one statement, its limit in the text: a generic plan then walks the most-viewed
  // index and stops at the pool's end (with the limit bound, it planned for a tenth of the
  // listings, and the pool, read twice for the page and its count, cost a member's home 25–40 ms
  // of PostgreSQL at 10k listings). The pool is ranked here: the affinities were a CASE of
  // every signal's category and ward, a statement text of its own for each member.
  const pool = await deps.db
    .select({
      id: properties.id,
      categoryId: properties.categoryId,
      wardCode: properties.wardCode,
      totalLikes: properties.totalLikes,
      totalViews: properties.totalViews,
      facilities: facilityIds.length
        ? sql<number>`(select count(*) from ${propertyFacilities} where ${propertyFacilities.propertyId} = ${properties.id} and ${inArray(propertyFacilities.facilityId, facilityIds)})::int`
        : sql<number>`0`,
    })
    .from(properties)
    .where(fitCondition(deps, actor, prefs, categoryIds))
    .orderBy(desc(properties.totalViews), desc(properties.id))
    .limit(literalLimit(recommendationPool));
  const score = (row: (typeof pool)[number]) =>
    (signals.categories.get(row.categoryId) ?? 0) +
    (row.wardCode === null ? 0 : (signals.wards.get(row.wardCode) ?? 0)) +
    Number(row.facilities) * weights.facility +
    Math.log(1 + row.totalLikes) * 0.05 +
    Math.log(1 + row.totalViews) * 0.02;
  const ranked = pool
    .map((row) => ({ id: row.id, totalViews: row.totalViews, score: score(row) }))
    .sort((a, b) => b.score - a.score || b.totalViews - a.totalViews || b.id - a.id);
  const pageIds = ranked.slice(input.offset, input.offset + input.limit).map((row) => row.id);
  const rows = pageIds.length ? ((await selectCards(deps.db).where(inArray(properties.id, pageIds))) as CardRow[]) : [];
  const position = new Map(pageIds.map((id, index) => [id, index]));
  rows.sort((a, b) => position.get(a.property.id)! - position.get(b.property.id)!);
  return { items: await toCards(deps, rows, { actor, lang: input.lang }), total: pool.length };
}
