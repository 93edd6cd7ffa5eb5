import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { endAllSessions } from "../auth/session.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { assertMayManageStaff, assertNotLastAdmin, lockForStaffChange } from "./staff-guards.server.ts";

/** The event that tells a user's open pages their session no longer works. */
export const sessionEndedEvent = "session-ended";

/**
 * An admin deactivates or reactivates an account (never their own, nor the last active
 * admin). A deactivated account cannot sign in and every open session is refused at once
 * with "Your Account have been Deactivetd by Admin" (resolveActor checks the flag on each
 * request, and open event streams are told and closed); reactivation deletes those old
 * sessions, so the owner signs in afresh. The change is audited with before and after.
 */
export async function setUserActive(
  services: Pick<Services, "db" | "events">,
  input: { actor: Actor; userId: number; active: boolean; reason?: string },
): Promise<void> {
  assertMayManageStaff(input.actor, input.userId);
  await services.db.transaction(async (tx) => {
    const locked = await lockForStaffChange(tx, input.userId);
    if (!input.active) assertNotLastAdmin(locked);
    const before = locked.target;
    await tx
      .update(users)
      .set({ banned: !input.active, banReason: input.active ? null : (input.reason ?? null), updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await recordStaffAction(tx, {
      actor: input.actor,
      action: input.active ? "user.reactivate" : "user.deactivate",
      entityType: "user",
      entityId: input.userId,
      before: { active: !before.banned },
      after: { active: input.active },
      reason: input.active ? null : (input.reason ?? null),
    });
  });
  if (input.active) await endAllSessions(services, input.userId);
  // Open pages learn it at once: their event stream ends and they reload their data.
  else await services.events.publish(input.userId, { type: sessionEndedEvent, reason: "accountDeactivated" });
}
