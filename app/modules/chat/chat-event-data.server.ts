import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import { toRole, type Actor } from "../../lib/actor.server.ts";
import type { UserEvent } from "../../lib/events.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { getChatMessage } from "./list-messages.server.ts";

/**
 * What an open page receives for a chat signal: the message as the conversation shows it
 * (read back for this user, so nobody receives a message of a conversation they are not
 * in), or for `chat-read` the conversation id. Null drops the event.
 */
export async function chatEventData(services: Pick<Services, "db" | "storage">, userId: number, event: UserEvent): Promise<unknown> {
  if (event.id === undefined) return null;
  if (event.type === "chat-read") return { conversation_id: event.id };
  const [user] = await services.db
    .select({ id: users.id, role: users.role, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const actor: Actor = { id: user.id, role: toRole(user.role), name: user.name, email: user.email };
  return getChatMessage(services, actor, event.id);
}
