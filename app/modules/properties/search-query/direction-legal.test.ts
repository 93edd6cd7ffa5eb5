import { describe, expect, it } from "vitest";
import type { UnderstoodQuery } from "../parse-search-query.ts";
import { as, parse } from "./test-support.ts";

describe("direction, legal status, furnishing", () => {
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
