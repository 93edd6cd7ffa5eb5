import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { staffRoleHeld } from "../../lib/staff-role.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/** Agent verification states (docs/product.md, "States"), as stored and as the API answers them. */
export const verificationStatuses = ["initial", "pending", "verified", "failed"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/**
 * Staff (moderators and admins, as stored now) set an account's verification status, which
 * the listing gate reads and the verified badge shows; the change is audited.
 */
export async function setVerificationStatus(
  db: Db,
  input: { actor: Actor; userId: number; status: VerificationStatus },
): Promise<{ id: number; verification_status: VerificationStatus }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, status: users.verificationStatus, allowed: staffRoleHeld(input.actor, ["moderator"]).mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND");
    if (!row.allowed) throw new AppError("FORBIDDEN");
    await tx.update(users).set({ verificationStatus: input.status }).where(eq(users.id, row.id));
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "user.verification_status",
      entityType: "user",
      entityId: row.id,
      before: row.status,
      after: input.status,
    });
    return { id: row.id, verification_status: input.status };
  });
}
