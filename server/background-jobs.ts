import type { Services } from "../app/lib/services.server.ts";
import { tellFavouriteWatchers } from "../app/modules/notifications/tell-favourite-watchers.server.ts";
import { mailUnreadChats } from "../app/modules/chat/mail-unread-chats.server.ts";
import { backfillPhotoHashes } from "../app/modules/properties/backfill-photo-hashes.server.ts";
import { runSavedSearchAlerts } from "../app/modules/saved-searches/run-saved-search-alerts.server.ts";
import { sendSavedSearchDigests } from "../app/modules/saved-searches/send-saved-search-digests.server.ts";
import { refreshWardPriceBands } from "../app/modules/properties/refresh-ward-price-bands.server.ts";
import { consumeRateLimit, pruneRateLimits } from "../app/lib/rate-limit.server.ts";
import type { Db } from "../app/lib/db.server.ts";
import { pruneSentMail } from "../app/lib/mail/mail-queue.server.ts";
import type { Logger } from "../app/lib/logger.server.ts";

export interface Job {
  name: string;
  /** How often it runs; the first run is at the first tick. */
  everyMs: number;
  run: () => Promise<Record<string, number>>;
  /**
   * Work that one run in an interval does for everyone (a whole table rebuilt, old rows
   * pruned): of all the processes sharing the database, only the first to claim an interval
   * runs it (`claimInterval`). Jobs that claim their work row by row leave this unset and run
   * everywhere, sharing the rows.
   */
  oncePerInterval?: boolean;
  /** Whether a run did anything worth a log line. */
  worthLogging: (result: Record<string, number>) => boolean;
}

/**
 * Work that runs beside the requests, never inside one: every `tickMs` each job that is due
 * runs (a tick still running skips the next). Each job claims its work in the database or
 * rebuilds a whole table in one transaction, so several processes may run them side by side.
 */
export function startBackgroundJobs(services: Services, options: { tickMs: number }): { stop: () => Promise<void> } {
  return runJobs(services.logger, options.tickMs, claimInterval(services.db), [
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
      oncePerInterval: true,
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
      oncePerInterval: true,
      run: async () => ({ removed: await pruneSentMail(services.db) }),
      worthLogging: (result) => (result.removed ?? 0) > 0,
    },
    {
      name: "ward-price-bands",
      everyMs: 10 * 60_000,
      oncePerInterval: true,
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
    oncePerInterval: true,
    run: async () => ({ removed: await pruneRateLimits(services.db) }),
    worthLogging: (result) => (result.removed ?? 0) > 0,
  };
}

/**
 * Claims a job's interval for this process: a window of the job's interval with room for one,
 * counted in PostgreSQL by the rate limiter (app/lib/rate-limit.server.ts), which admits exactly
 * that many across processes. The server runs a process per core (server/processes.ts) and a
 * site may run several machines: without the claim each rebuilt the ward price bands, a
 * whole-table statement at a million listings, once per process every ten minutes.
 */
export function claimInterval(db: Db): (job: Job) => Promise<boolean> {
  return async (job) => (await consumeRateLimit(db, `job:${job.name}`, { window: job.everyMs / 1000, max: 1 })).allowed;
}

/** Runs each due job every `tickMs`, one tick at a time; the result stops it after the running tick. */
export function runJobs(logger: Logger, tickMs: number, claim: (job: Job) => Promise<boolean>, jobs: Job[]): { stop: () => Promise<void> } {
  const lastRun = new Map<string, number>();
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const job of jobs) {
        if (Date.now() - (lastRun.get(job.name) ?? 0) < job.everyMs) continue;
        lastRun.set(job.name, Date.now());
        try {
          if (job.oncePerInterval && !(await claim(job))) continue;
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
