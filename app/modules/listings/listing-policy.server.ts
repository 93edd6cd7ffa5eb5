import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { getSetting } from "../settings/get-settings.server.ts";

async function lister(db: Db, actor: Actor) {
  const [user] = await db
    .select({ verificationStatus: users.verificationStatus, isVerifiedAgent: users.isVerifiedAgent })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) throw new AppError("USER_NOT_FOUND");
  return user;
}

/**
 * The verification gate before listing (docs/product.md, "States"). When the setting
 * verification_required_for_user is on: "verified" (the settings' "success") proceeds; "pending" answers
 * VERIFICATION_PENDING (the warning dialog); "failed" VERIFICATION_FAILED (the error
 * dialog); anything else NOT_VERIFIED. Staff pass.
 */
export async function assertMayList(db: Db, actor: Actor): Promise<void> {
  if (isStaff(actor)) return;
  if ((await getSetting(db, "verification_required_for_user")) !== true) return;
  const { verificationStatus } = await lister(db, actor);
  if (verificationStatus === "verified") return;
  if (verificationStatus === "pending") throw new AppError("VERIFICATION_PENDING");
  if (verificationStatus === "failed") throw new AppError("VERIFICATION_FAILED");
  throw new AppError("NOT_VERIFIED");
}

/**
 * Where a new or edited listing or project starts (docs/product.md, "States"): pending for staff
 * review, or approved at once for staff and, when auto_approve_verified_users is on,
 * for verified agents.
 */
export async function initialRequestStatus(db: Db, actor: Actor): Promise<"pending" | "approved"> {
  if (isStaff(actor)) return "approved";
  if ((await getSetting(db, "auto_approve_verified_users")) !== true) return "pending";
  return (await lister(db, actor)).isVerifiedAgent ? "approved" : "pending";
}
