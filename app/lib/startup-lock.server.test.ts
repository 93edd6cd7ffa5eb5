import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { seedDatabase } from "../../db/seed/seed.server.ts";
import { testDatabaseKind } from "../../tests/support/test-db.ts";
import { testEnv } from "../../tests/support/test-env.ts";
import { createLogger } from "./logger.server.ts";
import { createServices } from "./services.server.ts";

// PGlite belongs to one process; only PostgreSQL can be shared by processes starting together.
describe.skipIf(testDatabaseKind() !== "postgres")("processes starting together on an empty PostgreSQL database", () => {
  it("all come up, migrated once and seeded once", async () => {
    const adminUrl = new URL(inject("postgresTemplateUrl"));
    adminUrl.pathname = "/postgres";
    const name = `nhadat_start_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "nhadat-start-"));
    try {
      const start = async () => {
        const services = await createServices(testEnv(dataDir, { DATABASE_URL: url.toString() }), { logger: createLogger("silent") });
        try {
          return await services.database.withStartupLock(() => seedDatabase(services, { demo: false }));
        } finally {
          await services.close();
        }
      };
      const results = await Promise.all([start(), start(), start(), start()]);
      expect(results.filter((result) => result.created)).toHaveLength(1);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
