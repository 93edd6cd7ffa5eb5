import { and, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { properties, verificationRequests, type ListingCheck } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** The public badge of a verified listing: what staff checked, when, and until when it holds. Never the proof. */
export interface ListingBadge {
  checks: ListingCheck[];
  verified_at: string;
  verified_until: string;
}

/** True while the listing holds a verified request that has not lapsed (search's "verified listings" filter). */
export function isVerifiedListing(propertyId: unknown) {
  return sql`exists (select 1 from ${verificationRequests} where ${verificationRequests.propertyId} = ${propertyId} and ${verificationRequests.kind} = 'listing' and ${verificationRequests.status} = 'verified' and ${verificationRequests.verifiedUntil} > now())`;
}

/**
 * The running badge of the listing whose id a select reads, as one column of that select
 * (decoded by `badgeFromColumn`): lists read it with their rows instead of by a second
 * statement. A scalar subquery in the select list, which PostgreSQL evaluates after a sort
 * and limit, for the returned rows only. The same request as `listingBadges` picks.
 */
export function listingBadgeColumn(propertyId: unknown): SQL<string | null> {
  const r = verificationRequests;
  return sql<string | null>`(select json_build_array(${r.checks}, ${r.decidedAt}::text, ${r.verifiedUntil}::text)::text from ${r}
    where ${r.propertyId} = ${propertyId} and ${r.kind} = 'listing' and ${r.status} = 'verified' and ${r.verifiedUntil} > now()
    order by ${r.decidedAt} desc limit 1)`;
}

/** A badge from `listingBadgeColumn`'s value, its times decoded as the columns' own values are. */
export function badgeFromColumn(value: string | null): ListingBadge | null {
  if (value === null) return null;
  const [checks, decidedAt, verifiedUntil] = JSON.parse(value) as [ListingCheck[], string, string];
  return {
    checks,
    verified_at: (verificationRequests.decidedAt.mapFromDriverValue(decidedAt) as Date).toISOString(),
    verified_until: (verificationRequests.verifiedUntil.mapFromDriverValue(verifiedUntil) as Date).toISOString(),
  };
}

/** The running badge of each listing that has one. */
export async function listingBadges(db: Db, propertyIds: number[]): Promise<Map<number, ListingBadge>> {
  const badges = new Map<number, ListingBadge>();
  if (propertyIds.length === 0) return badges;
  const rows = await db
    .select({
      propertyId: verificationRequests.propertyId,
      checks: verificationRequests.checks,
      decidedAt: verificationRequests.decidedAt,
      verifiedUntil: verificationRequests.verifiedUntil,
    })
    .from(verificationRequests)
    .where(
      and(
        inArray(verificationRequests.propertyId, propertyIds),
        eq(verificationRequests.kind, "listing"),
        eq(verificationRequests.status, "verified"),
        gt(verificationRequests.verifiedUntil, sql`now()`),
      ),
    )
    .orderBy(desc(verificationRequests.decidedAt));
  for (const row of rows) {
    if (row.propertyId === null || badges.has(row.propertyId)) continue;
    badges.set(row.propertyId, {
      checks: row.checks,
      verified_at: row.decidedAt!.toISOString(),
      verified_until: row.verifiedUntil!.toISOString(),
    });
  }
  return badges;
}

/** What the owner sees of their listing's verification: the badge, the latest request and why it failed. */
export interface ListingVerificationView {
  property_id: number;
  title: string;
  slug_id: string;
  badge: ListingBadge | null;
  status: "none" | "pending" | "verified" | "failed";
  reason: string | null;
  submitted_at: string | null;
}

export async function getListingVerification(db: Db, input: { actor: Actor; propertyId: number }): Promise<ListingVerificationView> {
  const [property] = await db
    .select({ id: properties.id, title: properties.title, slugId: properties.slugId })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), eq(properties.userId, input.actor.id)));
  if (!property) throw new AppError("NOT_FOUND");
  const [latest] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.propertyId, property.id), eq(verificationRequests.kind, "listing")))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(1);
  const badge = (await listingBadges(db, [property.id])).get(property.id) ?? null;
  return {
    property_id: property.id,
    title: property.title,
    slug_id: property.slugId,
    badge,
    status: latest ? latest.status : "none",
    reason: latest?.status === "failed" ? latest.reason : null,
    submitted_at: latest?.createdAt.toISOString() ?? null,
  };
}
