import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import * as schema from "../../db/schema/index.ts";
import type { Db } from "../../app/lib/db.server.ts";

/**
 * A handle on the same database (PGlite or PostgreSQL pool) that counts the SQL statements
 * sent through it, transactions' included, by drizzle's query logger: hand it to the code
 * under test in place of `services.db`. `texts()` names them (for a failure's message); `reset()` starts the count again.
 */
export function countingDb(db: Db): { db: Db; statements: () => number; texts: () => string[]; reset: () => void } {
  let texts: string[] = [];
  const logger = { logQuery: (query: string) => void texts.push(query) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const counted =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, casing: "snake_case", logger })
      : drizzlePg({ client, schema, casing: "snake_case", logger });
  return { db: counted as unknown as Db, statements: () => texts.length, texts: () => texts, reset: () => void (texts = []) };
}
