import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, type PropertyRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { searchNeedle } from "./property-filters.server.ts";
import { searchProperties } from "./search-properties.server.ts";

let ctx: TestContext;
let district7: PropertyRow;
let ward7: PropertyRow;
let tanHung: PropertyRow;
const search = async (text: string) =>
  (await searchProperties(ctx.services, { filters: { search: text }, limit: 20, offset: 0, lang: "vi" })).items.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  district7 = await createProperty(db, {
    title: "Căn hộ view sông Quận 7 khu Nam Sài Gòn",
    description: "Gần Crescent Mall.",
    wardName: "Phường Tân Mỹ",
  });
  ward7 = await createProperty(db, { title: "Nhà hẻm Phường 7 Gò Vấp cũ", description: "Hai tầng, sổ hồng.", wardName: "Phường Gò Vấp" });
  tanHung = await createProperty(db, { title: "Căn hộ Phường Tân Hưng mới", description: "Ban công rộng.", wardName: "Phường Tân Hưng" });
});
afterAll(() => ctx.close());

describe("search understands how Vietnamese users write places", () => {
  it("spells out district, ward and city abbreviations", () => {
    expect(searchNeedle("Q7")).toBe("quan 7");
    expect(searchNeedle("Q.7 can ho")).toBe("quan 7 can ho");
    expect(searchNeedle("căn hộ q 7")).toBe("can ho quan 7");
    expect(searchNeedle("P.7")).toBe("phuong 7");
    expect(searchNeedle("P. Tân Hưng")).toBe("phuong tan hung");
    expect(searchNeedle("TP.HCM")).toBe("ho chi minh");
    expect(searchNeedle("tphcm")).toBe("ho chi minh");
    expect(searchNeedle("HCM")).toBe("ho chi minh");
    expect(searchNeedle("TP Thủ Đức")).toBe("thanh pho thu duc");
    expect(searchNeedle("Phú Mỹ Hưng")).toBe("quan 7");
    // Nothing to spell out: the search stays as typed.
    expect(searchNeedle("  Nguyễn  Huệ ")).toBe("nguyễn huệ");
    expect(searchNeedle("qua")).toBe("qua");
  });

  it("finds what the abbreviations mean", async () => {
    // A former district or a well-known area is read as the 2025 wards that cover it (app/modules/properties/search-places.ts).
    for (const text of ["Q7", "q.7", "Q 7", "quận 7", "quan 7", "phu my hung", "Phú Mỹ Hưng"])
      expect({ text, ids: (await search(text)).sort() }).toEqual({ text, ids: [district7.id, tanHung.id].sort() });
    // Every word is needed, in any order: "phuong 7" also finds a Quận 7 listing in a "Phường …".
    for (const text of ["P.7", "p7"]) {
      const found = await search(text);
      expect({ text, found: found.includes(ward7.id), tanHung: found.includes(tanHung.id) }).toEqual({ text, found: true, tanHung: false });
    }
    expect(await search("P. Tan Hung")).toEqual([tanHung.id]);
  });
});
