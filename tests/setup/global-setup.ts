import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase, pgliteExtensions } from "../../app/lib/db.server.ts";
import { seedDatabase } from "../../db/seed/seed.server.ts";
import { createLogger } from "../../app/lib/logger.server.ts";
import { testEnv } from "../support/test-env.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates and seeds one database before the workers start: a PGlite data-dir snapshot
 * (each test clones it) or, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "nhadat-test-"));
  const env = testEnv(dir);
  const logger = createLogger("silent");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `nhadat_template_${process.pid}`;
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: dir, poolSize: 2 });
    await migrateDatabase(database);
    await seedDatabase({ db: database.db, env, logger }, { demo: false });
    await database.close();
    project.provide("postgresTemplateUrl", templateUrl.toString());
    project.provide("pgliteSnapshot", "");
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ dataDir: dir, pglite: client });
  await migrateDatabase(database);
  await seedDatabase({ db: database.db, env, logger }, { demo: false });
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "snapshot.tar");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplateUrl", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
