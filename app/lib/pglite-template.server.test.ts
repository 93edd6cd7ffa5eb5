import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteExtensions, pgliteTemplateKey, rowsOf } from "./db.server.ts";
import journal from "../../db/migrations/meta/_journal.json" with { type: "json" };

const root = mkdtempSync(path.join(os.tmpdir(), "nhadat-template-"));
const templateRoot = path.join(root, "cache");
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function appliedMigrations(dataDir: string): Promise<number> {
  const database = await openDatabase({ dataDir, pgliteTemplateRoot: templateRoot });
  try {
    const result = await database.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
    return rowsOf<{ n: number }>(result)[0]!.n;
  } finally {
    await database.close();
  }
}

describe("a new embedded cluster", () => {
  it("is made and migrated once, kept as the template of its key, and later new data directories are copies of it", async () => {
    // A template of other migrations or another PGlite, left by an older install: removed, never used.
    mkdirSync(path.join(templateRoot, "pglite-0123456789abcdef"), { recursive: true });
    expect(await appliedMigrations(path.join(root, "first"))).toBe(journal.entries.length);
    const template = `pglite-${pgliteTemplateKey()}`;
    expect(readdirSync(templateRoot)).toEqual([template]);

    // Marked, so a copy is told from a cluster made again.
    const marked = await PGlite.create(path.join(templateRoot, template), { extensions: pgliteExtensions });
    await marked.exec("create table template_mark (id int)");
    await marked.close();
    expect(await appliedMigrations(path.join(root, "second"))).toBe(journal.entries.length);
    const second = await PGlite.create(path.join(root, "second", "pglite"), { extensions: pgliteExtensions });
    expect((await second.query("select to_regclass('template_mark') is not null as copied")).rows).toEqual([{ copied: true }]);
    await second.close();
  }, 60_000);
});
