import { isNotNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../schema/index.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { tourCount } from "./listings.ts";
import { seedDemo } from "./seed-demo.server.ts";
import { listDuplicateCandidates } from "../../../app/modules/moderation/list-duplicate-candidates.server.ts";
import { backfillPhotoHashes } from "../../../app/modules/properties/backfill-photo-hashes.server.ts";

let ctx: TestContext;
let ms = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const started = Date.now();
  await seedDemo({ db: ctx.services.db, storage: ctx.services.storage, logger: { info: () => {} } });
  ms = Date.now() - started;
}, 60_000);
afterAll(() => ctx.close());

describe("the demo city", () => {
  it("has a re-posted listing with re-encoded photos waiting for moderators as a likely duplicate", async () => {
    const pairs = await listDuplicateCandidates(ctx.services, { limit: 10, offset: 0, lang: "vi" });
    expect(pairs.items).toHaveLength(1);
    const [pair] = pairs.items;
    expect(pair!.reasons).toEqual(expect.arrayContaining(["photo", "location", "area", "same_owner"]));
    expect(pair!.listing.title).toMatch(/^Cần bán gấp: /);
    expect(pair!.listing.request_status).toBe("pending");
    expect(pair!.original.request_status).toBe("approved");
    // The demo's photos carry their hashes from the start: nothing is left for the hashing job.
    expect(await backfillPhotoHashes({ ...ctx.services, logger: { warn: () => {} } })).toEqual({ hashed: 0 });
  });

  it("has listings, projects, agents, articles and FAQs that the public calls serve", async () => {
    const list = await ctx.api("GET", "get-property-list?limit=1");
    expect(list.body.total).toBeGreaterThan(250);
    expect(list.body.total).toBeLessThan(300);
    expect((await ctx.api("GET", "get-projects?limit=1")).body.total).toBeGreaterThanOrEqual(19);
    expect((await ctx.api("GET", "agent-list?limit=1")).body.total).toBe(15);
    expect((await ctx.api("GET", "get_articles?limit=1")).body.total).toBe(8);
    expect((await ctx.api("GET", "faqs?limit=1", { headers: { "accept-language": "en" } })).body.data[0].question).toMatch(/\?$/);
    const wards = await ctx.api("GET", "get-cities-data?limit=100");
    expect(wards.body.total).toBeGreaterThan(40);
    expect(ms).toBeLessThan(20_000);
  });

  it("has paid owners whose listings show a masked phone that a visitor reveals with a Zalo link", async () => {
    const list = await ctx.api("GET", "get-property-list?limit=100");
    const ids: number[] = list.body.data.map((p: { id: number }) => p.id);
    let shown: { id: number; mobile: string } | undefined;
    for (const id of ids) {
      // Premium listings answer without their details to a visitor; the others name their owner.
      const customer = (await ctx.api("GET", `get_property?id=${id}`)).body.data?.[0]?.customer;
      if (customer?.mobile_is_masked) {
        shown = { id, mobile: customer.mobile };
        break;
      }
    }
    expect(shown, "a public listing of a paid owner with a phone").toBeTruthy();
    expect(shown!.mobile).toMatch(/^\d{4}•+\d{3}$/);
    const revealed = await ctx.api("POST", "reveal-phone", { body: { property_id: shown!.id } });
    expect(revealed.body.data.zalo_url).toMatch(/^https:\/\/zalo\.me\/0\d{9}$/);
  });

  it("keeps every listing inside the city with a price in range", async () => {
    const res = await ctx.api(
      "GET",
      "get-property-list?min_latitude=10.7&max_latitude=10.88&min_longitude=106.6&max_longitude=106.8&limit=1",
    );
    const all = await ctx.api("GET", "get-property-list?limit=1");
    expect(res.body.total).toBe(all.body.total);
    const cheapSale = await ctx.api("GET", "get-property-list?property_type=sell&max_price=1499999999");
    expect(cheapSale.body.total).toBe(0);
    const rentOutOfRange = await ctx.api("GET", "get-property-list?property_type=rent&min_price=60000001");
    expect(rentOutOfRange.body.total).toBe(0);
  });

  it("is findable by old district names without accents", async () => {
    const res = await ctx.api("GET", "get-property-list?search=quan%207&limit=5");
    expect(res.body.total).toBeGreaterThan(3);
    expect(res.body.data[0].title_image).toMatch(/^http:\/\/localhost:3000\/media\/demo\/photos\/scene-\d+-800\.webp$/);
  });

  it("stores the photos it refers to", async () => {
    const detail = await ctx.api("GET", "get-property-list?limit=1");
    // API answers carry absolute media URLs (docs/architecture.md, "The API contract").
    const key = new URL(detail.body.data[0].title_image).pathname.replace("/media/", "");
    const file = await ctx.services.storage.get(key);
    expect(file?.contentType).toBe("image/webp");
    expect(file!.body.byteLength).toBeGreaterThan(1000);
  });

  it("gives ten listings a 360° panorama (2:1 WebP) and ten a YouTube video; the most viewed public one has both", async () => {
    const db = ctx.services.db;
    const withPanorama = await db.select({ image: properties.threeDImage }).from(properties).where(isNotNull(properties.threeDImage));
    const withVideo = await db.select({ link: properties.videoLink }).from(properties).where(isNotNull(properties.videoLink));
    expect([withPanorama.length, withVideo.length]).toEqual([tourCount, tourCount]);
    expect(withVideo.every((v) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(v.link!))).toBe(true);
    const [top] = (await ctx.api("GET", "get-property-list?is_premium=0&limit=1&sort_by=most_viewed")).body.data;
    const [detail] = (await ctx.api("GET", `get_property?slug_id=${top.slug_id}`)).body.data;
    expect(detail.video_link).toMatch(/youtube\.com\/watch/);
    expect(detail.three_d_image).toMatch(/^http:\/\/localhost:3000\/media\/demo\/panoramas\/room-\d-2048\.webp$/);
    const file = await ctx.services.storage.get(new URL(detail.three_d_image).pathname.replace("/media/", ""));
    const meta = await sharp(Buffer.from(file!.body)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 2048, 1024]);
  });

  it("places projects in the wards their names say, and no address repeats its ward", async () => {
    const { projects: projectRows } = await import("../../schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const { demoAreas } = await import("./places-data.ts");
    const [sky] = await ctx.services.db
      .select({ wardName: projectRows.wardName, location: projectRows.location })
      .from(projectRows)
      .where(eq(projectRows.title, "Sky Harbour Quận 7"));
    expect(demoAreas.find((a) => a.district === "Quận 7")!.wards).toContain(sky!.wardName);
    expect(sky!.location).not.toContain(sky!.wardName);
    const listings = await ctx.services.db.select({ address: properties.address, wardName: properties.wardName }).from(properties);
    expect(listings.filter((l) => l.wardName && l.address.includes(l.wardName))).toEqual([]);
  });

  it("gives listings price histories that end at their current price and are shown on the detail page", async () => {
    const { propertyChanges } = await import("../../schema/index.ts");
    const { getPriceHistory } = await import("../../../app/modules/properties/get-price-history.server.ts");
    const { lastPriceChange } = await import("../../../app/modules/properties/price-history.ts");
    const db = ctx.services.db;
    const changes = await db.select().from(propertyChanges);
    const listings = await db.select({ id: properties.id, price: properties.price, createdAt: properties.createdAt }).from(properties);
    const changed = listings.filter((l) => changes.some((c) => c.propertyId === l.id));
    expect(changed.length).toBeGreaterThan(20);
    for (const listing of changed) {
      const history = await getPriceHistory(db, listing);
      expect(history.points.at(-1)!.price).toBe(listing.price);
      expect(history.points.every((p) => p.at >= history.postedAt && p.at <= new Date().toISOString())).toBe(true);
    }
    const cuts = await Promise.all(changed.map(async (l) => lastPriceChange(await getPriceHistory(db, l))));
    expect(cuts.some((c) => c !== null && c.difference < 0)).toBe(true);
  });

  it("has ward price bands big enough to show on a fresh start, and wards without one", async () => {
    const { wardPriceBands } = await import("../../schema/index.ts");
    const { minimumBandSample } = await import("../../../app/modules/properties/ward-price-band.ts");
    const { wards } = await import("../../schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const shown = await ctx.services.db
      .select({ ward: wards.name, type: wardPriceBands.propertyType, size: wardPriceBands.sampleSize })
      .from(wardPriceBands)
      .innerJoin(wards, eq(wards.code, wardPriceBands.wardCode));
    expect(shown.filter((b) => b.size >= minimumBandSample)).toEqual([{ ward: "Phường Tân Hưng", type: "sell", size: expect.any(Number) }]);
    expect(shown.some((b) => b.size < minimumBandSample)).toBe(true);
  });

  it("gives the first demo agent a daily saved search with a sent alert and three new matches since their last visit", async () => {
    const { users } = await import("../../schema/index.ts");
    const { eq } = await import("drizzle-orm");
    const { listSavedSearches } = await import("../../../app/modules/saved-searches/list-saved-searches.server.ts");
    const [agent] = await ctx.services.db.select().from(users).where(eq(users.email, "agent1@nhadat.local"));
    const searches = await listSavedSearches(ctx.services.db, { id: agent!.id, role: "user", name: agent!.name, email: agent!.email });
    expect(searches).toMatchObject([
      {
        name: "Căn hộ Phường Tân Hưng",
        url: "/properties?category=can-ho-chung-cu&ward=phuong-tan-hung",
        frequency: "daily",
        new_since_visit: 3,
      },
    ]);
  });

  it("writes titles that agree with the listing's own direction, legal status and bedrooms", async () => {
    const { sql } = await import("drizzle-orm");
    const { rowsOf } = await import("../../../app/lib/db.server.ts");
    const { parameterSeeds } = await import("../catalog-data.ts");
    const label = new Map(parameterSeeds.find((p) => p.code === "house_direction")!.options!.map((o) => [o.value, o.label]));
    const result = await ctx.services.db.execute(sql`
      select p.title, p.bedrooms, p.legal_status,
        (select pp.value from property_parameters pp join parameters pa on pa.id = pp.parameter_id where pp.property_id = p.id and pa.code = 'house_direction') as house,
        (select pp.value from property_parameters pp join parameters pa on pa.id = pp.parameter_id where pp.property_id = p.id and pa.code = 'balcony_direction') as balcony
      from properties p`);
    const rows = rowsOf<{
      title: string;
      bedrooms: number | null;
      legal_status: string | null;
      house: string | null;
      balcony: string | null;
    }>(result);
    const wrong = rows.filter((r) => {
      const balcony = /ban công hướng ([\p{L} ]+?)(?:,|$)/u.exec(r.title)?.[1];
      const house = /nhà hướng ([\p{L} ]+?)(?:,|$)/u.exec(r.title)?.[1];
      const rooms = /(\d+)PN/.exec(r.title)?.[1];
      return (
        (balcony !== undefined && balcony !== label.get(r.balcony ?? "")) ||
        (house !== undefined && house !== label.get(r.house ?? "")) ||
        (/sổ hồng|sổ riêng/.test(r.title) && r.legal_status !== "so-hong") ||
        (rooms !== undefined && Number(rooms) !== r.bedrooms)
      );
    });
    expect(rows.filter((r) => /hướng/.test(r.title)).length).toBeGreaterThan(5);
    expect(rows.filter((r) => /sổ hồng|sổ riêng/.test(r.title)).length).toBeGreaterThan(5);
    expect(wrong.map((r) => r.title)).toEqual([]);
  });
});
