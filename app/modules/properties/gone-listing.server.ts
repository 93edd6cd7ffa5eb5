import { and, eq, ne, or, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { keptCategories, keptWards } from "../filters/filter-options.server.ts";
import { listingHref } from "./listing-query.ts";
import { similarCards } from "./list-similar-properties.server.ts";
import { cardView, type CardView } from "./property-view.server.ts";

/** Why a listing that was public is no longer shown. */
export type GoneReason = "sold" | "rented" | "expired" | "withdrawn";

/**
 * What a visitor sees at the address of a listing that was public and is not any more (sold,
 * rented, taken down by its owner, or past its expiry): why, and the public listings like it.
 * Never its title, photos, price or owner: the owner took it down, or its time ran out.
 */
export interface GoneListing {
  reason: GoneReason;
  /** Its category and ward, by name, for the heading of the listings like it. */
  category: string | null;
  ward: string | null;
  similar: CardView[];
  /** The list page with the same category, type and ward. */
  moreHref: string;
}

/**
 * The listing at `slug` if it was approved and is not public now (db/schema/properties.ts:
 * `listingStatuses`; public is approved, active and unexpired), else null. A listing never
 * approved (pending, rejected) was never public: its address stays unknown.
 */
export async function findGoneListing(
  deps: Pick<Services, "db" | "env" | "storage">,
  input: { slug: string; lang: LanguageCode; actor?: Actor | null },
): Promise<GoneListing | null> {
  const { db } = deps;
  const statement = builtStatement(db, "detail:gone", () =>
    db
      .select({
        id: properties.id,
        status: properties.status,
        categoryId: properties.categoryId,
        propertyType: properties.propertyType,
        price: properties.price,
        wardCode: properties.wardCode,
      })
      .from(properties)
      .where(
        and(
          eq(properties.slugId, sql.placeholder("slug")),
          eq(properties.requestStatus, "approved"),
          or(ne(properties.status, "active"), sql`${properties.expiresAt} <= now()`),
        ),
      )
      .limit(1),
  );
  const [row] = (await statement.execute({ slug: input.slug })) as {
    id: number;
    status: string;
    categoryId: number;
    propertyType: "sell" | "rent";
    price: number;
    wardCode: string | null;
  }[];
  if (!row) return null;
  const [categories, wards, similar] = await Promise.all([
    keptCategories(deps, input.lang),
    keptWards(deps),
    similarCards(deps, row, { limit: 8, offset: 0, actor: input.actor, lang: input.lang }),
  ]);
  const category = categories.items.find((c) => c.id === row.categoryId);
  const ward = row.wardCode ? wards.items.find((w) => w.code === row.wardCode) : undefined;
  return {
    reason: row.status === "sold" ? "sold" : row.status === "rented" ? "rented" : row.status === "inactive" ? "withdrawn" : "expired",
    category: category?.category ?? null,
    ward: ward?.city ?? null,
    similar: similar.map(cardView),
    moreHref: listingHref("/properties", { category: category?.slug_id, property_type: row.propertyType, ward: ward?.slug }),
  };
}
