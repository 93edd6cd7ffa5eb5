import type { Services } from "../app/lib/services.server.ts";
import { tellFavouriteWatchers } from "../app/modules/notifications/tell-favourite-watchers.server.ts";

/**
 * Work that runs beside the requests, never inside one: every `intervalMs` each job takes
 * its next batch (a job still running skips the tick). Each job claims its work in the
 * database, so several processes may run them side by side.
 */
export function startBackgroundJobs(services: Services, options: { intervalMs: number }): { stop: () => Promise<void> } {
  const jobs = [{ name: "favourite-watch", run: () => tellFavouriteWatchers(services) }];
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const job of jobs) {
        try {
          const result = await job.run();
          if (result.changes > 0) services.logger.info({ job: job.name, ...result }, "background job ran");
        } catch (error) {
          services.logger.warn({ err: error, job: job.name }, "background job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
