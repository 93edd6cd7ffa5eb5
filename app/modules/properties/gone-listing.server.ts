import { and, eq, ne, or, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { similarCards } from "./list-similar-properties.server.ts";
import { cardView, type CardView, type ViewDeps } from "./property-view.server.ts";

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

/** What `findGoneListing` reads of the listing: why it went, its kind, and the listings like it. */
export interface GoneSource {
  reason: GoneReason;
  categoryId: number;
  propertyType: "sell" | "rent";
  wardCode: string | null;
  similar: CardView[];
}

/**
 * The listing at `slug` if it was approved and is not public now (db/schema/properties.ts:
 * `listingStatuses`; public is approved, active and unexpired), else null. A listing never
 * approved (pending, rejected) was never public: its address stays unknown.
 */
export async function findGoneListing(
  deps: ViewDeps,
  input: { slug: string; lang: LanguageCode; actor?: Actor | null },
): Promise<GoneSource | null> {
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
  const similar = await similarCards(deps, row, { limit: 8, offset: 0, actor: input.actor, lang: input.lang });
  return {
    reason: row.status === "sold" ? "sold" : row.status === "rented" ? "rented" : row.status === "inactive" ? "withdrawn" : "expired",
    categoryId: row.categoryId,
    propertyType: row.propertyType,
    wardCode: row.wardCode,
    similar: similar.map(cardView),
  };
}
