import { sql } from "drizzle-orm";
import { wardPriceBands } from "../../../db/schema/index.ts";
import { rowsOf, type Db } from "../../lib/db.server.ts";

/**
 * Rebuilds every ward's price band from the public listings with an area: per ward, category
 * and sell/rent, the median and the 25th and 75th percentile of price per m² and the sample
 * size. Rentals count only when quoted monthly (a daily or yearly rent per m² is another
 * measure). One grouped pass over the public listings, in one transaction, so readers see the
 * old bands or the new ones. Runs as a background job, never while answering a page.
 */
export async function refreshWardPriceBands(db: Db): Promise<{ bands: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(wardPriceBands);
    const inserted = await tx.execute(sql`
      INSERT INTO ward_price_bands (ward_code, category_id, property_type, median_per_m2, p25_per_m2, p75_per_m2, sample_size, computed_at)
      SELECT ward_code, category_id, property_type,
        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY per_m2)),
        round(percentile_cont(0.25) WITHIN GROUP (ORDER BY per_m2)),
        round(percentile_cont(0.75) WITHIN GROUP (ORDER BY per_m2)),
        count(*), now()
      FROM (
        SELECT ward_code, category_id, property_type, price::float8 / area::float8 AS per_m2
        FROM properties
        WHERE is_public AND ward_code IS NOT NULL AND area > 0 AND price > 0
          AND (property_type = 'sell' OR rentduration = 'monthly')
      ) listed
      GROUP BY ward_code, category_id, property_type
      RETURNING 1`);
    return { bands: rowsOf(inserted).length };
  });
}
