import { EventEmitter } from "node:events";

/** An event for one user's open pages (SSE), e.g. a new notification. */
export interface UserEvent {
  type: string;
  data: unknown;
}

export interface EventBus {
  publish(userId: number, event: UserEvent): void;
  /** Listens to one user's events; returns the function that stops listening. */
  subscribe(userId: number, listener: (event: UserEvent) => void): () => void;
}

/**
 * In-process fan-out: every SSE stream of this process listens here. Several app
 * processes fan out through PostgreSQL LISTEN/NOTIFY instead (publish becomes
 * `pg_notify('user_events', …)` and each process re-emits what it hears), with this
 * same interface.
 */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(userId, event) {
      emitter.emit(`user:${userId}`, event);
    },
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      return () => emitter.off(`user:${userId}`, listener);
    },
  };
}
