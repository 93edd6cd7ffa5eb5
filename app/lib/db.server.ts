import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "../../db/schema/index.ts";
import type { Logger } from "./logger.server.ts";
import { listenOnPostgres } from "./pg-listener.server.ts";
import { NamedStatementClient } from "./pg-named-statements.server.ts";

export type Schema = typeof schema;
/** The one database type the app codes against: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Human-readable description for the start banner, without credentials. */
  describe: string;
  /**
   * LISTENs on a channel (PostgreSQL: a dedicated, self-reconnecting connection; PGlite:
   * its own listen). Resolves once listening; the result stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, logger: Logger, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding the start-up lock (PostgreSQL: a session advisory lock on a
   * connection of its own), so processes starting together on one database migrate and seed
   * one after another. PGlite belongs to one process: it simply runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock's key (any fixed number; it names this application's start-up work). */
export const startupLockKey = 0x6e686474; // "nhdt"

export const pgliteExtensions = { unaccent, pg_trgm, cube, earthdistance };

export const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

/**
 * Where the template of a new embedded cluster is kept, per install: a cluster made by PGlite's
 * initdb and migrated (~5 s of CPU), copied in ~0.1 s by every later new data directory (a fresh
 * DATA_DIR, the journeys', the benchmarks'). See `pgliteTemplateKey`.
 */
export const pgliteTemplateRoot = path.resolve(process.cwd(), "node_modules/.cache/nhadat");

/**
 * What a template was made from: PGlite's version, its extensions and every migration file. A
 * template of other migrations or another PGlite has another key, so it is never copied.
 */
export function pgliteTemplateKey(): string | null {
  const pglitePackage = path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json");
  if (!existsSync(pglitePackage)) return null;
  const hash = createHash("sha256");
  hash.update(String((JSON.parse(readFileSync(pglitePackage, "utf8")) as { version?: string }).version));
  hash.update(`\0${Object.keys(pgliteExtensions).join(",")}`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.relative(migrationsFolder, path.join(f.parentPath, f.name)))
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Opens a new embedded cluster in `dir` (which does not exist yet): a copy of the template when
 * one of this key is kept under `templateRoot`; else made by initdb, migrated, closed, kept as
 * the template (written aside and renamed, so a half-written one is never used; templates of
 * other keys are removed) and opened again.
 */
async function openNewPglite(dir: string, templateRoot: string): Promise<PGlite> {
  const key = pgliteTemplateKey();
  if (!key) return PGlite.create(dir, { extensions: pgliteExtensions });
  const template = path.join(templateRoot, `pglite-${key}`);
  if (existsSync(template)) {
    cpSync(template, dir, { recursive: true });
    return PGlite.create(dir, { extensions: pgliteExtensions });
  }
  const made = await PGlite.create(dir, { extensions: pgliteExtensions });
  await migratePglite(drizzlePglite({ client: made, schema, casing: "snake_case" }), { migrationsFolder });
  await made.close();
  const partial = `${template}.${process.pid}.partial`;
  try {
    mkdirSync(templateRoot, { recursive: true });
    for (const other of readdirSync(templateRoot)) {
      if (/^pglite-[0-9a-f]{16}$/.test(other) && other !== path.basename(template))
        rmSync(path.join(templateRoot, other), { recursive: true, force: true });
    }
    cpSync(dir, partial, { recursive: true });
    renameSync(partial, template);
  } catch {
    // Keeping a template only saves later starts time (another process may have kept it first).
    rmSync(partial, { recursive: true, force: true });
  }
  return PGlite.create(dir, { extensions: pgliteExtensions });
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Ready-made PGlite instance (tests clone a migrated snapshot). */
  pglite?: PGlite;
  /** Where a new embedded cluster's template is kept (`pgliteTemplateRoot` unless given). */
  pgliteTemplateRoot?: string;
  poolSize?: number;
  /** Errors of idle pooled connections (server restart, terminated backend); without a handler they crash the process. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Parameterised statements run as named prepared statements (parsed once per connection).
    // JIT compilation off (unless the URL sets `options` itself): every statement here is a short
    // lookup, and PostgreSQL compiles one with LLVM once its estimated cost passes
    // jit_above_cost, as the featured-first page's estimate does at a million listings (25–40 ms
    // of compiling for a statement that runs in under 1 ms).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: NamedStatementClient,
      options: "-c jit=off",
    });
    pool.on("error", options.onIdleError ?? ((error) => console.warn("PostgreSQL idle connection error:", error.message)));
    // A checked-out connection (inside a transaction, between its statements) that the server
    // terminates emits "error" with no pool listener attached, which would end the process; the
    // statement in flight fails on its own and the pool drops the broken connection on release.
    pool.on("connect", (client) => client.on("error", () => {}));
    // Bigint counts (count(*)) come back as strings by default; VND values fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
    const url = new URL(options.databaseUrl);
    const connectionString = options.databaseUrl;
    return {
      db,
      kind: "postgres",
      describe: `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`,
      listen: (channel, onMessage, logger, onReconnect) => listenOnPostgres({ connectionString, channel, onMessage, onReconnect, logger }),
      withStartupLock: async (work) => {
        const client = new pg.Client({ connectionString, application_name: "nhadat-startup" });
        await client.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [startupLockKey]);
          return await work();
        } finally {
          // Ending the session releases the lock, also when the unlock itself fails.
          await client.end().catch(() => {});
        }
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  let describe = "embedded PostgreSQL (PGlite, in memory)";
  if (!client) {
    const dir = path.resolve(options.dataDir, "pglite");
    mkdirSync(path.dirname(dir), { recursive: true });
    client = existsSync(dir)
      ? await PGlite.create(dir, { extensions: pgliteExtensions })
      : await openNewPglite(dir, options.pgliteTemplateRoot ?? pgliteTemplateRoot);
    describe = `embedded PostgreSQL (PGlite) in ${dir}`;
  }
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db;
  const owned = client;
  return {
    db,
    kind: "pglite",
    describe,
    listen: async (channel, onMessage) => {
      const unlisten = await owned.listen(channel, onMessage);
      return async () => {
        if (!owned.closed) await unlisten();
      };
    },
    withStartupLock: (work) => work(),
    close: () => owned.close(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw `db.execute` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
