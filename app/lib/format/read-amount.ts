/**
 * Reading amounts of VND the way people in Vietnam type them: "4.200.000.000", "4,2 tỷ",
 * "4.2 ty", "4200 triệu", "500tr", "4 tỷ 2", "3 tỷ 500 triệu", "20 million", "1.5B".
 * The one reader behind the query parser (app/modules/properties/parse-search-query.ts) and the
 * money fields; amounts are whole VND.
 */

/** Accent-free, lower-case, one character per character (so positions stay those of the text). */
export function foldChars(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) {
    if (ch === "đ") out += "d";
    else if (ch === "²") out += "2";
    else {
      const base = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base.length === ch.length ? base : ch;
    }
  }
  return out;
}

/** Unit words (accent-free, lower-case) and what one of them is worth in VND. */
export const moneyUnits: Record<string, number> = {
  ty: 1e9,
  ti: 1e9,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  trieu: 1e6,
  tr: 1e6,
  m: 1e6,
  mil: 1e6,
  million: 1e6,
  millions: 1e6,
  nghin: 1e3,
  ngan: 1e3,
  k: 1e3,
  thousand: 1e3,
  dong: 1,
  d: 1,
  vnd: 1,
};

/** A number as written: digits with "." or "," between groups of three for thousands, or one of them as the decimal mark. */
export const numberPattern = String.raw`\d+(?:[.,]\d+)*`;

/**
 * "4.200.000.000" → 4200000000, "4,2" → 4.2, "4.2" → 4.2, "1.500" → 1500, "1,500" → 1500;
 * null when it is not a number. A mark followed by exactly three digits groups thousands;
 * any other single mark is the decimal mark.
 */
export function readNumber(text: string): number | null {
  const t = text.trim();
  if (!new RegExp(`^${numberPattern}$`).test(t)) return null;
  const groups = t.split(/[.,]/);
  if (groups.length === 1) return Number(t);
  const thousands = groups.slice(1).every((g) => g.length === 3);
  if (thousands) {
    // "1.500" is fifteen hundred; mixed marks ("1.500,5") keep the last as the decimal mark.
    return Number(groups.join(""));
  }
  if (groups.length === 2) return Number(`${groups[0]}.${groups[1]}`);
  // "1.234,5": thousands then a decimal mark.
  const last = groups.pop()!;
  if (groups.slice(1).every((g) => g.length === 3)) return Number(`${groups.join("")}.${last}`);
  return null;
}

const unitNames = Object.keys(moneyUnits)
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * An amount written with an optional unit and an optional tail, anchored nowhere:
 * 1 number, 2 unit, 3 tail ("4 tỷ 2", "3 tỷ 500 triệu": the part after the unit), 4 tail unit.
 * Matched against `foldChars` text.
 */
export const amountPattern = String.raw`(${numberPattern})\s*(${unitNames})?\b(?:\s*(\d{1,3})\s*(trieu|tr)?\b)?`;

/** The VND of a match of `amountPattern`'s groups; null when it is not a positive amount (a fraction of a dong is left for the caller). */
export function amountFromParts(numberText: string, unit: string | undefined, tail?: string, tailUnit?: string): number | null {
  const n = readNumber(numberText);
  if (n === null) return null;
  const size = unit ? moneyUnits[unit] : 1;
  if (size === undefined) return null;
  let value = n * size;
  if (tail !== undefined) {
    // "4 tỷ 2" and "4 tỷ 200" are 4.2 tỷ; "3 tỷ 500 triệu" is 3.5 tỷ.
    if (size !== 1e9) return null;
    value += tailUnit ? Number(tail) * 1e6 : (Number(tail) / 10 ** tail.length) * 1e9;
  }
  // A unit's float error ("4,2 tỷ" is 4199999999.9999995) rounds away; a bare "1000.5" stays a fraction for the caller to refuse.
  if (size !== 1 || tail !== undefined) value = Math.round(value);
  return Number.isFinite(value) && value > 0 && value <= Number.MAX_SAFE_INTEGER ? value : null;
}

/**
 * A whole field's amount in VND, or null when the text is not one amount: "4.200.000.000",
 * "4,2 tỷ", "4200 triệu", "500tr", "3 tỷ 500 triệu", "20 million", "1.5B", "3.000.000.000 đ",
 * "49.000". Bounds (a property's price is more than a few dong) belong to each field.
 */
export function parseVndAmount(text: string): number | null {
  const folded = foldChars(text)
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:vnd|d)\s*/, "");
  const match = new RegExp(`^${amountPattern}\\s*(?:vnd|dong|d)?$`).exec(folded);
  if (!match) return null;
  const [, numberText, unit, tail, tailUnit] = match;
  return amountFromParts(numberText!, unit, tail, tailUnit);
}

/**
 * What a money field holds, in whole VND: a plain whole number as it is ("4200000000", "0",
 * "-5" for the bounds to refuse), digits grouped by spaces ("3 000 000 000"), else an amount
 * as `parseVndAmount` reads it; null when it is none of these.
 */
export function readVndField(text: string): number | null {
  const t = text.trim();
  if (/^-?\d+$/.test(t)) return Number(t);
  if (/^\d{1,3}(?:[ \u00a0]\d{3})+$/.test(t)) return Number(t.replace(/[ \u00a0]/g, ""));
  return parseVndAmount(t);
}
