import { inArray } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { staffRoles } from "../../lib/roles.ts";
import type { UserEvent } from "../../lib/events.server.ts";
import type { Services } from "../../lib/services.server.ts";

/**
 * Signals a chat change to the open pages of both sides: the recipient (every staff
 * member when the site is the recipient) and the sender's other pages.
 */
export async function publishChatEvent(
  services: Pick<Services, "db" | "events">,
  sides: { recipientId: number | null; senderId: number; withStaff: boolean },
  event: UserEvent,
): Promise<void> {
  const targets = new Set<number>([sides.senderId]);
  if (sides.recipientId !== null) targets.add(sides.recipientId);
  if (sides.withStaff) {
    const staff = await services.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [...staffRoles]));
    for (const s of staff) targets.add(s.id);
  }
  await Promise.all([...targets].map((userId) => services.events.publish(userId, event)));
}
