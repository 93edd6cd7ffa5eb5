import { describe, expect, it } from "vitest";
import adminUnits from "../../../db/seed/data/vn-admin-units-2025.json" with { type: "json" };
import { slugify } from "../../lib/slug.ts";
import { parseSearchQuery, type UnderstoodQuery } from "./parse-search-query.ts";
import { placeWardCodes } from "./search-places.ts";

// The wards of Hồ Chí Minh City as the database holds them (db/seed/seed.server.ts).
const vocabulary = {
  wards: adminUnits.wards.filter((w) => w.province_code === "29").map((w) => ({ code: w.code, name: w.name, slug: slugify(w.name) })),
};
const parse = (text: string) => parseSearchQuery(text, vocabulary);
const as = (understood: UnderstoodQuery, text = "") => ({ understood, text });

describe("parseSearchQuery: categories", () => {
  it.each<[string, string]>([
    ["căn hộ", "can-ho-chung-cu"],
    ["can ho", "can-ho-chung-cu"],
    ["chung cư", "can-ho-chung-cu"],
    ["CC", "can-ho-chung-cu"],
    ["apartment", "can-ho-chung-cu"],
    ["condo", "can-ho-chung-cu"],
    ["nhà riêng", "nha-rieng"],
    ["nhà hẻm", "nha-rieng"],
    ["hẻm", "nha-rieng"],
    ["nhà", "nha-rieng"],
    ["house", "nha-rieng"],
    ["nhà phố", "nha-mat-pho"],
    ["nha pho", "nha-mat-pho"],
    ["nhà mặt phố", "nha-mat-pho"],
    ["mặt tiền", "nha-mat-pho"],
    ["townhouse", "nha-mat-pho"],
    ["biệt thự", "biet-thu"],
    ["villa", "biet-thu"],
    ["đất nền", "dat-nen"],
    ["đất", "dat-nen"],
    ["lô", "dat-nen"],
    ["land", "dat-nen"],
    ["văn phòng", "van-phong"],
    ["office", "van-phong"],
    ["mặt bằng", "mat-bang-kinh-doanh"],
    ["mặt bằng kinh doanh", "mat-bang-kinh-doanh"],
    ["phòng trọ", "phong-tro"],
    ["nhà trọ", "phong-tro"],
    ["kho", "kho-nha-xuong"],
    ["xưởng", "kho-nha-xuong"],
    ["kho xưởng", "kho-nha-xuong"],
    ["warehouse", "kho-nha-xuong"],
  ])("%s → %s", (text, category) => expect(parse(text)).toEqual(as({ category })));
});

describe("parseSearchQuery: transaction", () => {
  it.each<[string, "sell" | "rent"]>([
    ["bán", "sell"],
    ["ban", "sell"],
    ["mua", "sell"],
    ["cần bán", "sell"],
    ["for sale", "sell"],
    ["buy", "sell"],
    ["cho thuê", "rent"],
    ["cho thue", "rent"],
    ["thuê", "rent"],
    ["rent", "rent"],
    ["for rent", "rent"],
  ])("%s → %s", (text, propertyType) => expect(parse(text)).toEqual(as({ propertyType })));

  it("does not read a balcony as a sale", () => {
    expect(parse("ban công rộng").understood.propertyType).toBeUndefined();
    expect(parse("ban công rộng").text).toBe("ban công rộng");
  });
});

describe("parseSearchQuery: rooms and storeys", () => {
  it.each<[string, UnderstoodQuery]>([
    ["2pn", { bedrooms: 2 }],
    ["2 PN", { bedrooms: 2 }],
    ["2 phòng ngủ", { bedrooms: 2 }],
    ["2 phong ngu", { bedrooms: 2 }],
    ["2br", { bedrooms: 2 }],
    ["2 bedroom", { bedrooms: 2 }],
    ["3 bedrooms", { bedrooms: 3 }],
    ["two bedroom", { bedrooms: 2 }],
    ["3 tầng", { floors: 3 }],
    ["3 tang", { floors: 3 }],
    // Southern usage: "lầu" counts the storeys above the ground floor.
    ["4 lầu", { floors: 5 }],
    ["1 trệt 2 lầu", { floors: 3 }],
    ["3 storey", { floors: 3 }],
  ])("%s", (text, understood) => expect(parse(text)).toEqual(as(understood)));
});

describe("parseSearchQuery: price", () => {
  it.each<[string, UnderstoodQuery]>([
    ["dưới 5 tỷ", { maxPrice: 5e9 }],
    ["duoi 5 ty", { maxPrice: 5e9 }],
    ["trên 10 tỷ", { minPrice: 10e9 }],
    ["3-5 tỷ", { minPrice: 3e9, maxPrice: 5e9 }],
    ["3 - 5 ty", { minPrice: 3e9, maxPrice: 5e9 }],
    ["3 đến 5 tỷ", { minPrice: 3e9, maxPrice: 5e9 }],
    ["từ 3 đến 5 tỷ", { minPrice: 3e9, maxPrice: 5e9 }],
    ["between 10 and 20 million", { minPrice: 10e6, maxPrice: 20e6 }],
    ["under 20 million", { maxPrice: 20e6 }],
    ["under 20m", { maxPrice: 20e6 }],
    ["over 2 billion", { minPrice: 2e9 }],
    ["giá dưới 800 triệu", { maxPrice: 800e6 }],
    // A price alone is read as ±20 %.
    ["15 triệu", { minPrice: 12e6, maxPrice: 18e6 }],
    ["500tr", { minPrice: 400e6, maxPrice: 600e6 }],
    ["4,2 tỷ", { minPrice: 3.36e9, maxPrice: 5.04e9 }],
    ["4.2 ty", { minPrice: 3.36e9, maxPrice: 5.04e9 }],
    ["khoảng 3 tỷ", { minPrice: 2.4e9, maxPrice: 3.6e9 }],
    ["4.200.000.000", { minPrice: 3.36e9, maxPrice: 5.04e9 }],
    // Per month means a rental.
    ["15 triệu/tháng", { minPrice: 12e6, maxPrice: 18e6, propertyType: "rent" }],
    ["dưới 20tr/th", { maxPrice: 20e6, propertyType: "rent" }],
    ["under 20 million per month", { maxPrice: 20e6, propertyType: "rent" }],
  ])("%s", (text, understood) => expect(parse(text)).toEqual(as(understood)));
});

