import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loadListing } from "./list-data.server.ts";
import { loadPropertyDetail } from "./detail-data.server.ts";
import { getWardPriceBand, listWardPriceBands } from "../../modules/properties/get-ward-price-band.server.ts";
import { listModerationQueue } from "../../modules/moderation/list-moderation-queue.server.ts";
import { refreshWardPriceBands } from "../../modules/properties/refresh-ward-price-bands.server.ts";

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

    // The ward landing pages: the band where it is big enough, nothing where it is not.
    const landing = (slug: string) =>
      loadListing(ctx.services, {
        url: new URL(`http://localhost/properties/ward/${slug}`),
        landing: { kind: "ward", slug },
        lang: "vi",
        actor: null,
      });
    expect((await landing("phuong-xom-chieu")).priceBands).toMatchObject({
      ward: "Phường Xóm Chiếu",
      rows: [{ category: "Biệt thự", property_type: "sell", median_per_m2: 50_000_000, sample_size: 9 }],
    });
    expect((await landing("phuong-ban-co")).priceBands).toBeNull();
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

  it("flags to moderators a listing priced below 40 % of its ward's median per m², and not one within reach of it", async () => {
    const db = ctx.services.db;
    const inWard = { wardName: "Phường Tân Định", categorySlug: "biet-thu", propertyType: "sell" as const, area: 100 };
    for (let i = 1; i <= 9; i++) await createProperty(db, { ...inWard, price: i * 1_000_000_000 });
    await refreshWardPriceBands(db);
    const bait = await createProperty(db, { ...inWard, title: "Biệt thự giá mồi", price: 1_500_000_000, requestStatus: "pending" });
    const fair = await createProperty(db, { ...inWard, title: "Biệt thự giá thấp thật", price: 2_500_000_000, requestStatus: "pending" });
    const queue = await listModerationQueue(ctx.services, { kind: "property", search: "Biệt thự giá", limit: 10, offset: 0, lang: "vi" });
    const flags = Object.fromEntries(
      queue.items.map((item) => [item.id, "bait_price_percent" in item ? item.bait_price_percent : undefined]),
    );
    expect(flags).toEqual({ [bait.id]: 30, [fair.id]: null });
  });
});
