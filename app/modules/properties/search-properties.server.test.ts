import { desc, eq, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, mapCells, properties, wards } from "../../../db/schema/index.ts";
import { createProperty, insertCopies, wardByName, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { correctSearch } from "./correct-search.server.ts";
import { searchQueryText, type PropertyFilters } from "./property-filters.server.ts";
import { areaScanAbove, builtStatementShapes, featuredOnTop, searchProperties, totalCap } from "./search-properties.server.ts";

let ctx: TestContext;
let garden: PropertyRow;
let riverside: PropertyRow;
let riversideInDescription: PropertyRow;
const search = (text: string, extra: { offset?: number } = {}) =>
  searchProperties(ctx.services, { filters: { search: text }, limit: 20, offset: extra.offset ?? 0, lang: "vi" });
const ids = (page: { items: { id: number }[] }) => page.items.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  garden = await createProperty(db, { title: "Nhà phố Lê Văn Sỹ", description: "Sân vườn rộng, gần chợ Tân Định, hẻm ba gác." });
  riversideInDescription = await createProperty(db, {
    title: "Căn hộ Quận 4",
    description: "Tầm nhìn ra sông Sài Gòn, ban công hướng Đông.",
  });
  riverside = await createProperty(db, { title: "Căn hộ ven sông Sài Gòn", description: "Nội thất đầy đủ." });
});
afterAll(() => ctx.close());

describe("text search at scale", () => {
  it("builds a full-text query of every word, the last also as a prefix when it has letters", () => {
    expect(searchQueryText("  Nguyễn  Hu ")).toBe("nguyễn & hu:*");
    expect(searchQueryText("quan 7")).toBe("quan & 7");
    expect(searchQueryText("!!!")).toBeNull();
  });

  it("finds words of the description, without accents", async () => {
    expect(ids(await search("san vuon"))).toEqual([garden.id]);
  });

  it("finds a word being typed (prefix of the last word)", async () => {
    expect(ids(await search("cho tan di"))).toEqual([garden.id]);
  });

  it("ranks a match in the title above a match in the description only", async () => {
    expect(ids(await search("song sai gon"))).toEqual([riverside.id, riversideInDescription.id]);
  });

  it("corrects an unknown word against the listings' vocabulary, numbers kept", async () => {
    expect(await correctSearch(ctx.services.db, "vuonn 7")).toBe("vuon 7");
    expect(await correctSearch(ctx.services.db, "san vuon")).toBeNull();
    expect(await correctSearch(ctx.services.db, "ban cogn")).toBe("ban cong");
    expect(ids(await search("san vuonn"))).toEqual([garden.id]);
    expect((await search("zzzqqq")).items).toEqual([]);
  });
});

describe("a category or a ward named by its slug", () => {
  const page = (filters: PropertyFilters) => searchProperties(ctx.services, { filters, limit: 20, offset: 0, lang: "vi" });

  it("is searched by its id or code, and an unknown slug matches nothing", async () => {
    const db = ctx.services.db;
    const [category] = await db
      .select({ id: categories.id, slug: categories.slugId })
      .from(categories)
      .where(eq(categories.id, garden.categoryId));
    const [ward] = await db.select({ code: wards.code, slug: wards.slug }).from(wards).where(eq(wards.code, garden.wardCode!));
    for (const [bySlug, byKey] of [
      [{ categorySlugId: category!.slug }, { categoryId: category!.id }],
      [{ wardSlug: ward!.slug }, { wardCode: ward!.code }],
    ] satisfies [PropertyFilters, PropertyFilters][]) {
      const [a, b] = [await page(bySlug), await page(byKey)];
      expect(ids(a)).toContain(garden.id);
      expect(ids(a)).toEqual(ids(b));
      expect(a.total).toBe(b.total);
    }
    expect(builtStatementShapes(db).some((shape) => /categorySlugId|wardSlug/.test(shape))).toBe(false);
    for (const unknown of [{ categorySlugId: "khong-co" }, { wardSlug: "phuong-khong-co" }] satisfies PropertyFilters[]) {
      const answer = await page(unknown);
      expect(answer.items).toEqual([]);
      expect(answer.total).toBe(0);
    }
  });
});

