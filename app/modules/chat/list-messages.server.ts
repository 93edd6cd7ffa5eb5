import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { conversations, messages } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { chatFileUrl } from "./find-chat-file.server.ts";
import { toChatMessageView, type ChatMessageView } from "./chat-message-view.ts";
import type { GetMessagesInput } from "./chat-schemas.ts";
import { conversationKey, findConversation, partyOf, waitingFor } from "./conversation.server.ts";
import { publishChatEvent } from "./publish-chat-event.server.ts";

/**
 * get_messages: one page of the actor's conversation with a user (or the site's staff)
 * about a listing, newest first; `page` 1 is the latest. Reading marks what was waiting
 * for the actor as read and tells the other side. A conversation the actor is not in
 * cannot be named: the key always includes the actor (staff: the site).
 */
export async function listMessages(
  services: Pick<Services, "db" | "events" | "storage">,
  actor: Actor,
  input: GetMessagesInput,
): Promise<{ items: ChatMessageView[]; total: number; conversationId: number | null }> {
  const key = conversationKey(actor, { userId: input.user_id, propertyId: input.property_id, toAdmin: input.to_admin });
  const conversation = await findConversation(services.db, key);
  if (!conversation) return { items: [], total: 0, conversationId: null };
  const inConversation = eq(messages.conversationId, conversation.id);
  const [rows, [totals]] = await Promise.all([
    services.db
      .select()
      .from(messages)
      .where(inConversation)
      .orderBy(desc(messages.id))
      .offset((input.page - 1) * input.per_page)
      .limit(input.per_page),
    services.db.select({ n: count() }).from(messages).where(inConversation),
  ]);
  const forActor = conversation.withStaff && isStaff(actor) ? isNull(messages.recipientId) : eq(messages.recipientId, actor.id);
  const marked = await services.db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(inConversation, forActor, isNull(messages.readAt)))
    .returning({ id: messages.id, senderId: messages.senderId });
  if (marked.length > 0) {
    const readIds = new Set(marked.map((m) => m.id));
    for (const row of rows) if (readIds.has(row.id)) row.readAt = new Date();
    const other = conversation.withStaff
      ? isStaff(actor)
        ? conversation.userOneId
        : null
      : conversation.userOneId === actor.id
        ? conversation.userTwoId
        : conversation.userOneId;
    await publishChatEvent(
      services,
      { recipientId: other, senderId: actor.id, withStaff: conversation.withStaff },
      { type: "chat-read", id: conversation.id },
    );
  }
  return {
    items: rows.map((row) => toChatMessageView(row, conversation.propertyId, chatFileUrl)),
    total: totals?.n ?? 0,
    conversationId: conversation.id,
  };
}

/** One message of a conversation `userActor` is in (what a live event names), or null. */
export async function getChatMessage(
  services: Pick<Services, "db" | "storage">,
  userActor: Actor,
  messageId: number,
): Promise<ChatMessageView | null> {
  const [row] = await services.db
    .select({ message: messages, propertyId: conversations.propertyId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), partyOf(userActor)));
  return row ? toChatMessageView(row.message, row.propertyId, chatFileUrl) : null;
}

/**
 * Unread messages waiting for `actor`, per conversation (staff: those for the site too), in
 * `conversationIds` when given. Every signed-in page's header asks it (`countAllUnread`), so the
 * statement is built once per shape and run with the actor and the ids as values.
 */
export async function countUnread(services: Pick<Services, "db">, actor: Actor, conversationIds?: number[]): Promise<Map<number, number>> {
  const { db } = services;
  const among = conversationIds !== undefined;
  const statement = builtStatement(db, `chat-unread:${isStaff(actor) ? "staff" : "member"}:${among ? "among" : "all"}`, () =>
    db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          waitingFor(actor, sql.placeholder("recipient")),
          among ? sql`${messages.conversationId} = any(${sql.placeholder("ids")}::int[])` : undefined,
        ),
      )
      .groupBy(messages.conversationId),
  );
  const rows = (await statement.execute({ recipient: actor.id, ids: `{${(conversationIds ?? []).join(",")}}` })) as {
    conversationId: number;
    n: number | string;
  }[];
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}
