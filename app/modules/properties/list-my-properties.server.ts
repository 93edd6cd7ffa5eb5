import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { advertisements, properties, propertyInterests } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { staffListingScope, type ListingScope } from "../listings/staff-listing-scope.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { type ViewDeps } from "./property-view.server.ts";
import { selectDetails, toDetails, type DetailRow, type PropertyDetail } from "./property-detail-view.server.ts";
import type { Page } from "./search-properties.server.ts";
import { countPhoneReveals } from "./reveal-owner-phone.server.ts";

export interface ListMyPropertiesInput extends ListingScope {
  actor: Actor;
  id?: number;
  slugId?: string;
  status?: "active" | "inactive" | "sold" | "rented";
  requestStatus?: "pending" | "approved" | "rejected";
  propertyType?: "sell" | "rent";
  search?: string;
  limit: number;
  offset: number;
  lang: LanguageCode;
}

/** A listing as its owner's dashboard shows it: the detail plus review, expiry and demand. */
export interface MyProperty extends PropertyDetail {
  reject_reason: string | null;
  expires_at: string | null;
  is_expired: boolean;
  featured_until: string | null;
  /** The latest feature request's status, if any. */
  advertisement_status: string | null;
  total_interested_users: number;
  /** Viewers who revealed the owner's phone on this listing (each counted once). */
  phone_reveals: number;
}

/**
 * The owner's own listings, every status included, newest first (get-added-properties,
 * the dashboard, /my-property/{slug_id} with slugId). Staff with `scope: "all"` search
 * every owner's (by owner name or e-mail with `owner`).
 */
export async function listMyProperties(deps: ViewDeps, input: ListMyPropertiesInput): Promise<Page<MyProperty>> {
  const conditions: SQL[] = [staffListingScope(properties.userId, input)];
  if (input.id !== undefined) conditions.push(eq(properties.id, input.id));
  if (input.slugId) conditions.push(eq(properties.slugId, input.slugId));
  if (input.status) conditions.push(eq(properties.status, input.status));
  if (input.requestStatus) conditions.push(eq(properties.requestStatus, input.requestStatus));
  if (input.propertyType) conditions.push(eq(properties.propertyType, input.propertyType));
  if (input.search) conditions.push(sql`${properties.searchText} like '%' || immutable_unaccent(lower(${input.search})) || '%'`);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectDetails(deps.db).where(where).orderBy(desc(properties.createdAt), desc(properties.id)).limit(input.limit).offset(input.offset),
    deps.db.select({ total: count() }).from(properties).where(where),
  ]);
  const cardRows = rows as DetailRow[];
  const ids = cardRows.map((r) => r.property.id);
  const [details, interests, ads, reveals] = await Promise.all([
    toDetails(deps, cardRows, { actor: input.actor, lang: input.lang }),
    ids.length
      ? deps.db
          .select({ propertyId: propertyInterests.propertyId, n: count() })
          .from(propertyInterests)
          .where(inArray(propertyInterests.propertyId, ids))
          .groupBy(propertyInterests.propertyId)
      : Promise.resolve([]),
    ids.length
      ? deps.db
          .select({ propertyId: advertisements.propertyId, status: advertisements.status })
          .from(advertisements)
          .where(inArray(advertisements.propertyId, ids))
          .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
      : Promise.resolve([]),
    countPhoneReveals(deps.db, ids),
  ]);
  const now = Date.now();
  const items = details.map((detail, index) => {
    const p = cardRows[index]!.property;
    return {
      ...detail,
      reject_reason: p.rejectReason,
      expires_at: p.expiresAt?.toISOString() ?? null,
      is_expired: p.expiresAt !== null && p.expiresAt.getTime() <= now,
      featured_until: p.featuredUntil?.toISOString() ?? null,
      advertisement_status: ads.find((a) => a.propertyId === p.id)?.status ?? null,
      total_interested_users: interests.find((i) => i.propertyId === p.id)?.n ?? 0,
      phone_reveals: reveals.get(p.id) ?? 0,
    };
  });
  return { items, total: totalRow?.total ?? 0 };
}
