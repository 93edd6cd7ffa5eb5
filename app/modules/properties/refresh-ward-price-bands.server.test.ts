import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loadPropertyDetail } from "../../routes/properties/detail-data.server.ts";
import { getWardPriceBand, listWardPriceBands } from "./get-ward-price-band.server.ts";
import { refreshWardPriceBands } from "./refresh-ward-price-bands.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const detail = (slug: string) =>
  loadPropertyDetail(ctx.services, {
    slug,
    url: new URL(`http://localhost/properties-details/${slug}`),
    actor: null,
    lang: "vi",
    countView: false,
  });

describe("ward price bands", () => {
  it("keeps the median and quartiles of price per m² over public listings, and the detail page shows where a listing sits", async () => {
    const db = ctx.services.db;
    const inWard = { wardName: "Phường Xóm Chiếu", categorySlug: "biet-thu", propertyType: "sell" as const, area: 100 };
    // Nine public villas at 10 … 90 triệu/m².
    const listed = [];
    for (let i = 1; i <= 9; i++) listed.push(await createProperty(db, { ...inWard, price: i * 1_000_000_000 }));
    // Left out: one waiting for review, one without an area, and a rental quoted by the day.
    await createProperty(db, { ...inWard, price: 100_000_000, requestStatus: "pending" });
    await createProperty(db, { ...inWard, price: 100_000_000, area: null });
    await createProperty(db, { ...inWard, propertyType: "rent", rentduration: "daily", price: 1_000_000 });
    // Three villas in another ward: a band too small to show.
    for (let i = 1; i <= 3; i++) await createProperty(db, { ...inWard, wardName: "Phường Bàn Cờ", price: i * 1_000_000_000 });

    await refreshWardPriceBands(db);
    const wardCode = listed[0]!.wardCode!;
    const band = await getWardPriceBand(db, { wardCode, categoryId: listed[0]!.categoryId, propertyType: "sell" });
    expect(band).toMatchObject({ median_per_m2: 50_000_000, p25_per_m2: 30_000_000, p75_per_m2: 70_000_000, sample_size: 9 });
    expect(await getWardPriceBand(db, { wardCode, categoryId: listed[0]!.categoryId, propertyType: "rent" })).toBeNull();
    expect((await listWardPriceBands(db, wardCode)).map((b) => b.property_type)).toEqual(["sell"]);

    expect((await detail(listed[1]!.slugId)).priceBand).toMatchObject({ median_per_m2: 50_000_000, sample_size: 9 });
    const small = await createProperty(db, { ...inWard, wardName: "Phường Bàn Cờ", price: 4_000_000_000 });
    expect((await detail(small.slugId)).priceBand).toBeNull();
  });

  it("follows the listings at the next refresh: a listing leaving the public lists leaves the band", async () => {
    const db = ctx.services.db;
    const inWard = { wardName: "Phường Nhiêu Lộc", categorySlug: "biet-thu", propertyType: "sell" as const, area: 100 };
    const listed = [];
    for (let i = 1; i <= 8; i++) listed.push(await createProperty(db, { ...inWard, price: i * 1_000_000_000 }));
    await refreshWardPriceBands(db);
    const key = { wardCode: listed[0]!.wardCode!, categoryId: listed[0]!.categoryId, propertyType: "sell" as const };
    expect((await getWardPriceBand(db, key))?.sample_size).toBe(8);
    const { properties } = await import("../../../db/schema/index.ts");
    const { eq } = await import("drizzle-orm");
    await db.update(properties).set({ status: "sold" }).where(eq(properties.id, listed[0]!.id));
    await refreshWardPriceBands(db);
    expect(await getWardPriceBand(db, key)).toBeNull();
  });
});
