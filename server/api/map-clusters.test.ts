import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapCells, properties } from "../../db/schema/index.ts";
import { cellDegrees, cellRange } from "../../app/modules/properties/cluster-properties.server.ts";
import { publicPropertyCondition } from "../../app/modules/listings/public-property-condition.server.ts";
import { sweepExpiredFromMap } from "../../app/modules/properties/sweep-map-expiry.server.ts";
import { authHeaders, categoryBySlug, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let owner: UserRow;
let ownerHeaders: Record<string, string>;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.services.db);
  ownerHeaders = await authHeaders(ctx.services.db, owner);
  staffHeaders = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
});
afterAll(async () => {
  await ctx.close();
});

const country = { minLatitude: 8, maxLatitude: 23.5, minLongitude: 102, maxLongitude: 110 };
const city = { minLatitude: 10.7, maxLatitude: 10.85, minLongitude: 106.55, maxLongitude: 106.8 };
const views = [
  { bbox: country, zoom: 5 },
  { bbox: city, zoom: 10 },
  { bbox: city, zoom: 12 },
  { bbox: city, zoom: 14 },
];
type Box = typeof city;
type Filters = { propertyType?: "sell" | "rent"; categoryId?: number };
type Cell = { count: number; latitude: number; longitude: number };

const sorted = (cells: Cell[]) => [...cells].sort((a, b) => b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude);

/** Same cells, counts equal and centroids within a centimetre (the sums are floating point). */
function expectSameCells(answer: Cell[], expected: Cell[], label: string) {
  const [a, e] = [sorted(answer), sorted(expected)];
  expect(
    a.map((c) => c.count),
    label,
  ).toEqual(e.map((c) => c.count));
  a.forEach((c, i) => {
    expect(Math.abs(c.latitude - e[i]!.latitude), label).toBeLessThan(1e-7);
    expect(Math.abs(c.longitude - e[i]!.longitude), label).toBeLessThan(1e-7);
  });
}

/** The grid computed straight from the listings: every public listing in the cells the viewport touches. */
async function direct(bbox: Box, zoom: number, filters: Filters = {}): Promise<Cell[]> {
  const cell = cellDegrees(zoom);
  const r = cellRange(bbox, zoom);
  const row = sql`floor(${properties.latitude} / ${cell}::float8)`;
  const col = sql`floor(${properties.longitude} / ${cell}::float8)`;
  return ctx.services.db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      latitude: sql<number>`avg(${properties.latitude})`.mapWith(Number),
      longitude: sql<number>`avg(${properties.longitude})`.mapWith(Number),
    })
    .from(properties)
    .where(
      and(
        publicPropertyCondition(),
        sql`${row} between ${r.minRow} and ${r.maxRow} and ${col} between ${r.minCol} and ${r.maxCol}`,
        filters.propertyType ? eq(properties.propertyType, filters.propertyType) : undefined,
        filters.categoryId ? eq(properties.categoryId, filters.categoryId) : undefined,
      ),
    )
    .groupBy(row, col);
}

async function fromApi(bbox: Box, zoom: number, filters: Filters = {}) {
  const query = new URLSearchParams({
    min_latitude: String(bbox.minLatitude),
    max_latitude: String(bbox.maxLatitude),
    min_longitude: String(bbox.minLongitude),
    max_longitude: String(bbox.maxLongitude),
    zoom: String(zoom),
    ...(filters.propertyType ? { property_type: filters.propertyType } : {}),
    ...(filters.categoryId ? { category_id: String(filters.categoryId) } : {}),
  });
  const res = await ctx.api("GET", `get-map-clusters?${query}`);
  expect(res.status).toBe(200);
  const { clusters, markers, total } = res.body.data as {
    clusters: Cell[];
    markers: { id: number; latitude: number; longitude: number }[];
    total: number;
  };
  return { cells: [...clusters, ...markers.map((m) => ({ count: 1, latitude: m.latitude, longitude: m.longitude }))], markers, total };
}

/** Every view's clusters and markers equal the direct grid; returns the city total at zoom 12. */
async function expectClustersMatch(filters: Filters = {}): Promise<number> {
  let cityTotal = 0;
  for (const { bbox, zoom } of views) {
    const [expected, answer] = await Promise.all([direct(bbox, zoom, filters), fromApi(bbox, zoom, filters)]);
    expectSameCells(answer.cells, expected, `zoom ${zoom}`);
    expect(answer.total).toBe(expected.reduce((sum, c) => sum + c.count, 0));
    if (zoom === 12) cityTotal = answer.total;
  }
  return cityTotal;
}

