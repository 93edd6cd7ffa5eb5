import { count, eq, inArray } from "drizzle-orm";
import { phoneReveals, users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { enforceRateLimit, type RateLimitRule } from "../../lib/rate-limit.server.ts";
import { canShowOwnerContact } from "../packages/has-entitlement.server.ts";
import { packageRequiredMessage } from "../packages/package-features.ts";
import { findVisibleListing } from "./get-property-detail.server.ts";
import { zaloUrl } from "./owner-phone.ts";
import type { ViewDeps } from "./property-view.server.ts";

/** Reveals one viewer may make: enough to compare a few dozen listings an hour, too few to harvest numbers. */
export const phoneRevealRule: RateLimitRule = { window: 3600, max: 30 };

/**
 * A listing owner's phone number for one viewer, with its Zalo link. Only where the owner's
 * contact is shown at all (a paid owner, docs/product.md, "Who uses it") and the listing is visible to the
 * viewer (premium ones need the entitlement). Each viewer (signed-in user, else client
 * address) is counted once per listing and limited per hour; the owner's own look is neither.
 */
export async function revealOwnerPhone(
  deps: ViewDeps,
  input: { actor: Actor | null; propertyId: number; ip: string; lang: LanguageCode },
): Promise<{ mobile: string; zalo_url: string }> {
  const { row, isOwner, isLocked } = await findVisibleListing(deps, { id: input.propertyId, actor: input.actor, lang: input.lang });
  if (isLocked) throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.premium_properties });
  if (row.property.userId === null) throw new AppError("NOT_FOUND");
  const [owner] = await deps.db
    .select({ id: users.id, role: users.role, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, row.property.userId));
  if (!owner?.phone || !(await canShowOwnerContact(deps.db, owner))) throw new AppError("NOT_FOUND");
  if (!isOwner && !isStaff(input.actor)) {
    const viewer = input.actor ? `u:${input.actor.id}` : `ip:${input.ip}`;
    await enforceRateLimit(deps.db, `phone-reveal:${viewer}`, phoneRevealRule);
    await deps.db.insert(phoneReveals).values({ propertyId: row.property.id, viewer }).onConflictDoNothing();
  }
  return { mobile: owner.phone, zalo_url: zaloUrl(owner.phone) };
}

/** How many viewers revealed the phone of each listing (the owner's listing stats). */
export async function countPhoneReveals(db: Db, propertyIds: number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({ propertyId: phoneReveals.propertyId, n: count() })
    .from(phoneReveals)
    .where(inArray(phoneReveals.propertyId, propertyIds))
    .groupBy(phoneReveals.propertyId);
  return new Map(rows.map((r) => [r.propertyId, r.n]));
}
