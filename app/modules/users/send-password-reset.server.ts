import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { staffRoleHeld } from "../../lib/staff-role.server.ts";
import { requestPasswordReset } from "../auth/password-reset.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { isPlaceholderEmail } from "./spec-user.ts";

/**
 * An admin (as stored now, proved in the query) sends an account the same password-reset link
 * that "forgot password" mails, through the same mechanism; the request is audited. An account
 * without a real mailbox (signed up by phone) has nowhere to receive it: NO_EMAIL_ADDRESS.
 */
export async function sendPasswordResetByStaff(
  services: Pick<Services, "db" | "auth">,
  input: { actor: Actor; userId: number },
): Promise<void> {
  if (input.actor.role !== "admin") throw new AppError("FORBIDDEN");
  const email = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, allowed: staffRoleHeld(input.actor).mapWith(Boolean) })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!row) throw new AppError("USER_NOT_FOUND");
    if (!row.allowed) throw new AppError("FORBIDDEN");
    if (isPlaceholderEmail(row.email)) throw new AppError("NO_EMAIL_ADDRESS");
    await recordStaffAction(tx, { actor: input.actor, action: "user.password_reset", entityType: "user", entityId: row.id });
    return row.email;
  });
  await requestPasswordReset(services, email);
}
