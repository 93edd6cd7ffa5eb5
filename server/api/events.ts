import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { resolveActor } from "../../app/lib/actor.server.ts";
import { AppError } from "../../app/lib/errors.ts";
import { resyncEvent, type UserEvent } from "../../app/lib/events.server.ts";
import type { LanguageCode } from "../../app/lib/i18n/index.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { currentCursor, formatCursor, listMissedEvents, parseCursor } from "../../app/modules/events/missed-events.server.ts";
import { chatEventData } from "../../app/modules/chat/chat-event-data.server.ts";
import { getNotificationItem } from "../../app/modules/notifications/list-notifications.server.ts";
import { notificationOfSend, staffSendEvent } from "../../app/modules/notifications/send-staff-notification.server.ts";
import { sessionEndedEvent } from "../../app/modules/users/set-user-active.server.ts";
import type { ApiEnv } from "./mount-api.ts";

/** Seconds between keep-alive comments, below common proxy idle timeouts. */
const heartbeatSeconds = 25;
/** How soon a browser reconnects a stream that its process ended while shutting down. */
const reconnectMs = 500;

/**
 * GET /api/events: server-sent events for the signed-in user (cookie or bearer), in the
 * request's language (`?lang=` as every API call; pages pass theirs). Each
 * event is `event: <type>` with JSON data, e.g. `notification` with the new inbox item;
 * `chat-message`, `chat-message-deleted` with the message, `chat-read` with the conversation id;
 * `session-ended` (the account was deactivated) is the last one before the stream closes.
 * Every event's SSE id is the stream's cursor (docs/architecture.md, live events): a stream
 * reopened with `Last-Event-ID` first receives the messages and notifications stored since,
 * and so does every open stream of a process whose LISTEN connection was lost and re-opened.
 * Events arrive from any process as signals (type and id) and are read back here; a staff
 * send is one broadcast that each stream turns into its user's `notification`, or nothing.
 */
export function mountEvents(app: Hono<ApiEnv>, services: Services): void {
  app.get("/api/events", async (c) => {
    const actor = await resolveActor(services, c.req.raw.headers);
    if (!actor) throw new AppError("UNAUTHENTICATED");
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    const lang = c.get("lang");
    // A reconnecting EventSource sends the last id it saw; `?last_event_id=` serves other clients.
    const resumeFrom = parseCursor(c.req.header("last-event-id") ?? c.req.query("last_event_id"));
    return streamSSE(c, async (stream) => {
      const queue: UserEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = services.events.subscribe(actor.id, (event) => {
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      // A process shutting down ends its streams; the browser reconnects, through the proxy, to another.
      const stopDrain = services.drain.onBegin(() => wake?.());
      const cursor = resumeFrom ?? (await currentCursor(services.db));
      const send = async (name: string, data: unknown) => {
        await stream.writeSSE({ event: name, data: JSON.stringify(data), id: formatCursor(cursor) });
      };
      /** Passes on what was stored after the cursor: after a reconnect of the stream or of the listener. */
      const catchUp = async () => {
        for (const missed of await listMissedEvents(services, actor, cursor, lang)) {
          if (missed.type === "chat-message") cursor.message = Math.max(cursor.message, missed.id);
          else cursor.notification = Math.max(cursor.notification, missed.id);
          await send(missed.type, missed.data);
        }
      };
      await send("ready", { user_id: actor.id });
      if (resumeFrom) await catchUp();
      while (!stream.aborted && !stream.closed) {
        if (services.drain.isDraining) {
          await stream.write(`retry: ${reconnectMs}\n\n`);
          break;
        }
        const next = queue.shift();
        if (next) {
          if (next.type === resyncEvent) {
            await catchUp();
            continue;
          }
          // Already passed on by a catch-up.
          if (next.type === "chat-message" && next.id !== undefined && next.id <= cursor.message) continue;
          const data = await eventData(services, actor.id, next, lang);
          const name = next.type === staffSendEvent ? "notification" : next.type;
          if (next.type === "chat-message" && next.id !== undefined) cursor.message = Math.max(cursor.message, next.id);
          if (name === "notification" && data && typeof (data as { id?: unknown }).id === "number") {
            const id = (data as { id: number }).id;
            if (id <= cursor.notification) continue;
            cursor.notification = id;
          }
          if (data !== null) await send(name, data);
          if (next.type === sessionEndedEvent) break;
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, heartbeatSeconds * 1000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.write(": keep-alive\n\n");
      }
      stopDrain();
      unsubscribe();
    });
  });
}

/** What the page receives for a signal: the notification as the inbox shows it, else the reason. */
async function eventData(services: Services, userId: number, event: UserEvent, lang: LanguageCode): Promise<unknown> {
  if (event.type === "notification") return event.id === undefined ? null : getNotificationItem(services.db, userId, event.id, lang);
  if (event.type === staffSendEvent) return event.id === undefined ? null : notificationOfSend(services.db, event.id, userId);
  if (event.type.startsWith("chat-")) return chatEventData(services, userId, event);
  return { reason: event.reason ?? null };
}
