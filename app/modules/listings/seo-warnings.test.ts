import { describe, expect, it } from "vitest";
import { seoWarnings } from "./seo-warnings.ts";

describe("seoWarnings", () => {
  it("gives nothing for empty or fitting fields", () => {
    expect(seoWarnings({})).toEqual([]);
    expect(
      seoWarnings({ metaTitle: "a".repeat(60), metaKeywords: Array(10).fill("k").join(","), metaDescription: "d".repeat(50) }),
    ).toEqual([]);
    expect(seoWarnings({ metaDescription: "d".repeat(160) })).toEqual([]);
  });

  it("warns past each bound", () => {
    expect(seoWarnings({ metaTitle: "ă".repeat(61) })).toEqual(["metaTitleTooLong"]);
    expect(seoWarnings({ metaKeywords: Array(11).fill("nhà").join(", ") })).toEqual(["metaKeywordsTooMany"]);
    expect(seoWarnings({ metaDescription: "d".repeat(49) })).toEqual(["metaDescriptionLength"]);
    expect(seoWarnings({ metaDescription: "d".repeat(161) })).toEqual(["metaDescriptionLength"]);
  });

  it("counts keyword phrases, not empty pieces", () => {
    expect(seoWarnings({ metaKeywords: "a,,b, ,c," + ",".repeat(20) })).toEqual([]);
  });
});
