import { desc, eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, properties, wards } from "../../../db/schema/index.ts";
import { createProperty, insertCopies, wardByName, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { correctSearch } from "./correct-search.server.ts";
import { searchQueryText, type PropertyFilters } from "./property-filters.server.ts";
import { totalCap } from "./match-count.server.ts";
import { builtStatementShapes, searchProperties } from "./search-properties.server.ts";

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
