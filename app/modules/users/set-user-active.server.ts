import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { endAllSessions } from "../auth/session.server.ts";

/** The event that tells a user's open pages their session no longer works. */
export const sessionEndedEvent = "session-ended";

/**
 * Staff deactivate or reactivate an account. A deactivated account cannot sign in and
 * every open session is refused at once with "Your Account have been Deactivetd by Admin"
 * (resolveActor checks the flag on each request, and open event streams are told and
 * closed); reactivation deletes those old
 * sessions, so the owner signs in afresh.
 */
export async function setUserActive(
  services: Pick<Services, "db" | "events">,
  input: { actor: Actor; userId: number; active: boolean; reason?: string },
): Promise<void> {
  if (input.actor.role !== "admin") throw new AppError("FORBIDDEN");
  if (input.userId === input.actor.id) throw new AppError("FORBIDDEN");
  const updated = await services.db
    .update(users)
    .set({ banned: !input.active, banReason: input.active ? null : (input.reason ?? null), updatedAt: new Date() })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError("USER_NOT_FOUND");
  if (input.active) await endAllSessions(services, input.userId);
  // Open pages learn it at once: their event stream ends and they reload their data.
  else await services.events.publish(input.userId, { type: sessionEndedEvent, reason: "accountDeactivated" });
}
