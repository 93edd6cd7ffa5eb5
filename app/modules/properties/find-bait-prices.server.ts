import { and, eq, gte, or, type SQL } from "drizzle-orm";
import { wardPriceBands } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { baitPriceShare, minimumBandSample } from "./ward-price-band.ts";

export interface PricedListing {
  id: number;
  wardCode: string | null;
  categoryId: number;
  propertyType: "sell" | "rent";
  rentduration: string | null;
  pricePerM2: number | null;
}

/**
 * The listings priced below `baitPriceShare` of their ward's median per m² (a band big enough
 * to show), a likely bait price: listing id → its price per m² as whole percent of the median.
 */
export async function findBaitPrices(db: Db, listings: PricedListing[]): Promise<Map<number, number>> {
  const comparable = listings.filter(
    (l) => l.wardCode && l.pricePerM2 !== null && l.pricePerM2 > 0 && (l.propertyType === "sell" || l.rentduration === "monthly"),
  );
  const found = new Map<number, number>();
  if (comparable.length === 0) return found;
  const keys: SQL[] = comparable.map((l) =>
    and(
      eq(wardPriceBands.wardCode, l.wardCode!),
      eq(wardPriceBands.categoryId, l.categoryId),
      eq(wardPriceBands.propertyType, l.propertyType),
    )!,
  );
  const bands = await db
    .select()
    .from(wardPriceBands)
    .where(and(gte(wardPriceBands.sampleSize, minimumBandSample), or(...keys)));
  for (const listing of comparable) {
    const band = bands.find(
      (b) => b.wardCode === listing.wardCode && b.categoryId === listing.categoryId && b.propertyType === listing.propertyType,
    );
    if (band && listing.pricePerM2! < band.medianPerM2 * baitPriceShare) {
      found.set(listing.id, Math.round((listing.pricePerM2! / band.medianPerM2) * 100));
    }
  }
  return found;
}
