import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { innerCells, innerZoom, viewportLowerBound } from "./area-count.server.ts";
import { cellDegrees } from "./cluster-properties.server.ts";
import { searchProperties } from "./search-properties.server.ts";

let ctx: TestContext;
const bbox = { minLatitude: 10.4, maxLatitude: 10.6, minLongitude: 106.2, maxLongitude: 106.4 };
const inside: PropertyRow[] = [];
let onEdge: PropertyRow;

/** Whether a point lies in one of the viewport's inner cells, by the grid's own arithmetic. */
function inInnerCell(latitude: number, longitude: number): boolean {
  const zoom = innerZoom(bbox)!;
  const cell = cellDegrees(zoom);
  const r = innerCells(bbox, zoom);
  const row = Math.floor(latitude / cell);
  const col = Math.floor(longitude / cell);
  return row >= r.minRow && row <= r.maxRow && col >= r.minCol && col <= r.maxCol;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  for (const [latitude, longitude, propertyType] of [
    [10.5, 106.3, "sell"],
    [10.51, 106.31, "sell"],
    [10.49, 106.29, "rent"],
    [10.52, 106.33, "sell"],
  ] as const) {
    inside.push(await createProperty(db, { latitude, longitude, propertyType }));
  }
  onEdge = await createProperty(db, { latitude: 10.4, longitude: 106.2 });
  await createProperty(db, { latitude: 10.7, longitude: 106.3 });
  await createProperty(db, { latitude: 10.5, longitude: 106.3, requestStatus: "pending" });
});
afterAll(() => ctx.close());

/** What map_cells must say: the public listings with a point in the inner cells. */
async function expectedLowerBound(propertyType?: "sell" | "rent"): Promise<number> {
  const rows = await ctx.services.db.select().from(properties);
  return rows.filter(
    (p) =>
      p.requestStatus === "approved" &&
      p.status === "active" &&
      p.latitude !== null &&
      p.longitude !== null &&
      (!propertyType || p.propertyType === propertyType) &&
      inInnerCell(p.latitude, p.longitude),
  ).length;
}

describe("viewportLowerBound", () => {
  it("sums the public listings of the cells wholly inside the viewport, never one outside it", async () => {
    const db = ctx.services.db;
    expect(inside.every((p) => inInnerCell(p.latitude!, p.longitude!))).toBe(true);
    expect(inInnerCell(onEdge.latitude!, onEdge.longitude!)).toBe(false);
    expect(await viewportLowerBound(db, { bbox })).toBe(4);
    expect(await viewportLowerBound(db, { bbox, propertyType: "rent" })).toBe(1);
    expect(await viewportLowerBound(db, { bbox, propertyType: "sell" })).toBe(await expectedLowerBound("sell"));
    // Within the viewport, with its edge listing: the exact count is never below the bound.
    const page = await searchProperties(ctx.services, { filters: { bbox }, limit: 20, offset: 0, lang: "vi" });
    expect(page.total).toBe(5);
  });

  it("follows listings leaving the public, moving out and being deleted (the triggers keep map_cells)", async () => {
    const db = ctx.services.db;
    await db.update(properties).set({ status: "inactive" }).where(eq(properties.id, inside[0]!.id));
    expect(await viewportLowerBound(db, { bbox })).toBe(3);
    await db.update(properties).set({ latitude: 10.9 }).where(eq(properties.id, inside[1]!.id));
    expect(await viewportLowerBound(db, { bbox })).toBe(2);
    await db.delete(properties).where(eq(properties.id, inside[3]!.id));
    expect(await viewportLowerBound(db, { bbox })).toBe(1);
    await db.update(properties).set({ status: "active" }).where(eq(properties.id, inside[0]!.id));
    expect(await viewportLowerBound(db, { bbox })).toBe(2);
    expect(await viewportLowerBound(db, { bbox })).toBe(await expectedLowerBound());
  });

  it("answers nothing for filters map_cells does not count by, or a viewport with no inner cell", async () => {
    const db = ctx.services.db;
    expect(await viewportLowerBound(db, { bbox, maxPrice: 1_000_000_000 })).toBeNull();
    expect(await viewportLowerBound(db, { search: "căn hộ" })).toBeNull();
    const sliver = { minLatitude: 10.5, maxLatitude: 10.5 + cellDegrees(14) / 2, minLongitude: 106.3, maxLongitude: 106.31 };
    expect(await viewportLowerBound(db, { bbox: sliver })).toBeNull();
  });
});
