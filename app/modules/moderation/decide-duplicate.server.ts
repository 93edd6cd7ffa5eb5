import { and, eq, inArray, sql } from "drizzle-orm";
import { duplicateCandidates, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { staffRoles } from "../../lib/roles.ts";
import { notifyOwner, type NotifyDeps } from "../notifications/notify-owner.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { decideListing } from "./moderate-listing.server.ts";

export type DuplicateDecision = "merge" | "reject" | "allow";

const statusAfter = { merge: "merged", reject: "rejected", allow: "allowed" } as const;

/**
 * A moderator's decision on an open pair of likely duplicates (docs/product.md, "Duplicate
 * listings"). merge: the newer listing is rejected as a duplicate of the older (reason given or
 * a standard one), so search shows the older alone; reject: the newer is rejected with the
 * moderator's reason; allow: both stay, and the pair is never raised again. The pair is taken
 * by an update that itself proves the actor is staff and the pair still open; the listing's
 * change, the pair and the audit record are one transaction, and the owner is told after.
 */
export async function decideDuplicate(
  deps: NotifyDeps,
  input: { actor: Actor; id: number; decision: DuplicateDecision; reason?: string },
): Promise<{ id: number; status: string }> {
  const status = statusAfter[input.decision];
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && !reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
  const result = await deps.db.transaction(async (tx) => {
    const [pair] = await tx
      .update(duplicateCandidates)
      .set({ status, decidedBy: input.actor.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(duplicateCandidates.id, input.id),
          eq(duplicateCandidates.status, "open"),
          sql`exists (select 1 from ${users} where ${users.id} = ${input.actor.id} and ${inArray(users.role, [...staffRoles])} and not ${users.banned})`,
        ),
      )
      .returning();
    if (!pair) {
      const [existing] = await tx
        .select({ status: duplicateCandidates.status })
        .from(duplicateCandidates)
        .where(eq(duplicateCandidates.id, input.id));
      if (!existing) throw new AppError("NOT_FOUND");
      if (existing.status !== "open") throw new AppError("ALREADY_DECIDED");
      throw new AppError("FORBIDDEN");
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `duplicate.${input.decision}`,
      entityType: "duplicate_candidate",
      entityId: pair.id,
      before: "open",
      after: { status, property: pair.propertyId, original: pair.originalId },
      reason,
    });
    if (input.decision === "allow") return { pair, decided: null };
    const decided = await decideListing(tx, deps, {
      actor: input.actor,
      kind: "property",
      id: pair.propertyId,
      decision: "reject",
      reason: reason ?? `Tin trùng với tin đăng #${pair.originalId} (Duplicate of listing #${pair.originalId})`,
      duplicateOfId: input.decision === "merge" ? pair.originalId : undefined,
    });
    return { pair, decided };
  });
  if (result.decided?.notice && result.decided.userId !== null) await notifyOwner(deps, result.decided.userId, result.decided.notice);
  return { id: result.pair.id, status };
}
