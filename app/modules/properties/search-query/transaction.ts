import { once, phraseRule, type Reading, type Transaction, type UnderstoodQuery } from "./reading.ts";

/** Sale or rent: "bán", "mua", "cần bán", "cho thuê", "thuê", "for rent", "for sale". */

const transactions: [string[], Transaction][] = [
  [
    ["cho thue", "can thue", "can cho thue", "thue", "for rent", "to rent", "rent", "rental", "rentals", "renting", "to let", "lease"],
    "rent",
  ],
  [["can ban gap", "can ban", "ban gap", "can mua", "mua", "for sale", "sale", "sell", "selling", "buy", "to buy"], "sell"],
];

/** Read after places and legal words, so "bán" is taken only where it means a sale. */
export function readTransaction(r: Reading, q: UnderstoodQuery): void {
  phraseRule(r, q, "propertyType", transactions);
  // "bán" alone, but not "ban công" (balcony), "bản vẽ", "bản đồ", "bán kính" (radius).
  r.take(String.raw`ban(?!\s+(?:cong|ve|do|kinh)(?![\p{L}\p{N}]))`, (_m, q2) => once(q2, "propertyType", "sell"), q);
}
