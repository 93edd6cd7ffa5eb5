import { describe, expect, it } from "vitest";
import { vndInput } from "../input-schemas.ts";
import { foldChars, parseVndAmount, readNumber, readVndField } from "./read-amount.ts";

describe("readNumber", () => {
  it("reads thousands groups and decimal marks the Vietnamese and the English way", () => {
    expect(readNumber("4.200.000.000")).toBe(4_200_000_000);
    expect(readNumber("4,200,000,000")).toBe(4_200_000_000);
    expect(readNumber("4,2")).toBe(4.2);
    expect(readNumber("4.2")).toBe(4.2);
    expect(readNumber("1.500")).toBe(1500);
    expect(readNumber("1.234.567,5")).toBe(1_234_567.5);
    expect(readNumber("12")).toBe(12);
    expect(readNumber("1.2.3")).toBeNull();
    expect(readNumber("abc")).toBeNull();
  });

  it("folds accents one character for one", () => {
    expect(foldChars("Đường Hàm Nghi 80m²")).toBe("duong ham nghi 80m2");
    expect(foldChars("Quận 7").length).toBe("Quận 7".length);
  });
});

describe("parseVndAmount", () => {
  it.each([
    ["4.200.000.000", 4_200_000_000],
    ["4200000000", 4_200_000_000],
    ["4,2 tỷ", 4_200_000_000],
    ["4.2 ty", 4_200_000_000],
    ["4,2tỷ", 4_200_000_000],
    ["4200 triệu", 4_200_000_000],
    ["500tr", 500_000_000],
    ["500 tr", 500_000_000],
    ["15 triệu", 15_000_000],
    ["3 tỷ", 3_000_000_000],
    ["3 TỶ", 3_000_000_000],
    ["3 tỷ 500 triệu", 3_500_000_000],
    ["4 tỷ 2", 4_200_000_000],
    ["4 tỷ 250", 4_250_000_000],
    ["20 million", 20_000_000],
    ["1.5B", 1_500_000_000],
    ["3.000.000.000 đ", 3_000_000_000],
    ["3.000.000.000 VND", 3_000_000_000],
    ["1 tỉ", 1_000_000_000],
    ["49.000", 49_000],
  ])("reads %s", (text, vnd) => {
    expect(parseVndAmount(text)).toBe(vnd);
  });

  it.each([[""], ["abc"], ["ba tỷ"], ["-5 tỷ"], ["0"], ["0 tỷ"], ["4.2.1 tỷ"], ["5 tỷ tỷ"], ["12 m2"], ["1e9"], ["99999999999999999 tỷ"]])(
    "refuses %j",
    (text) => {
      expect(parseVndAmount(text)).toBeNull();
    },
  );
});

describe("readVndField and vndInput: one reading for every money field", () => {
  it("takes plain and space-grouped numbers as they are and typed amounts through parseVndAmount", () => {
    expect(readVndField("4200000000")).toBe(4_200_000_000);
    expect(readVndField("0")).toBe(0);
    expect(readVndField("3 000 000 000")).toBe(3_000_000_000);
    expect(readVndField("4,2 tỷ")).toBe(4_200_000_000);
    expect(readVndField("")).toBeNull();
  });

  it("answers the field's own message for nonsense and an empty field, and checks the bounds", () => {
    const price = vndInput("priceRequired");
    expect(price.parse("4.200.000.000")).toBe(4_200_000_000);
    expect(price.parse("4,2 tỷ")).toBe(4_200_000_000);
    expect(price.parse("4200 triệu")).toBe(4_200_000_000);
    expect(price.parse("500tr")).toBe(500_000_000);
    expect(price.parse(4_200_000_000)).toBe(4_200_000_000);
    const message = (value: unknown) => price.safeParse(value).error?.issues[0]?.message;
    expect(message("abc")).toBe("priceRequired");
    expect(message("")).toBe("priceRequired");
    expect(message("4,2 tỷ đô")).toBe("priceRequired");
    expect(message(4.5)).toBe("invalidNumber");
    expect(message("1000.5")).toBe("invalidNumber");
    expect(message(undefined)).toBe("priceRequired");
    expect(message("-5")).toBe("valueTooSmall");
    expect(message("2000000 tỷ")).toBe("valueTooLarge");
  });
});
