import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapCells, properties } from "../../../db/schema/index.ts";
import { createProperty, insertCopies, wardByName } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { featuredOnTop } from "./featured-first.server.ts";
import { totalCap } from "./match-count.server.ts";
import { areaScanAbove, builtStatementShapes, searchProperties } from "./search-properties.server.ts";

// The default order of a list (featured-first.server.ts) through searchProperties, against the
// order computed here from the rule itself, in a city of its own: its pages, the capped total
// beside it, the statements built once for it and for the map's viewports over the same city,
// and a ward list's pages.
const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);

describe("the default order: running features first, then the newest", () => {
  let featuredCtx: TestContext;
  const day = 86_400_000;
  beforeAll(async () => {
    featuredCtx = await createTestContext();
  });
  afterAll(() => featuredCtx.close());

  /** Adds `count` public listings like a first one, in one insert; `shape(i)` sets each one's feature and age. */
  async function addListings(
    count: number,
    shape: (i: number) => { featuredUntil?: Date; createdAt?: Date; wardCode?: string; propertyType?: "sell" | "rent" },
  ) {
    const first = await createProperty(featuredCtx.services.db, { title: "Nhà mẫu đầu" });
    await insertCopies(featuredCtx.services.db, first, count, shape);
    return first;
  }

  /** Every public listing in the expected order, from the rule itself: up to 50 running features by end, then the rest newest first. */
  async function expectedOrder(wardCode?: string | string[], propertyType?: "sell" | "rent") {
    const rows = await featuredCtx.services.db
      .select({
        id: properties.id,
        featuredUntil: properties.featuredUntil,
        createdAt: properties.createdAt,
        wardCode: properties.wardCode,
        propertyType: properties.propertyType,
      })
      .from(properties);
    const inWards = wardCode === undefined ? undefined : [wardCode].flat();
    const listed = rows.filter(
      (r) => (inWards === undefined || inWards.includes(r.wardCode!)) && (propertyType === undefined || r.propertyType === propertyType),
    );
    const newest = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    const now = Date.now();
    const running = listed
      .filter((r) => r.featuredUntil !== null && r.featuredUntil.getTime() > now)
      .sort((a, b) => b.featuredUntil!.getTime() - a.featuredUntil!.getTime() || newest(a, b))
      .slice(0, featuredOnTop);
    const top = new Set(running.map((r) => r.id));
    return [...running, ...listed.filter((r) => !top.has(r.id)).sort(newest)].map((r) => r.id);
  }

  const page = (offset: number, limit: number, filters = {}, extra: { countTotal?: boolean } = {}) =>
    searchProperties(featuredCtx.services, { filters, limit, offset, lang: "vi", ...extra });

  it("pages through the features and the rest with every offset, each once, with the total", async () => {
    const now = Date.now();
    // 53 running features (three more than float) with ties in their end, 2 ended ones, 25 plain with ties in their age.
    await addListings(80, (i) => ({
      featuredUntil: i < 53 ? new Date(now + (1 + (i % 20)) * day) : i < 55 ? new Date(now - day) : undefined,
      createdAt: i % 3 === 0 ? undefined : new Date(now - ((i * 7) % 40) * day),
    }));
    const expected = await expectedOrder();
    expect(expected.length).toBe(81);
    for (const limit of [1, 7, 20]) {
      for (let offset = 0; offset <= expected.length + 1; offset += limit === 1 ? 1 : 3) {
        if (limit === 1 && (offset < 47 || offset > 53)) continue;
        const found = await page(offset, limit);
        expect(ids(found), `offset ${offset}, limit ${limit}`).toEqual(expected.slice(offset, offset + limit));
        expect(found.total, `offset ${offset}, limit ${limit}`).toBe(expected.length);
      }
    }
    // Not counted: the total is what the page reached.
    expect((await page(48, 7, {}, { countTotal: false })).total).toBe(55);
  });

  it("lists a filter without running features newest first, and counts a page past the end", async () => {
    const { code: wardCode } = await wardByName(featuredCtx.services.db, "Phường Tân Thuận");
    const quiet = await addListings(12, (i) => ({ wardCode, createdAt: new Date(Date.now() - (i % 4) * day) }));
    expect(quiet.wardCode).not.toBe(wardCode);
    const expected = await expectedOrder(wardCode);
    expect(expected.length).toBe(12);
    for (const offset of [0, 5, 10]) {
      const found = await page(offset, 5, { wardCode });
      expect(ids(found)).toEqual(expected.slice(offset, offset + 5));
      expect(found.total).toBe(12);
    }
    expect(await page(12, 5, { wardCode })).toEqual({ items: [], total: 12 });
    expect(await page(0, 5, { wardCode: "00000" })).toEqual({ items: [], total: 0 });
  });

  it("stops the total at the cap, and an explicit order carries it too", async () => {
    const before = (await expectedOrder()).length;
    await addListings(totalCap - before + 10, () => ({}));
    const expected = await expectedOrder();
    expect(expected.length).toBeGreaterThan(totalCap);
    const first = await page(0, 20);
    expect(ids(first)).toEqual(expected.slice(0, 20));
    expect(first.total).toBe(totalCap);
    const beyond = await page(totalCap, 20);
    expect(ids(beyond)).toEqual(expected.slice(totalCap, totalCap + 20));
    expect(beyond.total).toBe(totalCap);
    expect(await page(expected.length + 5, 20)).toEqual({ items: [], total: totalCap });
    const { code: wardCode } = await wardByName(featuredCtx.services.db, "Phường Tân Thuận");
    const cheapest = await searchProperties(featuredCtx.services, {
      filters: { wardCode },
      sort: "price_asc",
      limit: 5,
      offset: 0,
      lang: "vi",
    });
    expect(cheapest.total).toBe(12);
    const pastTheEnd = await searchProperties(featuredCtx.services, {
      filters: { wardCode },
      sort: "price_asc",
      limit: 5,
      offset: 20,
      lang: "vi",
    });
    expect(pastTheEnd).toEqual({ items: [], total: 12 });
    // The same shape with another ward: its own rows and total, not the first ward's.
    const { code: benThanh } = await wardByName(featuredCtx.services.db, "Phường Bến Thành");
    const elsewhere = await searchProperties(featuredCtx.services, {
      filters: { wardCode: benThanh },
      sort: "price_asc",
      limit: 5,
      offset: 0,
      lang: "vi",
    });
    expect(elsewhere.total).toBe(Math.min(totalCap, (await expectedOrder(benThanh)).length));
    expect(elsewhere.total).toBeGreaterThan(12);
    expect(elsewhere.items.every((p) => p.ward?.code === benThanh)).toBe(true);
    // A point's statement, built once, answers for another point and radius.
    const near = (latitude: number, longitude: number, radiusKm: number) =>
      searchProperties(featuredCtx.services, { filters: { near: { latitude, longitude, radiusKm } }, limit: 3, offset: 0, lang: "vi" });
    const here = await near(10.7725, 106.698, 1);
    expect(here.total).toBe(totalCap);
    expect(here.items.map((p) => p.distance)).toEqual([0, 0, 0]);
    expect(await near(21.03, 105.85, 5)).toEqual({ items: [], total: 0 });
    const around = await near(10.78, 106.698, 1.2);
    expect(around.total).toBe(totalCap);
    expect(around.items[0]!.distance).toBeCloseTo(0.83, 2);
    expect(await near(10.78, 106.698, 0.5)).toEqual({ items: [], total: 0 });
    // A map viewport's statements (its count and its page), built once, answer for another viewport.
    const db = featuredCtx.services.db;
    const inBox = (minLatitude: number, maxLatitude: number, minLongitude: number, maxLongitude: number) =>
      searchProperties(featuredCtx.services, {
        filters: { bbox: { minLatitude, maxLatitude, minLongitude, maxLongitude } },
        limit: 3,
        offset: 0,
        lang: "vi",
      });
    const box = await inBox(10.77, 10.775, 106.695, 106.7);
    expect(box.total).toBeGreaterThan(3);
    expect(box.items).toHaveLength(3);
    for (const p of box.items) {
      expect(p.latitude).toBeGreaterThanOrEqual(10.77);
      expect(p.latitude).toBeLessThanOrEqual(10.775);
    }
    // A sparse viewport (fewer than the cap) reads its area's index: a shape of its own, then reused.
    expect(await inBox(21, 21.05, 105.8, 105.85)).toEqual({ items: [], total: 0 });
    const shapes = builtStatementShapes(db).length;
    expect(await inBox(20, 20.05, 105.8, 105.85)).toEqual({ items: [], total: 0 });
    expect(builtStatementShapes(db).length).toBe(shapes);
    expect(builtStatementShapes(db)).toEqual(
      expect.arrayContaining(["area-count:counted:bbox", "area:newest:card:indexed:uncounted:bbox:3:0"]),
    );
    // A viewport whose grid cells say it holds more than areaScanAbove walks the newest-first
    // index with the box as a filter (its count skipped): the same page, the total at the cap.
    const wide = await inBox(10.74, 10.8, 106.67, 106.73);
    expect(wide.items).toHaveLength(3);
    await db.update(mapCells).set({ count: sql`${mapCells.count} + ${areaScanAbove}` });
    try {
      const walked = await inBox(10.74, 10.8, 106.67, 106.73);
      expect(walked.items.map((p) => p.id)).toEqual(wide.items.map((p) => p.id));
      expect(walked.total).toBe(totalCap);
      expect(builtStatementShapes(db)).toContain("area:newest:card:scan:uncounted:bbox:3:0");
    } finally {
      await db.update(mapCells).set({ count: sql`${mapCells.count} - ${areaScanAbove}` });
    }
  });
  it("pages a ward list ward by ward: the features first, then every ward's newest in one order, with the total", async () => {
    const db = featuredCtx.services.db;
    const codes = await Promise.all(
      ["Phường Tân Hưng", "Phường An Khánh", "Phường Tân Thuận"].map(async (name) => (await wardByName(db, name)).code),
    );
    const now = Date.now();
    // 45 listings over the three wards, their ages tied in threes, every fifth a running feature, every fourth for rent.
    await addListings(45, (i) => ({
      wardCode: codes[i % 3],
      createdAt: new Date(now - Math.floor(i / 3) * day),
      featuredUntil: i % 5 === 0 ? new Date(now + (1 + (i % 4)) * day) : undefined,
      propertyType: i % 4 === 0 ? "rent" : "sell",
    }));
    const expected = await expectedOrder(codes);
    expect(expected.length).toBeGreaterThan(45);
    for (const limit of [4, 20]) {
      for (let offset = 0; offset <= expected.length + 1; offset += limit === 4 ? 4 : 10) {
        const found = await page(offset, limit, { wardCodes: codes });
        expect(ids(found), `offset ${offset}, limit ${limit}`).toEqual(expected.slice(offset, offset + limit));
        expect(found.total, `offset ${offset}, limit ${limit}`).toBe(expected.length);
      }
    }
    // Another filter beside the list holds in each ward; a ward with no listing adds none.
    const rent = await expectedOrder(codes, "rent");
    expect(rent.length).toBeGreaterThan(5);
    const found = await page(0, 50, { wardCodes: [...codes, "00000"], propertyType: "rent" });
    expect(ids(found)).toEqual(rent);
    expect(found.total).toBe(rent.length);
    expect(builtStatementShapes(db)).toEqual(expect.arrayContaining(["featured:card:counted:propertyType,wardCodes:4:50:0"]));
    // A list of wards past the cap counts to it: the ward most listed here holds more than the cap alone.
    const { code: benThanh } = await wardByName(db, "Phường Bến Thành");
    const broad = await page(0, 5, { wardCodes: [benThanh, codes[0]!] });
    expect(broad.total).toBe(totalCap);
    expect(ids(broad)).toEqual((await expectedOrder([benThanh, codes[0]!])).slice(0, 5));
  });
});
