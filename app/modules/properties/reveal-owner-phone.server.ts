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

/** Who asks for a number: a signed-in user, else the client's address. */
const viewerKey = (actor: Actor | null, ip: string) => (actor ? `u:${actor.id}` : `ip:${ip}`);

/**
 * A member's phone with its Zalo link, where their contact is shown at all (a paid owner,
 * docs/product.md, "Who uses it"; never a banned account's). Every reveal by another viewer than
 * the member or staff counts against the viewer's hourly allowance (`phoneRevealRule`), whichever
 * page it came from: a listing's card or the agent's page.
 */
async function revealPhoneOf(
  deps: Pick<ViewDeps, "db">,
  input: { actor: Actor | null; memberId: number; ip: string },
): Promise<{ mobile: string; zalo_url: string; counted: boolean }> {
  const [member] = await deps.db
    .select({ id: users.id, role: users.role, phone: users.phoneNumber, banned: users.banned })
    .from(users)
    .where(eq(users.id, input.memberId));
  if (!member?.phone || member.banned || !(await canShowOwnerContact(deps.db, member))) throw new AppError("NOT_FOUND");
  const counted = input.actor?.id !== member.id && !isStaff(input.actor);
  if (counted) await enforceRateLimit(deps.db, `phone-reveal:${viewerKey(input.actor, input.ip)}`, phoneRevealRule);
  return { mobile: member.phone, zalo_url: zaloUrl(member.phone), counted };
}

/**
 * A listing owner's phone number for one viewer, with its Zalo link. Only where the owner's
 * contact is shown at all and the listing is visible to the viewer (premium ones need the
 * entitlement). Each viewer (signed-in user, else client address) is counted once per listing
 * (the owner's listing figures) and limited per hour; the owner's own look is neither.
 */
export async function revealOwnerPhone(
  deps: ViewDeps,
  input: { actor: Actor | null; propertyId: number; ip: string; lang: LanguageCode },
): Promise<{ mobile: string; zalo_url: string }> {
  const { row, isLocked } = await findVisibleListing(deps, { id: input.propertyId, actor: input.actor, lang: input.lang });
  if (isLocked) throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.premium_properties });
  if (row.property.userId === null) throw new AppError("NOT_FOUND");
  const { mobile, zalo_url, counted } = await revealPhoneOf(deps, { actor: input.actor, memberId: row.property.userId, ip: input.ip });
  if (counted) {
    await deps.db
      .insert(phoneReveals)
      .values({ propertyId: row.property.id, viewer: viewerKey(input.actor, input.ip) })
      .onConflictDoNothing();
  }
  return { mobile, zalo_url };
}

/**
 * An agent's phone for the agent's page (which shows it masked, like a listing's card): the same
 * rule and hourly allowance as a listing's reveal; it names no listing, so no listing counts it.
 */
export async function revealAgentPhone(
  deps: Pick<ViewDeps, "db">,
  input: { actor: Actor | null; agentId: number; ip: string },
): Promise<{ mobile: string; zalo_url: string }> {
  const { mobile, zalo_url } = await revealPhoneOf(deps, { actor: input.actor, memberId: input.agentId, ip: input.ip });
  return { mobile, zalo_url };
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
