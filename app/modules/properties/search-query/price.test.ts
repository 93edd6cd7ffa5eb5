import { describe, expect, it } from "vitest";
import type { UnderstoodQuery } from "../parse-search-query.ts";
import { as, parse } from "./test-support.ts";

describe("price", () => {
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
