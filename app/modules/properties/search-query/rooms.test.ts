import { describe, expect, it } from "vitest";
import type { UnderstoodQuery } from "../parse-search-query.ts";
import { as, parse } from "./test-support.ts";

describe("rooms and storeys", () => {
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
