import { describe, expect, it } from "vitest";
import type { UnderstoodQuery } from "../parse-search-query.ts";
import { as, parse } from "./test-support.ts";

describe("area", () => {
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
