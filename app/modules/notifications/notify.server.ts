import { eq, inArray } from "drizzle-orm";
import { notifications, pushSubscriptions, users, type NotificationParams } from "../../../db/schema/index.ts";
import { defaultLanguage, isLanguageCode } from "../../lib/i18n/index.ts";
import type { Services } from "../../lib/services.server.ts";
import { notificationText, toNotificationItem, type NotificationItem } from "./notification-item.ts";
import { getVapidKeys } from "./vapid.server.ts";

/** Where a click leads and what it is about, whatever the text. */
interface NotificationTarget {
  /** Where a click leads, a site path such as "/my-property/abc". */
  url?: string;
  /** What it is about: "property", "chat", "package", "general", … */
  type?: string;
}

/** Text as written (staff's own words, or text that is not the site's: a chat message). */
export interface WrittenNotification extends NotificationTarget {
  title: string;
  body?: string;
}

/**
 * A system notification by meaning: dictionary keys and their values, rendered in the
 * reader's language whenever it is read. `body` is written text when there is no `bodyKey`
 * (a lead's message under a keyed title).
 */
export interface KeyedNotification extends NotificationTarget {
  titleKey: string;
  bodyKey?: string;
  body?: string;
  params?: NotificationParams;
}

export type NotificationInput = WrittenNotification | KeyedNotification;

/**
 * The one way any feature tells a user something: stores it in the inbox, pushes it to
 * the user's open pages (SSE) and, when the user allows notifications, to their devices
 * by web push in their language. Push failures never fail the caller; gone subscriptions are removed.
 */
export async function notify(
  services: Pick<Services, "db" | "env" | "events" | "logger">,
  userId: number,
  input: NotificationInput,
): Promise<NotificationItem> {
  const [item] = await notifyMany(services, [{ userId, input }]);
  return item!;
}

/** Inbox rows per insert statement. */
const notificationsPerInsert = 1_000;

/**
 * `notify` for many at once (a job telling thousands of members): their languages and
 * settings read in one statement, the inbox rows written in multi-row inserts, the devices of
 * those who allow notifications read in one statement; then each open page's signal and each
 * push as `notify` does. Answers the notifications in the order asked.
 */
export async function notifyMany(
  services: Pick<Services, "db" | "env" | "events" | "logger">,
  items: { userId: number; input: NotificationInput }[],
): Promise<NotificationItem[]> {
  if (items.length === 0) return [];
  const userIds = [...new Set(items.map((i) => i.userId))];
  const recipients = new Map(
    (
      await services.db
        .select({ id: users.id, language: users.language, notification: users.notification })
        .from(users)
        .where(inArray(users.id, userIds))
    ).map((r) => [r.id, r]),
  );
  const langOf = (userId: number) => {
    const language = recipients.get(userId)?.language;
    return isLanguageCode(language) ? language : defaultLanguage;
  };
  const values = items.map(({ userId, input }) => {
    const keyed = "titleKey" in input ? input : null;
    const stored = { titleKey: keyed?.titleKey ?? null, bodyKey: keyed?.bodyKey ?? null, params: keyed?.params ?? null };
    const text = notificationText({ title: "title" in input ? input.title : "", body: input.body ?? "", ...stored }, langOf(userId));
    return { userId, ...stored, title: text.title, body: text.body, url: input.url ?? null, type: input.type ?? "general" };
  });
  const rows: (typeof notifications.$inferSelect)[] = [];
  for (let start = 0; start < values.length; start += notificationsPerInsert) {
    // A multi-row insert answers its rows in the order of its values.
    const inserted = await services.db
      .insert(notifications)
      .values(values.slice(start, start + notificationsPerInsert))
      .returning();
    for (const row of inserted) rows.push(row);
  }
  const result = rows.map((row) => toNotificationItem(row, langOf(row.userId)));
  // Every process's open pages hear the id and read the notification back themselves.
  for (const row of rows) await services.events.publish(row.userId, { type: "notification", id: row.id });
  const pushed = userIds.filter((id) => recipients.get(id)?.notification);
  if (pushed.length > 0) {
    const devices = await services.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, pushed));
    for (const [index, row] of rows.entries()) {
      const own = devices.filter((d) => d.userId === row.userId);
      if (own.length > 0 && recipients.get(row.userId)?.notification) await pushToSubscriptions(services, own, pushPayload(result[index]!));
    }
  }
  return result;
}

/** What the service worker (public/sw.js) shows for a notification. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  image?: string;
}

export function pushPayload(item: Pick<NotificationItem, "title" | "body" | "url" | "image">): PushPayload {
  return { title: item.title, body: item.body, url: item.url || "/user/notifications", ...(item.image ? { image: item.image } : {}) };
}

/**
 * Web push to the given devices: each answer is awaited (10 s at most); a gone subscription
 * (404/410) is removed, any other failure logged. Answers how many the push services accepted.
 */
export async function pushToSubscriptions(
  services: Pick<Services, "db" | "env" | "logger">,
  subscriptions: (typeof pushSubscriptions.$inferSelect)[],
  payload: PushPayload,
): Promise<number> {
  if (subscriptions.length === 0) return 0;
  const vapid = await getVapidKeys(services.db);
  // Loaded on the first push, not at every start (docs/benchmarks/startup.md).
  const { default: webpush } = await import("web-push");
  const text = JSON.stringify(payload);
  const accepted = await Promise.all(
    subscriptions.map(async (sub) => {
      try {
        // web-push encrypts and signs; fetch delivers (any endpoint scheme, with a timeout).
        const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, text, {
          vapidDetails: {
            subject: services.env.baseUrl.startsWith("https://") ? services.env.baseUrl : "mailto:no-reply@nhadat.local",
            ...vapid,
          },
          TTL: 24 * 3600,
        });
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw Object.assign(new Error(`push service answered ${res.status}`), { statusCode: res.status });
        return true;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await services.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        } else {
          services.logger.warn({ err: error, endpoint: sub.endpoint }, "web push failed");
        }
        return false;
      }
    }),
  );
  return accepted.filter(Boolean).length;
}
