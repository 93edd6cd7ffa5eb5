import { and, count, eq, isNull, ne } from "drizzle-orm";
import { assertOwnerReachable } from "./owner-contact-rule.server.ts";
import { messages, properties, users } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { inEveryLanguage } from "../notifications/notification-item.ts";
import { notify } from "../notifications/notify.server.ts";
import { assertMayMessage } from "./block-user.server.ts";
import { storeChatAudio, storeChatFile } from "./chat-files.server.ts";
import { chatFileUrl } from "./find-chat-file.server.ts";
import { messageFileKeys, toChatMessageView, type ChatMessageView } from "./chat-message-view.ts";
import type { SendMessageInput } from "./chat-schemas.ts";
import { conversationKey, touchConversation } from "./conversation.server.ts";
import { publishChatEvent } from "./publish-chat-event.server.ts";

export type ChatDeps = Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue" | "storage">;

/**
 * send_message: text, a photo or PDF, a voice message, or several, to a user about a
 * listing, or between a user and the site's staff. Refuses an empty send, a blocked pair
 * and a listing neither side owns; files are checked by their bytes and nothing is stored
 * for a refused message. The recipient's open pages hear it live; a recipient with no
 * other unread message in the conversation also gets a notification, so a burst of
 * messages makes one notice; messages still unread a few minutes later are mailed, one mail per
 * conversation (`mailUnreadChats`, off the request path).
 */
export async function sendMessage(services: ChatDeps, actor: Actor, input: SendMessageInput): Promise<ChatMessageView> {
  const text = input.message ?? "";
  if (!text && !input.file && !input.audio) throw new AppError("VALIDATION", { fields: { message: "chatMessageRequired" } });
  const key = conversationKey(actor, { userId: input.receiver_id, propertyId: input.property_id, toAdmin: input.to_admin });
  const asStaff = key.withStaff && isStaff(actor);
  const recipientId = key.withStaff ? (asStaff ? key.userOneId : null) : input.receiver_id!;

  if (recipientId !== null) {
    const [recipient] = await services.db.select({ id: users.id, banned: users.banned }).from(users).where(eq(users.id, recipientId));
    if (!recipient || recipient.banned) throw new AppError("USER_NOT_FOUND");
  }
  let listingOwnerId: number | null = null;
  if (key.propertyId !== null) {
    const [property] = await services.db.select({ userId: properties.userId }).from(properties).where(eq(properties.id, key.propertyId));
    // Between two users the listing is one of theirs; with staff it is any listing.
    if (!property || (!key.withStaff && property.userId !== actor.id && property.userId !== recipientId)) throw new AppError("NOT_FOUND");
    listingOwnerId = property.userId;
  }
  await assertMayMessage(services.db, { id: actor.id, asStaff }, recipientId);
  await assertOwnerReachable(services.db, actor, { key, recipientId, listingOwnerId });

  const prefix = `chat/${key.userOneId}`;
  const stored: string[] = [];
  try {
    const file = input.file ? await storeChatFile(services.storage, input.file, prefix) : null;
    if (file) stored.push(...messageFileKeys({ file, audio: null }));
    const audio = input.audio ? await storeChatAudio(services.storage, input.audio, prefix) : null;
    if (audio) stored.push(audio.key);

    const row = await services.db.transaction(async (tx) => {
      const conversationId = await touchConversation(tx, key);
      const [inserted] = await tx
        .insert(messages)
        .values({ conversationId, senderId: actor.id, recipientId, fromStaff: asStaff, body: text, file, audio })
        .returning();
      return inserted!;
    });
    const view = toChatMessageView(row, key.propertyId, chatFileUrl);
    await publishChatEvent(services, { recipientId, senderId: actor.id, withStaff: key.withStaff }, { type: "chat-message", id: row.id });
    if (recipientId !== null) await noticeIfFirstUnread(services, row, recipientId, actor);
    return view;
  } catch (error) {
    await Promise.all(stored.map((k) => services.storage.delete(k).catch(() => {})));
    throw error;
  }
}

/**
 * One notification per unread run: only when no earlier message to the recipient waits unread.
 * The mail about messages left unread is the job's (`mailUnreadChats`), a few minutes later.
 */
async function noticeIfFirstUnread(
  services: ChatDeps,
  row: typeof messages.$inferSelect,
  recipientId: number,
  actor: Actor,
): Promise<void> {
  const [waiting] = await services.db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, row.conversationId),
        eq(messages.recipientId, recipientId),
        isNull(messages.readAt),
        isNull(messages.deletedAt),
        ne(messages.id, row.id),
      ),
    );
  if ((waiting?.n ?? 0) > 0) return;
  const from = row.fromStaff ? inEveryLanguage("chatFromSite") : actor.name;
  const bodyKey = row.body ? undefined : row.audio ? "chatVoiceMessage" : "chatAttachment";
  const body = row.body.slice(0, 140);
  const url = `/user/chat?conversation=${row.conversationId}`;
  try {
    await notify(services, recipientId, {
      titleKey: "chatNewMessageTitle",
      params: { name: from },
      ...(bodyKey ? { bodyKey } : { body }),
      url,
      type: "chat",
    });
  } catch (error) {
    services.logger.warn({ err: error, recipientId }, "could not notify of a chat message");
  }
}
