import path from "node:path";
import { createAuth, type Auth, type UserCreatedHook } from "./auth.server.ts";
import { migrateDatabase, openDatabase, type Database, type Db } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import { createDrain, type Drain } from "./drain.server.ts";
import { createEventBus, type EventBus } from "./events.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { createMailer, type Mailer } from "./mail/mailer.server.ts";
import { startMailQueue, type MailQueue } from "./mail/mail-queue.server.ts";
import { createSms, type SmsSender } from "./sms/sms.server.ts";
import { createLocalStorage } from "./storage/local-storage.server.ts";
import type { Storage } from "./storage/storage.ts";

/** Everything a request handler or module may need, built once per process. */
export interface Services {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  storage: Storage;
  mailer: Mailer;
  /** Mail queued by a change (`enqueueMail`), sent after it commits, retried until it goes. */
  mailQueue: MailQueue;
  sms: SmsSender;
  auth: Auth;
  /** User events (notifications, deactivation) to open SSE streams on every process sharing the database. */
  events: EventBus;
  /** Whether the process is shutting down (SIGTERM): readiness, connections and event streams follow it. */
  drain: Drain;
  /** Stops the mail worker and the event listener, then closes the database when these services opened it. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  database?: Database;
  logger?: Logger;
  storage?: Storage;
  /** The domain's rules for a new account created by better-auth (the free package). */
  onUserCreated?: UserCreatedHook;
}

export async function createServices(env: Env, overrides: ServiceOverrides = {}): Promise<Services> {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_MAX }));
  // Processes starting together on one database migrate one after another.
  if (!overrides.database) await database.withStartupLock(() => migrateDatabase(database));
  const storage = overrides.storage ?? (await createStorage(env));
  const mailer = createMailer(env);
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const events = await createEventBus(database, logger);
  const mailQueue = startMailQueue({ db: database.db, mailer, logger, env });
  return {
    env,
    database,
    db: database.db,
    logger,
    storage,
    mailer,
    mailQueue,
    sms: createSms(env, logger),
    auth: createAuth({ db: database.db, env, mailer, onUserCreated: overrides.onUserCreated }),
    events,
    drain: createDrain(),
    async close() {
      await mailQueue.close();
      await events.close();
      if (!overrides.database) await database.close();
    },
  };
}

async function createStorage(env: Env): Promise<Storage> {
  if (env.STORAGE_DRIVER === "s3") {
    const { createS3Storage } = await import("./storage/s3-storage.server.ts");
    return createS3Storage(env);
  }
  return createLocalStorage(path.resolve(env.DATA_DIR, "uploads"));
}
