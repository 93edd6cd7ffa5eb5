import { and, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { notifications } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { builtStatement } from "../../lib/built-statements.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { toNotificationItem, type NotificationItem } from "./notification-item.ts";

/** get_notification_list: the actor's inbox, newest first, with the count before paging; system notifications read in `lang`. */
export async function listNotifications(
  db: Db,
  input: { actor: Actor; offset: number; limit: number; lang: LanguageCode },
): Promise<{ items: NotificationItem[]; total: number; unread: number }> {
  const mine = eq(notifications.userId, input.actor.id);
  const [rows, [totals], [unread]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.id)).offset(input.offset).limit(input.limit),
    db.select({ n: count() }).from(notifications).where(mine),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ]);
  return { items: rows.map((row) => toNotificationItem(row, input.lang)), total: totals?.n ?? 0, unread: unread?.n ?? 0 };
}

/** One of the user's notifications by id (what a live event names) in `lang`, or null. */
export async function getNotificationItem(db: Db, userId: number, id: number, lang: LanguageCode): Promise<NotificationItem | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row ? toNotificationItem(row, lang) : null;
}

/**
 * What the header shows: the unread count and the newest notification's id, so that live
 * ones arriving later (SSE) are told apart from those already counted.
 */
export async function getInboxSummary(db: Db, actor: Actor): Promise<{ unread: number; latestId: number }> {
  // Every signed-in page's header asks this: built once (built-statements.server.ts).
  const statement = builtStatement(db, "inbox-summary", () =>
    db
      .select({ unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`, latestId: max(notifications.id) })
      .from(notifications)
      .where(eq(notifications.userId, sql.placeholder("user"))),
  );
  const [row] = (await statement.execute({ user: actor.id })) as { unread: number | string; latestId: number | string | null }[];
  return { unread: Number(row?.unread ?? 0), latestId: Number(row?.latestId ?? 0) };
}

/** Marks the given notifications (or all) of the actor read. */
export async function markNotificationsRead(db: Db, input: { actor: Actor; ids?: number[] }): Promise<void> {
  const mine = eq(notifications.userId, input.actor.id);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(notifications.readAt), input.ids ? inArray(notifications.id, input.ids) : undefined));
}
