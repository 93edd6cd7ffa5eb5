import { describe, expect, it } from "vitest";
import { dateFormat, formatDecimal, numberFormat } from "./formatters.ts";

describe("kept Intl formatters", () => {
  it("give the same instance for the same locale and options, another for other options", () => {
    expect(numberFormat("vi-VN", { maximumFractionDigits: 1 })).toBe(numberFormat("vi-VN", { maximumFractionDigits: 1 }));
    expect(numberFormat("vi-VN", { maximumFractionDigits: 2 })).not.toBe(numberFormat("vi-VN", { maximumFractionDigits: 1 }));
    expect(numberFormat("vi-VN", { maximumFractionDigits: 1 }).format(1234.56)).toBe("1.234,6");
    expect(numberFormat("en-US").format(1234.5)).toBe("1,234.5");
    const day = new Date("2026-11-22T03:00:00Z");
    expect(dateFormat("vi-VN", { timeZone: "Asia/Ho_Chi_Minh", day: "numeric", month: "numeric", year: "numeric" }).format(day)).toBe(
      "22/11/2026",
    );
    expect(dateFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh" })).toBe(dateFormat("en-GB", { timeZone: "Asia/Ho_Chi_Minh" }));
  });
});

describe("formatDecimal", () => {
  it("writes what Intl writes for vi-VN and en-US", () => {
    const values = [0, 1, 7.25, 12.5, 72.45, 999.999, 1000, 1234.56, 65_000, 1_500_000.4, 2_500_000_000, -3.5, -0.04, 0.005, 10.05];
    for (const value of values) {
      for (const digits of [0, 1, 2]) {
        expect(formatDecimal(value, "vi", digits), `${value} vi ${digits}`).toBe(
          new Intl.NumberFormat("vi-VN", { maximumFractionDigits: digits }).format(value),
        );
        expect(formatDecimal(value, "en", digits), `${value} en ${digits}`).toBe(
          new Intl.NumberFormat("en-US", { maximumFractionDigits: digits }).format(value),
        );
      }
      expect(formatDecimal(value, "vi", 2, 2)).toBe(
        new Intl.NumberFormat("vi-VN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
      );
    }
  });
});
