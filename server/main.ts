import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { seedDatabase } from "../db/seed/seed.server.ts";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { createServices, type Services } from "../app/lib/services.server.ts";
import { flushViews } from "../app/modules/properties/view-counter.server.ts";
import { sweepOrphanUploads } from "../app/lib/storage/sweep-orphans.server.ts";
import { createApp, type AppOptions } from "./app.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { keepConnectionsAlive } from "./http/keep-alive.ts";
import { startProcessLog } from "../app/lib/process-log.server.ts";
import { resolveAuthSecret } from "../app/lib/auth/auth-secret.server.ts";
import {
  AuthSecretMismatchError,
  processHeartbeat,
  processHeartbeatSeconds,
  registerProcess,
  unregisterProcess,
} from "../app/lib/auth/secret-fingerprint.server.ts";
import { randomUUID } from "node:crypto";
import { drainServer } from "./http/graceful-shutdown.ts";
import { grantFreePackage } from "../app/modules/packages/grant-free-package.server.ts";
import { holdDataDir } from "./control-jobs.ts";
import { isFirstServerProcess } from "./processes.ts";

export interface StartOptions {
  mode: AppOptions["mode"];
  getBuild: () => Promise<ServerBuild>;
  clientDir?: string;
}

/**
 * Validates the environment, holds DATA_DIR's control socket (embedded database), migrates,
 * seeds an empty database, serves, and shuts down cleanly. Processes starting together on one database take turns (an advisory lock) to migrate, check
 * the auth secret and seed, so the database is seeded once.
 */
export async function startServer(options: StartOptions): Promise<void> {
  const env = loadEnvOrExit();
  // With the embedded database, DATA_DIR's control socket is claimed before PGlite is opened: a
  // second server on the same DATA_DIR stops here, and `npm run alerts:digest` asks this one.
  const ready = Promise.withResolvers<Services>();
  const control = await holdDataDir(env, ready.promise);
  const services = await createServices(env, { onUserCreated: grantFreePackage });
  ready.resolve(services);
  const processId = randomUUID();
  const seeded = await services.database.withStartupLock(async () => {
    // PGlite belongs to one process: there is no other process to disagree with.
    if (services.database.kind === "postgres") await checkSecret();
    return seedDatabase(services, { demo: env.SEED_DEMO });
  });
  async function checkSecret() {
    try {
      const check = await registerProcess(services.db, resolveAuthSecret(env), { processId, rotate: env.AUTH_SECRET_ROTATE });
      if (check === "rotated" || check === "changed") {
        services.logger.warn(
          { check },
          "AUTH_SECRET is not the one this database saw last: sessions signed with the old secret have ended",
        );
      }
    } catch (error) {
      if (!(error instanceof AuthSecretMismatchError)) throw error;
      console.error(error.message);
      await services.close();
      process.exit(1);
    }
  }
  const app = createApp(services, { mode: options.mode, getBuild: options.getBuild, clientDir: options.clientDir });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }) as Server;
  keepConnectionsAlive(server, env.KEEP_ALIVE_SECONDS);
  // Followers of listings hear of price cuts and sales within seconds, chat messages left unread
  // are mailed a few minutes on, and the ward price bands are rebuilt every 10 minutes, outside
  // any request.
  const jobs = startBackgroundJobs(services, { tickMs: 3000 });
  if (env.PROCESS_LOG_SECONDS > 0) startProcessLog(services.logger, env.PROCESS_LOG_SECONDS);
  server.on("listening", () => {
    // Of several processes on this machine (server/processes.ts), the first speaks for them.
    if (!isFirstServerProcess()) return;
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.info(
      [
        `Nhà Đất is serving at http://localhost:${port} (${options.mode})`,
        `Database: ${services.database.describe}${seeded.demo ? " (demo data seeded)" : seeded.created ? " (reference data seeded)" : ""}`,
        `Admin: ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD === "admin123" ? "admin123 (default; set ADMIN_PASSWORD)" : "(from ADMIN_PASSWORD)"}`,
        `Mail: ${services.mailer.transport === "smtp" ? "SMTP" : "outbox in " + env.DATA_DIR + "/outbox/mail"}`,
      ].join("\n"),
    );
    // Files a crash left without their row (or a row without its removal) are removed in the background.
    sweepOrphanUploads(services, { graceMs: env.ORPHAN_SWEEP_GRACE_SECONDS * 1000 }).then(
      (result) => services.logger.info({ scanned: result.scanned, removed: result.removed.length }, "orphan sweep done"),
      (error: unknown) => services.logger.warn({ err: error }, "orphan sweep failed"),
    );
  });
  const heartbeat = setInterval(() => void processHeartbeat(services.db, processId).catch(() => {}), processHeartbeatSeconds * 1000);
  heartbeat.unref();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.logger.info({ signal, graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, "shutting down: finishing requests in flight");
    // Closing the pool and writing the last views are bounded too.
    setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_SECONDS * 1000 + 10_000).unref();
    const { forced } = await drainServer(server, services.drain, env.SHUTDOWN_GRACE_SECONDS * 1000);
    if (forced) services.logger.warn("requests still open after SHUTDOWN_GRACE_SECONDS were closed");
    await control?.close().catch((error: unknown) => services.logger.error({ err: error }, "control channel did not close cleanly"));
    await jobs.stop().catch((error: unknown) => services.logger.error({ err: error }, "could not finish the last background work"));
    clearInterval(heartbeat);
    await unregisterProcess(services.db, processId).catch(() => {});
    // Views still held in memory are written before the database closes.
    await flushViews(services.db).catch((error: unknown) =>
      services.logger.error({ err: error }, "could not write the last listing views"),
    );
    await services.close().catch((error: unknown) => services.logger.error({ err: error }, "database pool did not close cleanly"));
    services.logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
