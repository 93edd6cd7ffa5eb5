import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { vi } from "../i18n/vi.ts";
import { areaLabel, priceLabel, pricePerSquareMetre } from "./price-label.ts";

const tVi = (key: string) => vi[key] ?? key;
const tEn = (key: string) => en[key] ?? key;

describe("priceLabel", () => {
  it("reads a sale price in Vietnamese words", () => {
    expect(priceLabel({ price: 1_500_000_000, property_type: "sell", rentduration: null }, "vi", tVi)).toBe("1,5 tỷ");
    expect(priceLabel({ price: 850_000_000, property_type: "sell", rentduration: null }, "vi", tVi)).toBe("850 triệu");
  });

  it("adds the rent period", () => {
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "monthly" }, "vi", tVi)).toBe("15 triệu/tháng");
    expect(priceLabel({ price: 500_000, property_type: "rent", rentduration: "daily" }, "vi", tVi)).toBe("500 nghìn/ngày");
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "monthly" }, "en", tEn)).toBe("₫15M/month");
  });

  it("ignores an unknown period and a sale's stray duration", () => {
    expect(priceLabel({ price: 15_000_000, property_type: "rent", rentduration: "weekly" }, "vi", tVi)).toBe("15 triệu");
    expect(priceLabel({ price: 2_000_000_000, property_type: "sell", rentduration: "monthly" }, "vi", tVi)).toBe("2 tỷ");
  });
});

describe("pricePerSquareMetre and areaLabel", () => {
  it("formats per m² and areas with the locale's decimal mark", () => {
    expect(pricePerSquareMetre(45_000_000, "vi")).toBe("45 triệu/m²");
    expect(pricePerSquareMetre(null, "vi")).toBeNull();
    expect(pricePerSquareMetre(0, "vi")).toBeNull();
    expect(areaLabel(72.5, "vi")).toBe("72,5 m²");
    expect(areaLabel(72.5, "en")).toBe("72.5 m²");
    expect(areaLabel(null, "vi")).toBeNull();
  });
});
