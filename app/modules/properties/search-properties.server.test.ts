import { desc, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { correctSearch } from "./correct-search.server.ts";
import { searchQueryText } from "./property-filters.server.ts";
import { searchProperties, totalCap } from "./search-properties.server.ts";

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
    const {
      categoryId,
      wardCode,
      wardName,
      description,
      propertyType,
      price,
      address,
      city,
      state,
      latitude,
      longitude,
      requestStatus,
      status,
      titleImage,
    } = first;
    const copies = Array.from({ length: count - 1 }, (_, i) => ({
      ...{
        categoryId,
        wardCode,
        wardName,
        description,
        propertyType,
        price,
        address,
        city,
        state,
        latitude,
        longitude,
        requestStatus,
        status,
        titleImage,
      },
      ...text(`${first.id}-${i}`),
      slugId: `nha-mau-${first.id}-${i}`,
    }));
    if (copies.length) await capped.services.db.insert(properties).values(copies);
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
});
