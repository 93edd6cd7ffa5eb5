import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { accentedWordPattern, searchWords } from "./property-filters.server.ts";
import { searchProperties } from "./search-properties.server.ts";

/**
 * The words the query parser leaves are matched on word boundaries, with the accents the user
 * typed (app/modules/properties/property-filters.server.ts, `exactMatch`). Every listing here
 * is in "Thành phố Hồ Chí Minh" and has "Lê Lợi" in its address (tests/support/factories.ts).
 */
let ctx: TestContext;
let cityHouse: PropertyRow;
let streetHouse: PropertyRow;
let riverView: PropertyRow;
let greenLiving: PropertyRow;
const search = async (text: string) =>
  (await searchProperties(ctx.services, { filters: { search: text }, limit: 20, offset: 0, lang: "vi" })).items.map((p) => p.id).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  cityHouse = await createProperty(db, {
    title: "Nhà hẻm Thành phố Thủ Đức",
    description: "Nhà cũ, chủ nhà anh Cường cần bán gấp.",
    wardName: "Phường Thủ Đức",
  });
  streetHouse = await createProperty(db, {
    title: "Nhà phố đi bộ gần chợ",
    description: "Khu dân cư sầm uất.",
    wardName: "Phường Bến Thành",
  });
  riverView = await createProperty(db, { title: "Căn hộ View Sông Sài Gòn", description: "Ban công rộng.", wardName: "Phường Tân Mỹ" });
  greenLiving = await createProperty(db, { title: "Căn hộ sống xanh", description: "Nhiều cây.", wardName: "Phường Tân Mỹ" });
});
afterAll(() => ctx.close());

describe("the words left for the text match", () => {
  it("marks accented words and makes only an unaccented last word a prefix", () => {
    expect(searchWords("view Sông")).toEqual([
      { word: "view", previous: undefined, accented: false, prefix: false },
      { word: "sông", previous: "view", accented: true, prefix: false },
    ]);
    expect(searchWords("song").map((w) => w.prefix)).toEqual([true]);
    expect(searchWords("cư").map((w) => w.prefix)).toEqual([false]);
    expect(searchWords("quan 7").map((w) => w.prefix)).toEqual([false, false]);
  });

  it("spells each letter in both cases and keeps a compound's syllable out of it", () => {
    expect(accentedWordPattern("đi")).toContain("[đĐ][iI]");
    expect(accentedWordPattern("phố")).toContain("(?<![tT][hH][àÀ][nN][hH] )[pP][hH][ốỐ]");
    expect(accentedWordPattern("phố", "thành")).not.toContain("(?<!");
  });

  it("matches a word typed with accents only where that word stands, in any case", async () => {
    // "phố" (street) is not the "phố" of "Thành phố", in the title or the city.
    expect(await search("phố")).toEqual([streetHouse.id]);
    // "cư" is not "cũ" (folded, both are "cu") nor the start of "Cường".
    expect(await search("cư")).toEqual([streetHouse.id]);
    expect(await search("cũ")).toEqual([cityHouse.id]);
    expect(await search("sông")).toEqual([riverView.id]);
    expect(await search("SÔNG")).toEqual([riverView.id]);
    expect(await search("sống")).toEqual([greenLiving.id]);
    expect(await search("view sông")).toEqual([riverView.id]);
    expect(await search("đi bộ")).toEqual([streetHouse.id]);
    expect(await search("gần chợ")).toEqual([streetHouse.id]);
  });

  it("matches a word typed without accents in any accented form, the last one also as a prefix", async () => {
    expect(await search("song")).toEqual([riverView.id, greenLiving.id].sort());
    expect(await search("cu")).toEqual([cityHouse.id, streetHouse.id].sort());
    expect(await search("di bo")).toEqual([streetHouse.id]);
    expect(await search("cuon")).toEqual([cityHouse.id]);
    // Typed with its compound, "phố" is the city's.
    expect(await search("thủ đức thành phố")).toContain(cityHouse.id);
  });

  it("rechecks accented words in the city too, as typed", async () => {
    const asTyped = async (text: string) =>
      (await searchProperties(ctx.services, { filters: { search: text, searchAsTyped: true }, limit: 20, offset: 0, lang: "vi" })).items
        .map((p) => p.id)
        .sort();
    const all = [cityHouse.id, streetHouse.id, riverView.id, greenLiving.id].sort();
    expect(await asTyped("Hồ Chí Minh")).toEqual(all);
    expect(await asTyped("thành phố")).toEqual(all);
    expect(await asTyped("phố")).toEqual([streetHouse.id]);
  });

  it("rechecks accented words on text stored decomposed (NFD) as on text in NFC", async () => {
    // Rows written before the app normalised its input, or by hand: the recheck reads them in NFC.
    const decomposed = await createProperty(ctx.services.db, {
      title: "Biệt thự nghỉ dưỡng".normalize("NFD"),
      description: "Hồ bơi riêng.".normalize("NFD"),
      wardName: "Phường Tân Mỹ",
    });
    expect(await search("nghỉ dưỡng")).toEqual([decomposed.id]);
    expect(await search("hồ bơi")).toEqual([decomposed.id]);
    expect(await search("nghi dưỡng")).toEqual([decomposed.id]);
  });
});
