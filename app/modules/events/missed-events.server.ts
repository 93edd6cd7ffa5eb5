import { and, asc, eq, gt, sql } from "drizzle-orm";
import { conversations, messages, notifications } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { rowsOf, type Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { getChatMessage } from "../chat/list-messages.server.ts";
import { partyOf } from "../chat/conversation.server.ts";
import { toNotificationItem } from "../notifications/notification-item.ts";

/**
 * Where an event stream stands: the newest chat message and notification it has passed on.
 * Each event carries it as its SSE id (`<message>.<notification>`), so a browser that
 * reconnects (`Last-Event-ID`) is sent what it missed, read back from the tables.
 */
export interface EventCursor {
  message: number;
  notification: number;
}

export function formatCursor(cursor: EventCursor): string {
  return `${cursor.message}.${cursor.notification}`;
}

export function parseCursor(text: string | null | undefined): EventCursor | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text ?? "");
  return match ? { message: Number(match[1]), notification: Number(match[2]) } : null;
}

/** The cursor of a stream that starts now: everything stored so far is behind it. */
export async function currentCursor(db: Db): Promise<EventCursor> {
  const [row] = rowsOf<{ message: number | string; notification: number | string }>(
    await db.execute(
      sql`select (select coalesce(max(id), 0) from messages) as message, (select coalesce(max(id), 0) from notifications) as notification`,
    ),
  );
  return { message: Number(row?.message ?? 0), notification: Number(row?.notification ?? 0) };
}

export interface MissedEvent {
  type: "chat-message" | "notification";
  id: number;
  data: unknown;
}

/** At most this many of each kind are replayed; a page further behind reloads its data anyway. */
const replayLimit = 100;

/**
 * The chat messages of the actor's conversations and the actor's notifications stored after
 * `since`, oldest first, as the live events would have carried them. Deletions and read marks
 * are not replayed: a page reloads its data when its stream reconnects.
 */
export async function listMissedEvents(
  services: Pick<Services, "db" | "storage">,
  actor: Actor,
  since: EventCursor,
  lang: LanguageCode,
): Promise<MissedEvent[]> {
  const [messageRows, notificationRows] = await Promise.all([
    services.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(gt(messages.id, since.message), partyOf(actor)))
      .orderBy(asc(messages.id))
      .limit(replayLimit),
    services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, actor.id), gt(notifications.id, since.notification)))
      .orderBy(asc(notifications.id))
      .limit(replayLimit),
  ]);
  // Each message is shaped as its live event shapes it (the same read, the same rules).
  const chat: MissedEvent[] = [];
  for (const { id } of messageRows) {
    const data = await getChatMessage(services, actor, id);
    if (data) chat.push({ type: "chat-message", id, data });
  }
  return [...chat, ...notificationRows.map((row) => ({ type: "notification" as const, id: row.id, data: toNotificationItem(row, lang) }))];
}
