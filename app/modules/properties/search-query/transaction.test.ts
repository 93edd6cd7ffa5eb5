import { describe, expect, it } from "vitest";
import { as, parse } from "./test-support.ts";

describe("transaction", () => {
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
