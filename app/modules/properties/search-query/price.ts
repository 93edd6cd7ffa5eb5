import { amountFromParts, numberPattern, readNumber } from "../../../lib/format/read-amount.ts";
import { aboutWords, alt, maxWords, minWords, once, rangeWords, type Reading, type UnderstoodQuery } from "./reading.ts";

/**
 * Prices: "dưới 5 tỷ", "trên 10 tỷ", "3-5 tỷ", "3 đến 5 tỷ", "15 triệu", "500tr", "4,2 tỷ",
 * "4.2 ty", "4.200.000.000", "under 20 million"; "/tháng" makes it a rental. Amounts are read
 * by the one money reader (app/lib/format/read-amount.ts).
 */

/** A bare price is read as this share either side of it ("căn hộ 15 triệu": 12–18 triệu). */
export const priceBand = 0.2;

/** Units of a price; "m" ("20m") only after a bound word or in a range, where money is meant. */
const priceUnits = "ty|ti|trieu|tr|billions?|bn|b|millions?|mil";
const amountOf = (units: string) =>
  String.raw`(${numberPattern})\s*(${units})(?:\s*(\d{1,3})(?!\s*(?:m2|m|pn|tang|lau|x))\b(?:\s*(trieu|tr)\b)?)?`;
const moneyAmount = amountOf(`${priceUnits}|m`);
const perMonth = String.raw`(?:\s*(?:\/|mot|moi|per|a|\/\s*)\s*(?:thang|th|month|mo))`;
const money = amountFromParts;

/** Bare thousands-grouped VND ("4.200.000.000"): a price when a million or more. */
const groupedVnd = String.raw`(\d{1,3}(?:[.,]\d{3}){2,})\s*(?:vnd|dong|d)?`;

export function readPrices(r: Reading, q: UnderstoodQuery): void {
  const rentIfMonthly = (m: RegExpExecArray) => {
    if (/(thang|th|month|mo)$/.test(m[0].trim())) once(q, "propertyType", "rent");
  };
  // "3-5 tỷ", "3 đến 5 tỷ", "từ 3 đến 5 tỷ", "between 10 and 20 million", "3 tỷ - 4 tỷ 5"
  r.take(
    String.raw`(?:(?:tu|from|between|gia)\s+)?(${numberPattern})\s*(${priceUnits})?${rangeWords}${moneyAmount}${perMonth}?`,
    (m, q2) => {
      const high = money(m[3]!, m[4], m[5], m[6]);
      const low = money(m[1]!, m[2] ?? m[4]);
      if (high === null || low === null || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.min(low, high);
      q2.maxPrice = Math.max(low, high);
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:gia\s+)?(${alt(maxWords)}|${alt(minWords)})\s*(?:gia\s+)?${moneyAmount}${perMonth}?`,
    (m, q2) => {
      const value = money(m[2]!, m[3], m[4], m[5]);
      if (value === null) return false;
      const isMax = maxWords.includes(m[1]!.replace(/\s+/g, " "));
      if (!once(q2, isMax ? "maxPrice" : "minPrice", value)) return false;
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    String.raw`(?:(?:${alt(aboutWords)})\s*)?${amountOf(priceUnits)}${perMonth}?`,
    (m, q2) => {
      const value = money(m[1]!, m[2], m[3], m[4]);
      if (value === null || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.round(value * (1 - priceBand));
      q2.maxPrice = Math.round(value * (1 + priceBand));
      rentIfMonthly(m);
      return true;
    },
    q,
  );
  r.take(
    groupedVnd,
    (m, q2) => {
      const value = readNumber(m[1]!);
      if (value === null || value < 1_000_000 || q2.minPrice !== undefined || q2.maxPrice !== undefined) return false;
      q2.minPrice = Math.round(value * (1 - priceBand));
      q2.maxPrice = Math.round(value * (1 + priceBand));
      return true;
    },
    q,
  );
}
