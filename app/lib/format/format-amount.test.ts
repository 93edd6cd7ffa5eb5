import { describe, expect, it } from "vitest";
import { currencySymbol, defaultMoneyDisplay, formatAmount, formatExactAmount, formatPrice, type MoneyDisplay } from "./format-amount.ts";

const nbsp = "\u00a0";

describe("formatAmount plain mode", () => {
  it("writes VND in full with Vietnamese grouping and no decimals", () => {
    expect(formatAmount(1_500_000_000, { lang: "vi" })).toBe(`1.500.000.000${nbsp}₫`);
    expect(formatAmount(1_500_000_000, { currencyCode: "VND", lang: "en" })).toBe("₫1,500,000,000");
  });

  it("shows two decimals for currencies with a minor unit", () => {
    expect(formatAmount(1234.5, { currencyCode: "USD", lang: "en" })).toBe("$1,234.50");
    expect(formatAmount(1234.5, { currencyCode: "EUR", lang: "en" })).toBe("€1,234.50");
    expect(formatAmount(1234.5, { currencyCode: "USD", lang: "vi" })).toBe(`1.234,50${nbsp}$`);
  });

  it("honours a symbol override", () => {
    expect(formatAmount(10, { currencyCode: "USD", symbol: "US$", lang: "en" })).toBe("US$10.00");
  });

  it("keeps the sign of negative amounts", () => {
    expect(formatAmount(-1500, { currencyCode: "VND", lang: "en" })).toBe("-₫1,500");
  });

  it("answers an empty string for a value that is not a number", () => {
    expect(formatAmount(Number.NaN)).toBe("");
  });
});

describe("formatAmount suffix mode", () => {
  const vnd = (value: number) => formatAmount(value, { withSuffix: true, lang: "vi" });

  it("reads VND in Vietnamese words with a decimal comma", () => {
    expect(vnd(1_500_000_000)).toBe("1,5 tỷ");
    expect(vnd(850_000_000)).toBe("850 triệu");
    expect(vnd(25_000)).toBe("25 nghìn");
    expect(vnd(2_750_000_000)).toBe("2,75 tỷ");
    expect(vnd(12_000_000_000_000)).toBe("12.000 tỷ");
  });

  it("rounds up into the next unit instead of writing 1.000 triệu", () => {
    expect(vnd(999_999_999)).toBe("1 tỷ");
  });

  it("leaves amounts under a thousand unabbreviated", () => {
    expect(vnd(500)).toBe(`500${nbsp}₫`);
  });

  it("writes VND in English as symbol, number and B/M/K", () => {
    expect(formatAmount(1_500_000_000, { withSuffix: true, lang: "en" })).toBe("₫1.5B");
    expect(formatAmount(850_000_000, { withSuffix: true, lang: "en" })).toBe("₫850M");
    expect(formatAmount(-25_000, { withSuffix: true, lang: "en" })).toBe("-₫25K");
  });

  it("uses Cr, L and K for the South Asian group", () => {
    const inr = (value: number) => formatAmount(value, { currencyCode: "INR", withSuffix: true, lang: "en" });
    expect(inr(15_000_000)).toBe("₹1.5Cr");
    expect(inr(250_000)).toBe("₹2.5L");
    expect(inr(4_500)).toBe("₹4.5K");
    for (const code of ["BDT", "NPR", "PKR", "LKR"]) {
      expect(formatAmount(20_000_000, { currencyCode: code, withSuffix: true, lang: "en" })).toMatch(/2Cr$/);
    }
  });

  it("uses 億 and 万 for JPY, CNY and KRW", () => {
    expect(formatAmount(150_000_000, { currencyCode: "JPY", withSuffix: true, lang: "en" })).toBe("¥1.5億");
    expect(formatAmount(50_000, { currencyCode: "CNY", withSuffix: true, lang: "en" })).toBe("¥5万");
    expect(formatAmount(123_456_789, { currencyCode: "KRW", withSuffix: true, lang: "en" })).toBe("₩1.23億");
    expect(formatAmount(5_000, { currencyCode: "JPY", withSuffix: true, lang: "en" })).toBe("¥5,000");
  });

  it("uses B, M and K for every other currency with at most two decimals", () => {
    const usd = (value: number) => formatAmount(value, { currencyCode: "USD", withSuffix: true, lang: "en" });
    expect(usd(2_000_000_000)).toBe("$2B");
    expect(usd(1_234_567)).toBe("$1.23M");
    expect(usd(1_000)).toBe("$1K");
    expect(usd(990.25)).toBe("$990.25");
    expect(usd(999.999)).toBe("$1K");
    expect(formatAmount(1_234_567, { currencyCode: "USD", withSuffix: true, symbol: "US$", lang: "en" })).toBe("US$1.23M");
  });
});

describe("currencySymbol", () => {
  it("gives the narrow symbol, or the code when unknown", () => {
    expect(currencySymbol("VND")).toBe("₫");
    expect(currencySymbol("inr")).toBe("₹");
    expect(currencySymbol("ZZZ")).toBe("ZZZ");
  });
});

describe("formatPrice and formatExactAmount follow the money display settings", () => {
  const display = (overrides: Partial<MoneyDisplay>): MoneyDisplay => ({ ...defaultMoneyDisplay, ...overrides });

  it("keeps the seed's display: Vietnamese words, English B/M/K, exact amounts in full", () => {
    expect(formatPrice(4_200_000_000, defaultMoneyDisplay, "vi")).toBe("4,2 tỷ");
    expect(formatPrice(4_200_000_000, defaultMoneyDisplay, "en")).toBe("₫4.2B");
    expect(formatExactAmount(1_500_000, defaultMoneyDisplay, "vi")).toBe(`1.500.000${nbsp}₫`);
  });

  it("writes prices in full with the chosen symbol when suffix mode is off", () => {
    const plain = display({ withSuffix: false, symbol: "VNĐ" });
    expect(formatPrice(4_200_000_000, plain, "vi")).toBe(`4.200.000.000${nbsp}VNĐ`);
    expect(formatPrice(4_200_000_000, plain, "en")).toBe("VNĐ4,200,000,000");
    expect(formatExactAmount(49_000, display({ symbol: "đ" }), "vi")).toBe(`49.000${nbsp}đ`);
  });

  it("shortens by the currency's group with the chosen symbol", () => {
    expect(formatPrice(15_000_000, display({ currencyCode: "INR", symbol: "Rs" }), "en")).toBe("Rs1.5Cr");
    expect(formatPrice(250_000, display({ currencyCode: "BDT", symbol: "Tk" }), "en")).toBe("Tk2.5L");
    expect(formatPrice(150_000_000, display({ currencyCode: "JPY", symbol: "円" }), "en")).toBe("円1.5億");
    expect(formatPrice(50_000, display({ currencyCode: "KRW", symbol: "₩" }), "en")).toBe("₩5万");
    expect(formatPrice(4_200_000_000, display({ currencyCode: "USD", symbol: "US$" }), "en")).toBe("US$4.2B");
    expect(formatPrice(1_234_567, display({ currencyCode: "EUR", symbol: "€" }), "en")).toBe("€1.23M");
  });

  it("never shortens an exact amount and shows two decimals where the currency has them", () => {
    expect(formatExactAmount(1_234_567, display({ currencyCode: "USD", symbol: "US$" }), "en")).toBe("US$1,234,567.00");
  });
});
