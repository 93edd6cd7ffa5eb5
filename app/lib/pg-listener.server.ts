import pg from "pg";
import type { Logger } from "./logger.server.ts";

/** The name the LISTEN connection shows in pg_stat_activity. */
export const listenerApplicationName = "nhadat-events";

export interface ListenOptions {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  /** Called after the connection was lost and LISTENs again: what was sent meanwhile was not heard. */
  onReconnect?: () => void;
  logger: Logger;
  /** First reconnect delay; each failed attempt doubles it up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel (pooled connections
 * cannot: LISTEN belongs to a session). When the connection drops it is logged and
 * re-opened with exponential backoff; messages sent while it is down are not heard, so
 * `onReconnect` tells the caller to read back what it may have missed.
 * Resolves once the first LISTEN is in place; the result stops listening.
 */
export async function listenOnPostgres(options: ListenOptions): Promise<() => Promise<void>> {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const { logger, channel } = options;
  let current: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString, application_name: listenerApplicationName });
    client.on("notification", (message) => {
      if (message.channel === channel) options.onMessage(message.payload ?? "");
    });
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  };

  const lost = (client: pg.Client, error: Error | null): void => {
    if (closed || client !== current) return;
    current = null;
    logger.warn({ err: error ?? undefined, channel }, "event listener connection lost; reconnecting");
    client.end().catch(() => {});
    schedule();
  };

  const schedule = (): void => {
    const delay = Math.min(maxDelay, minDelay * 2 ** failures);
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (closed) return;
          logger.info({ channel, attempts: failures + 1 }, "event listener reconnected");
          failures = 0;
          options.onReconnect?.();
        },
        (error: unknown) => {
          if (closed) return;
          failures++;
          logger.warn({ err: error, channel, retryInMs: Math.min(maxDelay, minDelay * 2 ** failures) }, "event listener reconnect failed");
          schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
