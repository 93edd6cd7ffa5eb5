import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { testDatabaseKind } from "../../../tests/support/test-db.ts";
import { openDatabase } from "../../lib/db.server.ts";
import { flushViews, pendingViews, recordView } from "./view-counter.server.ts";

let ctx: TestContext;
let busy: PropertyRow;
let quiet: PropertyRow;
const stored = async (id: number) =>
  (await ctx.services.db.select({ views: properties.totalViews }).from(properties).where(eq(properties.id, id)))[0]!.views;
const shown = async (id: number) => (await ctx.api("GET", `get_property?id=${id}`)).body.data[0].total_views as number;

beforeAll(async () => {
  ctx = await createTestContext();
  busy = await createProperty(ctx.services.db, { title: "Căn hộ nhiều người xem", requestStatus: "approved" });
  quiet = await createProperty(ctx.services.db, { title: "Nhà phố ít người xem", requestStatus: "approved" });
});
afterAll(() => ctx.close());

describe("listing views", () => {
  it("are shown at once, written together later, and none is lost or counted twice", async () => {
    const db = ctx.services.db;
    const before = { busy: await stored(busy.id), quiet: await stored(quiet.id) };
    for (let i = 0; i < 3; i++) recordView(db, busy.id);
    recordView(db, quiet.id);
    // Held in memory: the row is untouched, the answer already counts them (and this opening too).
    expect(await stored(busy.id)).toBe(before.busy);
    expect(await shown(busy.id)).toBe(before.busy + 4);
    expect(pendingViews(db, busy.id)).toBe(4);
    await flushViews(db);
    expect(pendingViews(db, busy.id)).toBe(0);
    expect(await stored(busy.id)).toBe(before.busy + 4);
    expect(await stored(quiet.id)).toBe(before.quiet + 1);
    expect(await shown(quiet.id)).toBe(before.quiet + 2);
    await flushViews(db);
    await flushViews(db);
    expect(await stored(quiet.id)).toBe(before.quiet + 2);
  });
});

// PGlite has one connection, so flushes cannot overlap there; processes share PostgreSQL.
describe.skipIf(testDatabaseKind() !== "postgres")("listing views of several processes", () => {
  it("are written whole when their flushes overlap, whatever order each process saw them in", async () => {
    const db = ctx.services.db;
    const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] };
    const url = new URL(inject("postgresTemplateUrl"));
    url.pathname = `/${rows[0].name}`;
    // A second process's pool on the same database, with its own views held.
    const other = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolSize: 4, onIdleError: () => {} });
    try {
      const listings: number[] = [];
      for (let i = 0; i < 120; i++)
        listings.push((await createProperty(db, { title: `Nhà xem cùng lúc ${i}`, requestStatus: "approved" })).id);
      const total = async () =>
        (await db.select({ views: properties.totalViews }).from(properties).where(inArray(properties.id, listings))).reduce(
          (sum, row) => sum + row.views,
          0,
        );
      const before = await total();
      for (let round = 0; round < 8; round++) {
        for (const id of listings) recordView(db, id);
        for (const id of [...listings].reverse()) recordView(other.db, id);
        await Promise.all([flushViews(db), flushViews(other.db)]);
      }
      expect(await total()).toBe(before + 8 * 2 * listings.length);
    } finally {
      await flushViews(other.db);
      await other.close();
    }
  });
});
