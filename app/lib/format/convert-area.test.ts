import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { vi } from "../i18n/vi.ts";
import { areaUnitLabelKey, areaUnits, convertArea, isAreaUnit, specAreaUnits } from "./convert-area.ts";

describe("convertArea", () => {
  it("converts between metric and imperial units", () => {
    expect(convertArea(1, "sqkm", "sqm")).toBe(1_000_000);
    expect(convertArea(2.5, "hectare", "sqm")).toBe(25_000);
    expect(convertArea(1, "sqmi", "sqkm")).toBeCloseTo(2.589988, 6);
    expect(convertArea(1, "sqm", "sqyd")).toBeCloseTo(1.19599, 5);
    expect(convertArea(640, "sqmi", "hectare")).toBeCloseTo(165_759.24, 2);
  });

  it("knows the regional sào and công", () => {
    expect(convertArea(1, "saoBacBo", "sqm")).toBe(360);
    expect(convertArea(1, "saoTrungBo", "sqm")).toBe(497);
    expect(convertArea(1, "saoNamBo", "sqm")).toBe(1_000);
    expect(convertArea(1, "congTamNho", "sqm")).toBe(1_000);
    expect(convertArea(1, "congTamLon", "sqm")).toBe(1_296);
    expect(convertArea(10, "saoBacBo", "hectare")).toBeCloseTo(0.36, 10);
    expect(convertArea(3_600, "sqm", "saoBacBo")).toBe(10);
  });

  it("round-trips every pair of units", () => {
    for (const from of areaUnits) {
      for (const to of areaUnits) {
        expect(convertArea(convertArea(123.45, from, to), to, from)).toBeCloseTo(123.45, 8);
      }
    }
  });

  it("maps the product's unit names to square units", () => {
    expect(convertArea(1, specAreaUnits.kilometer, specAreaUnits.meter)).toBe(1_000_000);
    expect(convertArea(1, specAreaUnits.mile, specAreaUnits.yard)).toBeCloseTo(3_097_600, 3);
  });

  it("recognises unit names and rejects others", () => {
    expect(isAreaUnit("saoNamBo")).toBe(true);
    expect(isAreaUnit("acre")).toBe(false);
    expect(isAreaUnit("toString")).toBe(false);
  });

  it("has a label for every unit in both languages", () => {
    const missing = areaUnits.map(areaUnitLabelKey).filter((key) => !vi[key] || !en[key]);
    expect(missing).toEqual([]);
  });
});
