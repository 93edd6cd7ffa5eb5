import { describe, expect, it } from "vitest";
import { as, parse } from "./test-support.ts";

describe("transaction", () => {
  it.each<[string, "sell" | "rent"]>([
    ["bán", "sell"],
    ["ban", "sell"],
    ["mua", "sell"],
    ["cần bán", "sell"],
    ["cần bán gấp", "sell"],
    ["bán gấp", "sell"],
    ["for sale", "sell"],
    ["buy", "sell"],
    ["cho thuê", "rent"],
    ["cho thue", "rent"],
    ["thuê", "rent"],
    ["rent", "rent"],
    ["for rent", "rent"],
  ])("%s → %s", (text, propertyType) => expect(parse(text)).toEqual(as({ propertyType })));

  it("takes the words of a rent said twice, by the words and by the month", () => {
    expect(parse("cho thue can ho 10tr/thang")).toEqual(
      as({ propertyType: "rent", category: "can-ho-chung-cu", minPrice: 8_000_000, maxPrice: 12_000_000 }),
    );
    expect(parse("thuê phòng trọ 3 triệu/tháng").text).toBe("");
  });

  it("does not read a balcony as a sale", () => {
    expect(parse("ban công rộng").understood.propertyType).toBeUndefined();
    expect(parse("ban công rộng").text).toBe("ban công rộng");
  });
});
