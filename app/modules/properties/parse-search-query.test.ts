import { describe, expect, it } from "vitest";
import type { UnderstoodQuery } from "./parse-search-query.ts";
import { as, parse } from "./search-query/test-support.ts";

// Each kind of word has its tests beside its rule (search-query/*.test.ts); these read whole queries.

describe("parseSearchQuery: whole queries", () => {
  it.each<[string, UnderstoodQuery, string?]>([
    ["căn hộ 2 phòng ngủ quận 1", { category: "can-ho-chung-cu", bedrooms: 2, district: "quan-1" }],
    ["can ho 2pn q7 duoi 5 ty", { category: "can-ho-chung-cu", bedrooms: 2, district: "quan-7", maxPrice: 5e9 }],
    ["q7 duoi 5 ty can ho 2pn", { category: "can-ho-chung-cu", bedrooms: 2, district: "quan-7", maxPrice: 5e9 }],
    ["bán nhà dưới 6 tỷ", { propertyType: "sell", category: "nha-rieng", maxPrice: 6e9 }],
    ["căn hộ trên 10 tỷ", { category: "can-ho-chung-cu", minPrice: 10e9 }],
    ["cho thuê căn hộ 15 triệu", { propertyType: "rent", category: "can-ho-chung-cu", minPrice: 12e6, maxPrice: 18e6 }],
    ["đất nền 100m2", { category: "dat-nen", minArea: 85, maxArea: 115 }],
    ["chung cư q2", { category: "can-ho-chung-cu", district: "quan-2" }],
    ["nhà phố quận 1", { category: "nha-mat-pho", district: "quan-1" }],
    ["2 bedroom apartment district 7", { bedrooms: 2, category: "can-ho-chung-cu", district: "quan-7" }],
    ["house for rent under 20 million", { category: "nha-rieng", propertyType: "rent", maxPrice: 20e6 }],
    ["apartment for rent in thao dien", { category: "can-ho-chung-cu", propertyType: "rent", area: "thao-dien" }],
    ["căn hộ Sunrise City quận 7", { category: "can-ho-chung-cu", district: "quan-7" }, "sunrise city"],
    ["nhà hẻm xe hơi bình thạnh 3 tầng", { category: "nha-rieng", district: "quan-binh-thanh", floors: 3 }, "xe hơi"],
    [
      "bán nhà 5x20 sổ hồng hướng đông",
      { propertyType: "sell", category: "nha-rieng", minArea: 85, maxArea: 115, legalStatus: "so-hong", direction: "dong" },
    ],
  ])("%s", (text, understood, rest = "") => expect(parse(text)).toEqual(as(understood, rest)));

  it("leaves the words it does not know as typed, accents kept", () => {
    expect(parse("Nguyễn Huệ")).toEqual({ understood: {}, text: "nguyễn huệ" });
    expect(parse("căn hộ view sông")).toEqual({ understood: { category: "can-ho-chung-cu" }, text: "view sông" });
  });

  it("keeps the first of two categories and leaves the second as text", () => {
    expect(parse("căn hộ biệt thự")).toEqual({ understood: { category: "can-ho-chung-cu" }, text: "biệt thự" });
  });
});
