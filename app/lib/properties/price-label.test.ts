import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { vi } from "../i18n/vi.ts";
import { defaultMoneyDisplay, formatPrice } from "../format/format-amount.ts";
import { priceLabel, pricePerSquareMetre } from "./price-label.ts";

const tVi = (key: string) => vi[key] ?? key;
const tEn = (key: string) => en[key] ?? key;
const priceVi = (value: number) => formatPrice(value, defaultMoneyDisplay, "vi");
const priceEn = (value: number) => formatPrice(value, defaultMoneyDisplay, "en");

describe("priceLabel", () => {
  it("reads a sale price in Vietnamese words", () => {
    expect(priceLabel({ price: 1_500_000_000, property_type: "sell", rentduration: null }, priceVi, tVi)).toBe("1,5 tỷ");
    expect(priceLabel({ price: 850_000_000, property_type: "sell", rentduration: null }, priceVi, tVi)).toBe("850 triệu");
  });

  it("adds the rent period", () => {
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "monthly" }, priceVi, tVi)).toBe("15 triệu/tháng");
    expect(priceLabel({ price: 500_000, property_type: "rent", rentduration: "daily" }, priceVi, tVi)).toBe("500 nghìn/ngày");
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "monthly" }, priceEn, tEn)).toBe("₫15M/month");
  });

  it("ignores an unknown period and a sale's stray duration", () => {
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "weekly" }, priceVi, tVi)).toBe("15 triệu");
    expect(priceLabel({ price: 2_000_000_000, property_type: "sell", rentduration: "monthly" }, priceVi, tVi)).toBe("2 tỷ");
  });
});

describe("pricePerSquareMetre", () => {
  it("formats per m² through the site's money display", () => {
    expect(pricePerSquareMetre(45_000_000, priceVi)).toBe("45 triệu/m²");
    expect(pricePerSquareMetre(null, priceVi)).toBeNull();
    expect(pricePerSquareMetre(0, priceVi)).toBeNull();
  });
});
