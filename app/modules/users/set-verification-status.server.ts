import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/** Agent verification states (docs/product.md, "States"), as stored and as the API answers them. */
export const verificationStatuses = ["initial", "pending", "verified", "failed"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Staff set an account's verification status (the listing gate reads it); the change is audited. */
export async function setVerificationStatus(
  db: Db,
  input: { actor: Actor; userId: number; status: VerificationStatus },
): Promise<{ id: number; verification_status: VerificationStatus }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, status: users.verificationStatus })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND");
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
