import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  riversideInDescription = await createProperty(db, { title: "Căn hộ Quận 4", description: "Tầm nhìn ra sông Sài Gòn, ban công hướng Đông." });
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

  it("caps the total", () => {
    expect(totalCap).toBe(500);
  });
});
