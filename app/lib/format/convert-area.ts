/**
 * Area units and conversion. Areas are stored in square metres (docs/architecture.md, "Data");
 * the product's unit names "kilometer, meter, mile, yard" (docs/product.md, "Numbers and
 * display") mean km², m², mi², yd² here.
 *
 * Square metres per unit:
 * - km² = 1,000,000; ha = 10,000 (SI).
 * - mi² = 1,609.344² = 2,589,988.110336 and yd² = 0.9144² = 0.83612736 (international
 *   yard and mile, 1959 agreement: 1 yd = 0.9144 m, 1 mi = 1,609.344 m).
 * - Traditional Vietnamese land units differ by region:
 *   sào Bắc Bộ = 360 m² (1 mẫu Bắc Bộ = 10 sào = 3,600 m²);
 *   sào Trung Bộ = 497 m² (1 mẫu Trung Bộ = 4,970 m²; land sales often round it to 500);
 *   sào Nam Bộ = 1,000 m² (equal to one công);
 *   công tầm nhỏ = 1,000 m² (the usual công of Nam Bộ);
 *   công tầm lớn = 1,296 m² (12 × 12 tầm of 3 m: 36 m × 36 m).
 */
export const squareMetresPer = {
  sqkm: 1_000_000,
  hectare: 10_000,
  sqm: 1,
  sqmi: 2_589_988.110336,
  sqyd: 0.83612736,
  saoBacBo: 360,
  saoTrungBo: 497,
  saoNamBo: 1_000,
  congTamNho: 1_000,
  congTamLon: 1_296,
} as const;

export type AreaUnit = keyof typeof squareMetresPer;

export const areaUnits = Object.keys(squareMetresPer) as AreaUnit[];

/** The product's unit names as area units. */
export const specAreaUnits = { kilometer: "sqkm", meter: "sqm", mile: "sqmi", yard: "sqyd" } as const satisfies Record<string, AreaUnit>;

export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === "string" && Object.hasOwn(squareMetresPer, value);
}

/** Converts an area between units, e.g. convertArea(1, "saoBacBo", "sqm") → 360. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  if (from === to) return value;
  return (value * squareMetresPer[from]) / squareMetresPer[to];
}

/** The dictionary key of a unit's label ("areaUnitSqm" → "m²"). */
export function areaUnitLabelKey(unit: AreaUnit): string {
  return `areaUnit${unit[0]!.toUpperCase()}${unit.slice(1)}`;
}
