import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import type { Database } from "./db.server.ts";
import type { Logger } from "./logger.server.ts";

/** The PostgreSQL channel every app process LISTENs on. */
export const userEventsChannel = "user_events";

/**
 * A signal for one user's open pages (SSE): what happened and which record, never its
 * content (a NOTIFY payload crosses processes and is capped at 8000 bytes). Subscribers
 * re-read the record from the database, e.g. `{ type: "notification", id: 42 }`.
 */
export interface UserEvent {
  type: string;
  id?: number;
  reason?: string;
}

export interface EventBus {
  /** Reaches the user's pages on every process sharing the database. Never throws: live delivery is best effort. */
  publish(userId: number, event: UserEvent): Promise<void>;
  /**
   * Reaches every signed-in page on every process with one signal (a staff send to many
   * users); each page's stream reads back what is its own and drops the rest. Never throws.
   */
  broadcast(event: UserEvent): Promise<void>;
  /**
   * Listens to one user's events and the broadcasts; returns the function that stops listening.
   * After the LISTEN connection was lost and re-opened, every listener receives `{ type: "resync" }`
   * (signals sent meanwhile were not heard: read back what may have been missed).
   */
  subscribe(userId: number, listener: (event: UserEvent) => void): () => void;
  /** Stops listening (its LISTEN connection on PostgreSQL). */
  close(): Promise<void>;
}

/** `u` is the user, or `broadcastUser` for every user. */
interface Payload {
  u: number;
  t: string;
  id?: number;
  r?: string;
}

/** What every listener receives after the process's LISTEN connection was re-opened. */
export const resyncEvent = "resync";

/** The user id a broadcast's payload carries: no account has it. */
const broadcastUser = 0;

function parsePayload(text: string): Payload | null {
  try {
    const value = JSON.parse(text) as Partial<Payload> | null;
    if (!value || typeof value.u !== "number" || typeof value.t !== "string") return null;
    if (value.id !== undefined && typeof value.id !== "number") return null;
    if (value.r !== undefined && typeof value.r !== "string") return null;
    return value as Payload;
  } catch {
    return null;
  }
}

/**
 * Fan-out of user events across processes through LISTEN/NOTIFY: publish is
 * `pg_notify('user_events', {u, t, id, r})`; each process holds one listener (a dedicated
 * connection on PostgreSQL, PGlite's own listen) and re-emits what it hears to the SSE
 * streams it serves. Resolves once the listener is in place.
 */
export async function createEventBus(database: Database, logger: Logger): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (text: string) => {
    const payload = parsePayload(text);
    if (!payload) {
      logger.warn({ channel: userEventsChannel }, "ignored a malformed user event");
      return;
    }
    const event: UserEvent = { type: payload.t };
    if (payload.id !== undefined) event.id = payload.id;
    if (payload.r !== undefined) event.reason = payload.r;
    emitter.emit(payload.u === broadcastUser ? "all" : `user:${payload.u}`, event);
  };
  const stop = await database.listen(userEventsChannel, deliver, logger, () => emitter.emit("all", { type: resyncEvent }));
  let closed = false;
  const send = async (userId: number, event: UserEvent) => {
    const payload: Payload = { u: userId, t: event.type, id: event.id, r: event.reason };
    try {
      await database.db.execute(sql`select pg_notify(${userEventsChannel}, ${JSON.stringify(payload)})`);
    } catch (error) {
      logger.warn({ err: error, userId, type: event.type }, "could not publish a user event");
    }
  };
  return {
    publish: (userId, event) => send(userId, event),
    broadcast: (event) => send(broadcastUser, event),
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      emitter.on("all", listener);
      return () => {
        emitter.off(`user:${userId}`, listener);
        emitter.off("all", listener);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      emitter.removeAllListeners();
      await stop();
    },
  };
}
