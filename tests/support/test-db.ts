import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../app/lib/db.server.ts";
import { pgliteExtensions } from "../../app/lib/db.server.ts";
import { forgetStatementNames } from "../../app/lib/pg-named-statements.server.ts";

let snapshot: Blob | undefined;

/** Which database the suite runs on: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return inject("postgresTemplateUrl") ? "postgres" : "pglite";
}

/**
 * A fresh, migrated and seeded database for one test: a clone of the PGlite snapshot
 * (~0.5 s) or a PostgreSQL database copied from the template. close() discards it.
 */
export async function createTestDatabase(): Promise<Database> {
  const templateUrl = inject("postgresTemplateUrl");
  if (templateUrl) {
    // Test files share their worker's process: each database starts with none of the process's
    // statement names handed out, as a server does.
    forgetStatementNames();
    const url = new URL(templateUrl);
    const template = url.pathname.slice(1);
    const name = `nhadat_test_${randomBytes(6).toString("hex")}`;
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    url.pathname = `/${name}`;
    // Dropping the database at close terminates its connections; that is expected here.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolSize: 4, onIdleError: () => {} });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleaner = new pg.Client({ connectionString: adminUrl.toString() });
        await cleaner.connect();
        await cleaner.query(`drop database if exists ${name} with (force)`);
        await cleaner.end();
      },
    };
  }
  snapshot ??= new Blob([await readFile(inject("pgliteSnapshot"))]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions });
  return openDatabase({ dataDir: "", pglite: client });
}
