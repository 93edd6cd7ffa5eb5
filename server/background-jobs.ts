import type { Services } from "../app/lib/services.server.ts";
import { tellFavouriteWatchers } from "../app/modules/notifications/tell-favourite-watchers.server.ts";
import { mailUnreadChats } from "../app/modules/chat/mail-unread-chats.server.ts";
import { backfillPhotoHashes } from "../app/modules/properties/backfill-photo-hashes.server.ts";
import { runSavedSearchAlerts } from "../app/modules/saved-searches/run-saved-search-alerts.server.ts";
import { sendSavedSearchDigests } from "../app/modules/saved-searches/send-saved-search-digests.server.ts";
import { refreshWardPriceBands } from "../app/modules/properties/refresh-ward-price-bands.server.ts";
import { pruneRateLimits } from "../app/lib/rate-limit.server.ts";
import { pruneSentMail } from "../app/lib/mail/mail-queue.server.ts";
import type { Logger } from "../app/lib/logger.server.ts";

export interface Job {
  name: string;
  /** How often it runs; the first run is at the first tick. */
  everyMs: number;
  run: () => Promise<Record<string, number>>;
  /** Whether a run did anything worth a log line. */
  worthLogging: (result: Record<string, number>) => boolean;
}

/**
 * Work that runs beside the requests, never inside one: every `tickMs` each job that is due
 * runs (a tick still running skips the next). Each job claims its work in the database or
 * rebuilds a whole table in one transaction, so several processes may run them side by side.
 */
export function startBackgroundJobs(services: Services, options: { tickMs: number }): { stop: () => Promise<void> } {
  return runJobs(services.logger, options.tickMs, [
    pruneRateLimitsJob(services, 10 * 60_000),
    {
      name: "favourite-watch",
      everyMs: options.tickMs,
      run: () => tellFavouriteWatchers(services),
      worthLogging: (result) => (result.changes ?? 0) > 0,
    },
    {
      // Chat messages still unread a few minutes after they were sent: one mail per conversation.
      name: "chat-unread-mail",
      everyMs: 30_000,
      run: () => mailUnreadChats(services),
      worthLogging: (result) => (result.mailed ?? 0) > 0,
    },
    {
      name: "photo-hashes",
      everyMs: options.tickMs,
      run: () => backfillPhotoHashes(services),
      worthLogging: (result) => (result.hashed ?? 0) > 0,
    },
    {
      name: "saved-search-alerts",
      everyMs: options.tickMs,
      run: () => runSavedSearchAlerts(services),
      worthLogging: (result) => (result.alerts ?? 0) > 0,
    },
    {
      // Each search's digest waits its own day or week from the last one (send-saved-search-digests.server.ts).
      name: "saved-search-digests",
      everyMs: 60 * 60_000,
      run: async () => {
        const daily = await sendSavedSearchDigests(services, { frequency: "daily" });
        const weekly = await sendSavedSearchDigests(services, { frequency: "weekly" });
        return { daily: daily.mailed, weekly: weekly.mailed };
      },
      worthLogging: (result) => (result.daily ?? 0) + (result.weekly ?? 0) > 0,
    },
    {
      // Sent mail older than a month (mail-queue.server.ts): the outbox keeps what is due, not every mail ever sent.
      name: "prune-sent-mail",
      everyMs: 60 * 60_000,
      run: async () => ({ removed: await pruneSentMail(services.db) }),
      worthLogging: (result) => (result.removed ?? 0) > 0,
    },
    {
      name: "ward-price-bands",
      everyMs: 10 * 60_000,
      run: () => refreshWardPriceBands(services.db),
      worthLogging: () => true,
    },
  ]);
}

/** Rate-limit counters whose window ended a day ago are removed (idempotent: every process may run it). */
export function pruneRateLimitsJob(services: Pick<Services, "db">, everyMs: number): Job {
  return {
    name: "prune-rate-limits",
    everyMs,
    run: async () => ({ removed: await pruneRateLimits(services.db) }),
    worthLogging: (result) => (result.removed ?? 0) > 0,
  };
}

/** Runs each due job every `tickMs`, one tick at a time; the result stops it after the running tick. */
export function runJobs(logger: Logger, tickMs: number, jobs: Job[]): { stop: () => Promise<void> } {
  const lastRun = new Map<string, number>();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const job of jobs) {
        if (Date.now() - (lastRun.get(job.name) ?? 0) < job.everyMs) continue;
        lastRun.set(job.name, Date.now());
        try {
          const started = Date.now();
          const result = await job.run();
          if (job.worthLogging(result)) logger.info({ job: job.name, ms: Date.now() - started, ...result }, "background job ran");
        } catch (error) {
          logger.warn({ err: error, job: job.name }, "background job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
