import { and, eq, isNull, sql } from "drizzle-orm";
import { conversations, messages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { messageFileKeys } from "./chat-message-view.ts";
import { publishChatEvent } from "./publish-chat-event.server.ts";

/**
 * delete_chat_message: only the sender deletes their message. The message keeps its
 * place in the conversation as deleted; its text and files are removed.
 */
export async function deleteChatMessage(
  services: Pick<Services, "db" | "events" | "storage" | "logger">,
  actor: Actor,
  messageId: number,
): Promise<{ message_id: number }> {
  const [before] = await services.db
    .select({ file: messages.file, audio: messages.audio })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.senderId, actor.id), isNull(messages.deletedAt)));
  if (!before) throw new AppError("NOT_FOUND");
  const [row] = await services.db
    .update(messages)
    .set({ deletedAt: sql`now()`, body: "", file: null, audio: null })
    .where(and(eq(messages.id, messageId), eq(messages.senderId, actor.id), isNull(messages.deletedAt)))
    .returning({ id: messages.id, conversationId: messages.conversationId, recipientId: messages.recipientId });
  if (!row) throw new AppError("NOT_FOUND");
  for (const key of messageFileKeys(before)) {
    await services.storage.delete(key).catch((error: unknown) => services.logger.warn({ err: error, key }, "could not remove a chat file"));
  }
  const [conversation] = await services.db
    .select({ withStaff: conversations.withStaff })
    .from(conversations)
    .where(eq(conversations.id, row.conversationId));
  await publishChatEvent(
    services,
    { recipientId: row.recipientId, senderId: actor.id, withStaff: conversation?.withStaff ?? false },
    { type: "chat-message-deleted", id: row.id },
  );
  return { message_id: row.id };
}
