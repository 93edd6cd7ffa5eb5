import { and, eq, sql, type SQL } from "drizzle-orm";
import { categories, favourites, properties, wards } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import { imageView } from "../../lib/storage/image-view.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import { pendingViews, recordView } from "./view-counter.server.ts";
import { badgeFromColumn, listingBadgeColumn, listingBadges, type ListingBadge } from "../verification/listing-badge.server.ts";

export interface ViewDeps {
  db: Db;
  storage: Pick<Storage, "url">;
}

/** A listing as lists show it (the API's field names). */
export interface PropertyCard {
  id: number;
  slug_id: string;
  title: string;
  price: number;
  property_type: "sell" | "rent";
  rentduration: string | null;
  category_id: number;
  category: { id: number; category: string; slug_id: string; image: string };
  address: string;
  city: string;
  state: string;
  country: string;
  ward: { code: string; name: string; slug: string } | null;
  latitude: number | null;
  longitude: number | null;
  title_image: string | null;
  title_image_width: number | null;
  title_image_height: number | null;
  title_image_srcset: string | null;
  area: number | null;
  price_per_m2: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  is_premium: boolean;
  is_promoted: boolean;
  is_favourite: boolean;
  /** The running verification badge: what staff checked and when (never the proof). */
  verified_listing: ListingBadge | null;
  total_views: number;
  total_likes: number;
  /** Kilometres from the asked point, when the query had one. */
  distance: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * What a page's card shows (app/components/properties/property-card.tsx), and all a page's loader
 * sends of a listing in a list: the API's card carries its address, coordinates, category,
 * counts and dates as well, which a page would encode into its HTML and the browser parse for
 * nothing.
 */
const cardViewFields = [
  "id",
  "slug_id",
  "title",
  "price",
  "property_type",
  "rentduration",
  "city",
  "ward",
  "title_image",
  "title_image_width",
  "title_image_height",
  "title_image_srcset",
  "area",
  "bedrooms",
  "bathrooms",
  "is_premium",
  "is_promoted",
  "is_favourite",
  "verified_listing",
  "total_likes",
] as const satisfies readonly (keyof PropertyCard)[];

export type CardView = Pick<PropertyCard, (typeof cardViewFields)[number]>;

/** A card as a page's loader sends it (`CardView`). */
export function cardView(card: PropertyCard): CardView {
  const view: Partial<Record<keyof CardView, unknown>> = {};
  for (const field of cardViewFields) view[field] = card[field];
  return view as CardView;
}

/** The listing columns a card shows (not the description, search document or review fields). */
const cardPropertyColumns = {
  id: properties.id,
  slugId: properties.slugId,
  title: properties.title,
  price: properties.price,
  propertyType: properties.propertyType,
  rentduration: properties.rentduration,
  categoryId: properties.categoryId,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  country: properties.country,
  latitude: properties.latitude,
  longitude: properties.longitude,
  titleImage: properties.titleImage,
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  isPremium: properties.isPremium,
  featuredUntil: properties.featuredUntil,
  totalViews: properties.totalViews,
  totalLikes: properties.totalLikes,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  translations: categories.translations,
  slugId: categories.slugId,
  image: categories.image,
};
export const wardColumns = { code: wards.code, name: wards.name, slug: wards.slug };

export type PropertyRow = typeof properties.$inferSelect;

export type CardRow = {
  property: Pick<PropertyRow, keyof typeof cardPropertyColumns>;
  category: { id: number; name: string; translations: Partial<Record<string, string>>; slugId: string; image: string };
  ward: { code: string; name: string; slug: string } | null;
  distance?: number | null;
  /** The running verification badge read with the row (`listingBadgeColumn`); absent, `toCards` reads it. */
  badge?: string | null;
};

/** A select of public-shaped card rows with category and ward joined; add where/order/limit. */
export function selectCards(db: Db, extra: Record<string, SQL<number>> = {}) {
  return db
    .select({
      property: cardPropertyColumns,
      category: categoryColumns,
      ward: wardColumns,
      badge: listingBadgeColumn(properties.id),
      ...extra,
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .leftJoin(wards, eq(wards.code, properties.wardCode));
}

/** Ids among `propertyIds` the actor has favourited. */
export async function favouriteIds(db: Db, actor: Actor | null | undefined, propertyIds: number[]): Promise<Set<number>> {
  if (!actor || propertyIds.length === 0) return new Set();
  // A member's every list asks this: one statement whatever the page size, built once.
  const statement = builtStatement(db, "favourite-ids", () =>
    db
      .select({ id: favourites.propertyId })
      .from(favourites)
      .where(and(eq(favourites.userId, sql.placeholder("user")), sql`${favourites.propertyId} = any(${sql.placeholder("ids")}::int[])`)),
  );
  const rows = (await statement.execute({ user: actor.id, ids: `{${propertyIds.join(",")}}` })) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Shapes card rows for the API and pages; flags the actor's favourites. */
export async function toCards(
  deps: ViewDeps,
  rows: CardRow[],
  options: { actor?: Actor | null; lang: LanguageCode },
): Promise<PropertyCard[]> {
  const ids = rows.map((r) => r.property.id);
  const unread = rows.filter((r) => r.badge === undefined).map((r) => r.property.id);
  const [favs, badges] = await Promise.all([favouriteIds(deps.db, options.actor, ids), listingBadges(deps.db, unread)]);
  const now = Date.now();
  const urlFor = (key: string) => deps.storage.url(key);
  return rows.map(({ property: p, category, ward, distance, badge }) => {
    const title = imageView(p.titleImage, urlFor);
    const area = p.area === null ? null : Number(p.area);
    return {
      id: p.id,
      slug_id: p.slugId,
      title: p.title,
      price: p.price,
      property_type: p.propertyType,
      rentduration: p.rentduration,
      category_id: p.categoryId,
      category: {
        id: category.id,
        category: localized(category.name, category.translations, options.lang),
        slug_id: category.slugId,
        image: category.image,
      },
      address: p.address,
      city: p.city,
      state: p.state,
      country: p.country,
      ward: ward ? { code: ward.code, name: ward.name, slug: ward.slug } : null,
      latitude: p.latitude,
      longitude: p.longitude,
      title_image: title?.url ?? null,
      title_image_width: title?.width ?? null,
      title_image_height: title?.height ?? null,
      title_image_srcset: title?.srcset ?? null,
      area,
      price_per_m2: area && area > 0 ? Math.round(p.price / area) : null,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      is_premium: p.isPremium,
      is_promoted: p.featuredUntil !== null && p.featuredUntil.getTime() > now,
      is_favourite: favs.has(p.id),
      verified_listing: badge === undefined ? (badges.get(p.id) ?? null) : badgeFromColumn(badge),
      total_views: p.totalViews + pendingViews(deps.db, p.id),
      total_likes: p.totalLikes,
      distance: distance === undefined || distance === null ? null : Math.round(Number(distance) * 100) / 100,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  });
}

/** Adds one view to a listing (detail opened by someone other than its owner), and the signed-in viewer's own; written in batches. */
export function countView(db: Db, propertyId: number, viewerId?: number): void {
  recordView(db, propertyId, viewerId);
}
