import { describe, expect, it } from "vitest";
import { as, parse } from "./test-support.ts";

describe("categories", () => {
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
