import { pruneRateLimits } from "./rate-limit.server.ts";
import type { Services } from "./services.server.ts";

/**
 * The server's housekeeping, run once at start and then every `everyMs` by each process (the
 * work is idempotent, so processes sharing a database need not agree who does it): rate-limit
 * counters whose window ended a day ago are removed. The result stops it.
 */
export function startMaintenance(services: Pick<Services, "db" | "logger">, everyMs = 10 * 60 * 1000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= pruneRateLimits(services.db)
      .then(
        (removed) => {
          if (removed > 0) services.logger.debug({ removed }, "old rate-limit counters removed");
        },
        (error: unknown) => services.logger.warn({ err: error }, "rate-limit counters not pruned"),
      )
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