describe("the total of a broad search", () => {
  let capped: TestContext;
  beforeAll(async () => {
    capped = await createTestContext();
  });
  afterAll(() => capped.close());

  /** Adds `count` public listings with the word "kiemtratong" in their title or only in their description, in one insert. */
  async function addMatches(count: number, place: "title" | "description") {
    const text = (n: string) =>
      place === "title" ? { title: `Nhà kiemtratong mẫu ${n}` } : { title: `Nhà mẫu ${n}`, description: "Nhà kiemtratong mới xây." };
    const first = await createProperty(capped.services.db, text("đầu"));
    await insertCopies(capped.services.db, first, count - 1, (i) => text(`${first.id}-${i}`));
  }
  const broad = (offset = 0) => searchProperties(capped.services, { filters: { search: "kiemtratong" }, limit: 20, offset, lang: "vi" });

  it("is exact below the cap, stops counting at it, and a capped search lists the newest first", async () => {
    await addMatches(totalCap - 2, "title");
    await addMatches(1, "description");
    const narrow = await broad();
    expect(narrow.total).toBe(totalCap - 1);
    // Below the cap the matches are ranked: a title match above the newer description-only one.
    expect(narrow.items[0]!.title).toMatch(/kiemtratong/);
    await addMatches(2, "description");
    const page = await broad();
    expect(page.total).toBe(totalCap);
    // At the cap ranking would read every match, so the newest come first.
    const newest = await capped.services.db
      .select({ id: properties.id })
      .from(properties)
      .where(or(like(properties.title, "%kiemtratong%"), like(properties.description, "%kiemtratong%")))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(20);
    expect(page.items.map((p) => p.id)).toEqual(newest.map((p) => p.id));
    expect(page.items[0]!.title).not.toMatch(/kiemtratong/);
    // Paging past the counted matches still reaches the listings beyond the cap.
    expect((await broad(totalCap)).items.length).toBe(1);
  });

  it("finds a broad search's page among the newest listings when they hold it, and through the index when they do not", async () => {
    const newestMatches = async (offset: number) =>
      (
        await capped.services.db
          .select({ id: properties.id })
          .from(properties)
          .where(or(like(properties.title, "%kiemtratong%"), like(properties.description, "%kiemtratong%")))
          .orderBy(desc(properties.createdAt), desc(properties.id))
          .limit(20)
          .offset(offset)
      ).map((p) => p.id);
    await addMatches(totalCap, "title");
    expect((await broad()).total).toBe(totalCap);
    // Newer listings without the word among newer matches: the walk over the newest passes them by.
    const plain = await createProperty(capped.services.db, { title: "Nhà không khớp" });
    await insertCopies(capped.services.db, plain, 99, () => ({}));
    await addMatches(30, "description");
    await insertCopies(capped.services.db, plain, 50, (i) => ({ title: `Nhà thường ${i}`, slugId: `nha-thuong-a-${i}` }));
    expect(ids(await broad())).toEqual(await newestMatches(0));
    expect(ids(await broad(40))).toEqual(await newestMatches(40));
    // Thousands of newer listings without it: the newest hold too few matches, and the full-text index answers the same way.
    for (const part of [0, 1, 2])
      await insertCopies(capped.services.db, plain, 1_400, (i) => ({
        title: `Nhà thường ${part}-${i}`,
        slugId: `nha-thuong-b-${part}-${i}`,
      }));
    expect(ids(await broad())).toEqual(await newestMatches(0));
  });
});

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

describe("the filters a free search is read into, through statements built once", () => {
  let filtersCtx: TestContext;
  const rows: Record<string, PropertyRow> = {};
  beforeAll(async () => {
    filtersCtx = await createTestContext();
    const db = filtersCtx.services.db;
    const listing = (wardName: string, parameters: Record<string, string>) => createProperty(db, { wardName, parameters });
    rows.two = await listing("Phường Bến Thành", { bedrooms: "2", house_direction: "dong-nam", area: "70", floors: "3" });
    rows.three = await listing("Phường Tân Thuận", { bedrooms: "3", house_direction: "tay", area: "120", floors: "4" });
    rows.six = await listing("Phường Bến Thành", { bedrooms: "6" });
    rows.five = await listing("Phường Tân Thuận", { bedrooms: "5" });
  });
  afterAll(() => filtersCtx.close());

  const found = async (filters: PropertyFilters) =>
    ids(await searchProperties(filtersCtx.services, { filters, limit: 20, offset: 0, lang: "vi" }));

  it("answers each call with its own values: one statement per set of filters given, not one per value", async () => {
    const db = filtersCtx.services.db;
    const benThanh = (await wardByName(db, "Phường Bến Thành")).code;
    const tanThuan = (await wardByName(db, "Phường Tân Thuận")).code;
    // Newest first: each pair is one shape, asked with two sets of values.
    const pairs: [PropertyFilters, number[], PropertyFilters, number[]][] = [
      [{ bedrooms: 2 }, [rows.two!.id], { bedrooms: 3 }, [rows.three!.id]],
      // Five means five or more, for 5 and 6 alike.
      [{ bedrooms: 5 }, [rows.five!.id, rows.six!.id], { bedrooms: 6 }, [rows.five!.id, rows.six!.id]],
      [{ direction: "dong-nam" }, [rows.two!.id], { direction: "tay" }, [rows.three!.id]],
      [{ minArea: 60, maxArea: 80 }, [rows.two!.id], { minArea: 100, maxArea: 130 }, [rows.three!.id]],
      [{ floors: 3 }, [rows.two!.id], { floors: 4 }, [rows.three!.id]],
      [
        { wardCodes: [benThanh, "00000"] },
        [rows.six!.id, rows.two!.id],
        { wardCodes: [tanThuan, "00001"] },
        [rows.five!.id, rows.three!.id],
      ],
      [{ wardCodes: [benThanh, "00000"], bedrooms: 2 }, [rows.two!.id], { wardCodes: [tanThuan, "00001"], bedrooms: 3 }, [rows.three!.id]],
    ];
    for (const [first, firstIds, second, secondIds] of pairs) {
      expect(await found(first), JSON.stringify(first)).toEqual(firstIds);
      const shapes = builtStatementShapes(db).length;
      expect(await found(second), JSON.stringify(second)).toEqual(secondIds);
      expect(builtStatementShapes(db).length, JSON.stringify(second)).toBe(shapes);
    }
    expect(builtStatementShapes(db)).toEqual(
      expect.arrayContaining([
        "featured:card:counted:bedrooms:20:0",
        "featured:card:counted:bedrooms>=5:20:0",
        "featured:card:counted:direction:20:0",
        "range-count:counted:maxArea,minArea",
        "featured:card:indexed:uncounted:maxArea,minArea:20:0",
        "featured:card:counted:floors:20:0",
        "featured:card:counted:wardCodes:2:20:0",
        "featured:card:counted:bedrooms,wardCodes:2:20:0",
      ]),
    );
    // A free search read into such filters takes the same statements.
    expect(await found({ search: "2 phong ngu" })).toEqual([rows.two!.id]);
    expect(await found({ search: "3 phòng ngủ" })).toEqual([rows.three!.id]);
  });
});
