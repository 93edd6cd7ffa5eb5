import path from "node:path";
import { createAuth, type Auth, type UserCreatedHook } from "./auth.server.ts";
import { migrateDatabase, openDatabase, type Database, type Db } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import { createEventBus, type EventBus } from "./events.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { createMailer, type Mailer } from "./mail/mailer.server.ts";
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
  sms: SmsSender;
  auth: Auth;
  /** User events (notifications, deactivation) to open SSE streams on every process sharing the database. */
  events: EventBus;
  /** Stops the event listener, then closes the database when these services opened it. */
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
  const database = overrides.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  if (!overrides.database) await migrateDatabase(database);
  const storage = overrides.storage ?? (await createStorage(env));
  const mailer = createMailer(env);
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const events = await createEventBus(database, logger);
  return {
    env,
    database,
    db: database.db,
    logger,
    storage,
    mailer,
    sms: createSms(env, logger),
    auth: createAuth({ db: database.db, env, mailer, onUserCreated: overrides.onUserCreated }),
    events,
    async close() {
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
