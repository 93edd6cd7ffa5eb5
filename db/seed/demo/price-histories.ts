import type { propertyChanges } from "../../schema/index.ts";
import { createRandom } from "./random.ts";

const day = 86_400_000;

/**
 * Earlier prices for about one demo listing in five posted at least three weeks ago: one to
 * three changes between its posting and now, mostly cuts, ending at its current price (the
 * rows the properties_changes trigger writes for a live edit, dated in the past). A random
 * of its own keeps the rest of the demo city as it was.
 */
export function buildPriceHistories(
  listings: { id: number; price: number; propertyType: "sell" | "rent"; createdAt: Date }[],
  now = Date.now(),
): (typeof propertyChanges.$inferInsert)[] {
  const r = createRandom(2510);
  const rows: (typeof propertyChanges.$inferInsert)[] = [];
  for (const listing of listings) {
    const age = now - listing.createdAt.getTime();
    if (age < 21 * day || !r.chance(0.2)) continue;
    const step = listing.propertyType === "sell" ? 100_000_000 : 500_000;
    const count = r.int(1, 3);
    // Walk back from the current price: each earlier price is a few steps above (a cut) or, one time in five, below.
    const prices = [listing.price];
    for (let i = 0; i < count; i++) {
      const move = r.int(1, listing.propertyType === "sell" ? 5 : 4) * step;
      prices.unshift(r.chance(0.2) ? Math.max(step, prices[0]! - move) : prices[0]! + move);
    }
    // Changes fall at increasing moments in the listing's life, the last at least a day ago.
    const moments = Array.from({ length: count }, () => listing.createdAt.getTime() + r.int(2 * day, age - day)).sort((a, b) => a - b);
    moments.forEach((at, i) => {
      if (prices[i] === prices[i + 1]) return;
      rows.push({
        propertyId: listing.id,
        kind: "price",
        isPublic: true,
        oldPrice: prices[i]!,
        newPrice: prices[i + 1]!,
        changedAt: new Date(at),
      });
    });
  }
  return rows;
}
