import { and, asc, eq } from "drizzle-orm";
import { propertyChanges } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { PriceHistory } from "./price-history.ts";

/**
 * A listing's price over time: its first price when it was posted, then each change the
 * properties_changes trigger recorded (db/migrations/0027_listing-changes.sql), oldest first.
 * The first price is the oldest change's old price, or the current price when it never changed.
 */
export async function getPriceHistory(db: Db, listing: { id: number; price: number; createdAt: string | Date }): Promise<PriceHistory> {
  const rows = await db
    .select({ oldPrice: propertyChanges.oldPrice, newPrice: propertyChanges.newPrice, changedAt: propertyChanges.changedAt })
    .from(propertyChanges)
    .where(and(eq(propertyChanges.propertyId, listing.id), eq(propertyChanges.kind, "price")))
    .orderBy(asc(propertyChanges.id));
  const postedAt = new Date(listing.createdAt).toISOString();
  const first = rows[0]?.oldPrice ?? listing.price;
  return {
    postedAt,
    points: [
      { at: postedAt, price: Number(first) },
      ...rows.map((row) => ({ at: row.changedAt.toISOString(), price: Number(row.newPrice) })),
    ],
  };
}
