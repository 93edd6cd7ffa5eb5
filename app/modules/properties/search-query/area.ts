import { numberPattern, readNumber } from "../../../lib/format/read-amount.ts";
import { alt, maxWords, minWords, once, rangeWords, type Reading, type UnderstoodQuery } from "./reading.ts";

/** Areas and frontage: "80m2", "80 m²", "trên 100m2", "50-80m2", "5x20" (frontage × depth). */

/** A bare area is read as this share either side of it ("80m2": 68–92 m²). */
export const areaBand = 0.15;

const areaUnit = String.raw`(?:m2|m\s*2|m\^2|met vuong|sqm|sq\.?\s*m|square met(?:er|re)s?)`;

export function readAreas(r: Reading, q: UnderstoodQuery): void {
  const num = (s: string) => readNumber(s);
  r.take(
    String.raw`(?:(?:tu|from|between|dien tich|dt)\s+)?(${numberPattern})\s*(?:${areaUnit})?${rangeWords}(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const [a, b] = [num(m[1]!), num(m[2]!)];
      if (a === null || b === null || q2.minArea !== undefined || q2.maxArea !== undefined) return false;
      q2.minArea = Math.min(a, b);
      q2.maxArea = Math.max(a, b);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:dien tich\s+|dt\s+)?(${alt(maxWords)}|${alt(minWords)})\s*(?:dien tich\s+)?(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const value = num(m[2]!);
      if (value === null) return false;
      return once(q2, maxWords.includes(m[1]!.replace(/\s+/g, " ")) ? "maxArea" : "minArea", value);
    },
    q,
  );
  const around = (q2: UnderstoodQuery, value: number) => {
    if (q2.minArea !== undefined || q2.maxArea !== undefined || value <= 0) return false;
    q2.minArea = Math.round(value * (1 - areaBand) * 10) / 10;
    q2.maxArea = Math.round(value * (1 + areaBand) * 10) / 10;
    return true;
  };
  // "5x20", "5 x 20m", "5m x 20m": frontage × depth.
  r.take(
    String.raw`(?:dien tich\s+|dt\s+)?(\d+(?:[.,]\d)?)\s*m?\s*[x×*]\s*(\d+(?:[.,]\d)?)\s*(?:m\b|${areaUnit})?`,
    (m, q2) => {
      const [a, b] = [num(m[1]!), num(m[2]!)];
      return a !== null && b !== null && around(q2, a * b);
    },
    q,
  );
  r.take(
    String.raw`(?:(?:dien tich|dt|khoang|around|about)\s+)?(${numberPattern})\s*${areaUnit}`,
    (m, q2) => {
      const value = num(m[1]!);
      return value !== null && around(q2, value);
    },
    q,
  );
}
