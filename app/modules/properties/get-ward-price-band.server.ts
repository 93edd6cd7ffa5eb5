import { and, eq, gte } from "drizzle-orm";
import { wardPriceBands } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { minimumBandSample, type WardPriceBand } from "./ward-price-band.ts";

/** The ward's band for a category and sell/rent, or null when there is none or its sample is too small to show. */
export async function getWardPriceBand(
  db: Db,
  key: { wardCode: string; categoryId: number; propertyType: "sell" | "rent" },
): Promise<WardPriceBand | null> {
  const [band] = await db
    .select()
    .from(wardPriceBands)
    .where(
      and(
        eq(wardPriceBands.wardCode, key.wardCode),
        eq(wardPriceBands.categoryId, key.categoryId),
        eq(wardPriceBands.propertyType, key.propertyType),
        gte(wardPriceBands.sampleSize, minimumBandSample),
      ),
    );
  if (!band) return null;
  return {
    median_per_m2: band.medianPerM2,
    p25_per_m2: band.p25PerM2,
    p75_per_m2: band.p75PerM2,
    sample_size: band.sampleSize,
    computed_at: band.computedAt.toISOString(),
  };
}

/** Every band of a ward big enough to show, for its landing page. */
export async function listWardPriceBands(
  db: Db,
  wardCode: string,
): Promise<(WardPriceBand & { category_id: number; property_type: "sell" | "rent" })[]> {
  const rows = await db
    .select()
    .from(wardPriceBands)
    .where(and(eq(wardPriceBands.wardCode, wardCode), gte(wardPriceBands.sampleSize, minimumBandSample)));
  return rows.map((band) => ({
    category_id: band.categoryId,
    property_type: band.propertyType,
    median_per_m2: band.medianPerM2,
    p25_per_m2: band.p25PerM2,
    p75_per_m2: band.p75PerM2,
    sample_size: band.sampleSize,
    computed_at: band.computedAt.toISOString(),
  }));
}