describe("parseSearchQuery: area", () => {
  it.each<[string, UnderstoodQuery]>([
    ["80m2", { minArea: 68, maxArea: 92 }],
    ["80 m²", { minArea: 68, maxArea: 92 }],
    ["80 m2", { minArea: 68, maxArea: 92 }],
    ["trên 100m2", { minArea: 100 }],
    ["dưới 50 m2", { maxArea: 50 }],
    ["60-80m2", { minArea: 60, maxArea: 80 }],
    ["over 100 sqm", { minArea: 100 }],
    // Frontage × depth.
    ["5x20", { minArea: 85, maxArea: 115 }],
    ["4 x 15m", { minArea: 51, maxArea: 69 }],
  ])("%s", (text, understood) => expect(parse(text)).toEqual(as(understood)));
});

describe("parseSearchQuery: places", () => {
  it.each(["Q7", "q7", "Q.7", "q. 7", "quận 7", "quan 7", "Quan7", "district 7", "D7"])("%s is the former District 7", (text) =>
    expect(parse(text)).toEqual(as({ district: "quan-7" })),
  );
  it.each<[string, string]>([
    ["tp thủ đức", "tp-thu-duc"],
    ["TP. Thủ Đức", "tp-thu-duc"],
    ["thu duc", "tp-thu-duc"],
    ["Thu Duc City", "tp-thu-duc"],
    ["quận 2", "quan-2"],
    ["q9", "quan-9"],
    ["bình thạnh", "quan-binh-thanh"],
    ["quận Gò Vấp", "quan-go-vap"],
    ["go vap district", "quan-go-vap"],
    ["nhà bè", "huyen-nha-be"],
  ])("%s → district %s", (text, district) => expect(parse(text)).toEqual(as({ district })));

  it("reads the 2025 wards, prefixed or alone", () => {
    expect(parse("phường Tân Hưng")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("P. Tân Hưng")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("tan hung")).toEqual(as({ ward: "phuong-tan-hung" }));
    expect(parse("Bến Thành")).toEqual(as({ ward: "phuong-ben-thanh" }));
    expect(parse("An Khánh ward")).toEqual(as({ ward: "phuong-an-khanh" }));
    // A ward that bears a former district's name is that ward only when named as one.
    expect(parse("phường Bình Thạnh")).toEqual(as({ ward: "phuong-binh-thanh" }));
  });

  it("reads former wards and well-known areas as the wards that cover them", () => {
    expect(parse("phu my hung")).toEqual(as({ area: "phu-my-hung" }));
    expect(parse("Phú Mỹ Hưng")).toEqual(as({ area: "phu-my-hung" }));
    expect(parse("thảo điền")).toEqual(as({ area: "thao-dien" }));
    expect(parse("Sala")).toEqual(as({ area: "sala" }));
    expect(parse("Vinhomes Central Park")).toEqual(as({ area: "vinhomes-central-park" }));
    expect(parse("Đa Kao")).toEqual(as({ area: "da-kao" }));
    expect(placeWardCodes({ area: "phu-my-hung" })).toEqual(["70113082", "70113083"]);
    expect(placeWardCodes({ area: "thao-dien" })).toEqual(["70145140"]);
    expect(placeWardCodes({ district: "quan-7" })?.sort()).toEqual(["70113080", "70113081", "70113082", "70113083"]);
    expect(placeWardCodes({ district: "nowhere" })).toBeUndefined();
  });

  it("drops the city's own name: every listing is in it", () => {
    expect(parse("căn hộ tphcm")).toEqual(as({ category: "can-ho-chung-cu" }));
    expect(parse("nhà Sài Gòn")).toEqual(as({ category: "nha-rieng" }));
  });
});

describe("parseSearchQuery: direction, legal status, furnishing", () => {
  it.each<[string, UnderstoodQuery]>([
    ["hướng đông nam", { direction: "dong-nam" }],
    ["huong dong nam", { direction: "dong-nam" }],
    ["hướng Tây", { direction: "tay" }],
    ["ban công hướng tây bắc", { direction: "tay-bac" }],
    ["south-east facing", { direction: "dong-nam" }],
    ["facing east", { direction: "dong" }],
    ["sổ hồng", { legalStatus: "so-hong" }],
    ["so do", { legalStatus: "so-hong" }],
    ["sổ đỏ", { legalStatus: "so-hong" }],
    ["hợp đồng mua bán", { legalStatus: "hop-dong-mua-ban" }],
    ["full nội thất", { furnishing: "day-du" }],
    ["nhà trống", { furnishing: "khong" }],
  ])("%s", (text, understood) => expect(parse(text)).toEqual(as(understood)));

  it("reads 'hướng Tây Nam' as a direction, not the ward Tây Nam", () => {
    expect(parse("nhà hướng tây nam")).toEqual(as({ direction: "tay-nam", category: "nha-rieng" }));
  });
});

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