describe("map clusters from map_cells", () => {
  it("follow listings through create, approve, deactivate, move and delete", async () => {
    const db = ctx.services.db;
    const base = await expectClustersMatch();
    const near = [
      [10.7721, 106.6983],
      [10.7731, 106.6991],
      [10.7712, 106.6975],
    ] as const;
    const created = [];
    for (const [latitude, longitude] of near) created.push(await createProperty(db, { userId: owner.id, latitude, longitude }));
    const lone = await createProperty(db, { userId: owner.id, latitude: 10.8027, longitude: 106.7351, propertyType: "rent" });
    const pending = await createProperty(db, { userId: owner.id, latitude: 10.7722, longitude: 106.6984, requestStatus: "pending" });
    await createProperty(db, { userId: owner.id, latitude: 10.78, longitude: 106.7, expiresAt: new Date(Date.now() - 60_000) });
    expect(await expectClustersMatch()).toBe(base + 4);
    const lonely = await fromApi({ minLatitude: 10.8, maxLatitude: 10.805, minLongitude: 106.73, maxLongitude: 106.74 }, 14);
    expect(lonely.markers.map((m) => m.id)).toEqual([lone.id]);

    const approved = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "property", id: pending.id, decision: "approve" },
    });
    expect(approved.status).toBe(200);
    expect(await expectClustersMatch()).toBe(base + 5);

    const deactivated = await ctx.api("POST", "change-property-status", {
      headers: ownerHeaders,
      body: { property_id: created[0]!.id, status: "inactive" },
    });
    expect(deactivated.status).toBe(200);
    expect(await expectClustersMatch()).toBe(base + 4);

    // An owner's edit goes back to review: the listing leaves the map until approved at its new place.
    const moved = await ctx.api("POST", "update_post_property", {
      headers: ownerHeaders,
      body: { id: created[1]!.id, latitude: 10.7601, longitude: 106.6602 },
    });
    expect(moved.status).toBe(200);
    expect(await expectClustersMatch()).toBe(base + 3);
    await ctx.api("POST", "admin/moderate", { headers: staffHeaders, body: { kind: "property", id: created[1]!.id, decision: "approve" } });
    expect(await expectClustersMatch()).toBe(base + 4);
    const west = await fromApi({ minLatitude: 10.755, maxLatitude: 10.765, minLongitude: 106.655, maxLongitude: 106.665 }, 14);
    expect(west.markers.map((m) => m.id)).toEqual([created[1]!.id]);

    const deleted = await ctx.api("POST", "delete_property", { headers: ownerHeaders, body: { id: created[2]!.id } });
    expect(deleted.status).toBe(200);
    expect(await expectClustersMatch()).toBe(base + 3);

    await expectClustersMatch({ propertyType: "rent" });
    await expectClustersMatch({ categoryId: (await categoryBySlug(db, "can-ho-chung-cu")).id });
  });

  it("follow statements that change many listings at once, and a rebuild gives the same cells", async () => {
    const db = ctx.services.db;
    const other = await createUser(db);
    const rows = [];
    for (let i = 0; i < 6; i++)
      rows.push(await createProperty(db, { userId: other.id, latitude: 10.74 + i * 0.01, longitude: 106.62 + i * 0.015 }));
    await expectClustersMatch();
    await db
      .update(properties)
      .set({ latitude: sql`${properties.latitude} + 0.02`, propertyType: "rent" })
      .where(eq(properties.userId, other.id));
    await expectClustersMatch();
    await db
      .update(properties)
      .set({ status: "sold" })
      .where(inArray(properties.id, [rows[0]!.id, rows[1]!.id]));
    await expectClustersMatch();
    // Deleting the owner removes their listings by cascade.
    await db.execute(sql`delete from users where id = ${other.id}`);
    await expectClustersMatch();

    const snapshot = async () =>
      (
        await db
          .select()
          .from(mapCells)
          .where(sql`${mapCells.count} > 0`)
      )
        .map((c) => `${c.zoom}/${c.cellRow}/${c.cellCol}/${c.propertyType}/${c.categoryId}: ${c.count} ${c.sumId} ${c.sumLat.toFixed(6)}`)
        .sort();
    const before = await snapshot();
    await db.execute(sql`select map_cells_rebuild()`);
    expect(await snapshot()).toEqual(before);
  });

  it("drop listings whose expiry passes when the sweep runs", async () => {
    const db = ctx.services.db;
    const soon = await createProperty(db, { userId: owner.id, latitude: 10.79, longitude: 106.68, expiresAt: new Date(Date.now() + 1500) });
    const before = await expectClustersMatch();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await sweepExpiredFromMap(db)).toBe(1);
    expect(await expectClustersMatch()).toBe(before - 1);
    const [row] = await db.select({ onMap: properties.onMap }).from(properties).where(eq(properties.id, soon.id));
    expect(row!.onMap).toBe(false);
    // Renewing brings it back.
    await db
      .update(properties)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(properties.id, soon.id));
    expect(await expectClustersMatch()).toBe(before);
  });
});
