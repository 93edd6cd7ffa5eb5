import { eq } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { findDuplicates } from "./find-duplicates.server.ts";
import { loadWardCentres } from "./ward-centres.server.ts";
import { pinOutsideWardKm } from "./ward-location.ts";

/**
 * The checks every write of a listing runs inside its transaction, whichever door it came
 * through (docs/architecture.md, "Duplicate listings", "Location sanity"): the likely duplicates
 * are stored for moderators, and the owner is told, as dictionary keys beside the write's other
 * advice, when the listing repeats one of their own or its pin lies outside its ward.
 */
export async function checkListing(tx: Db, propertyId: number): Promise<{ warnings: string[] }> {
  const warnings: string[] = [];
  const duplicates = await findDuplicates(tx, propertyId);
  if (duplicates.ownListingIds.length) warnings.push("duplicateOfOwnListing");
  const [row] = await tx
    .select({ wardCode: properties.wardCode, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (row?.wardCode && row.latitude !== null && row.longitude !== null) {
    const ward = (await loadWardCentres(tx, [row.wardCode])).get(row.wardCode) ?? null;
    if (pinOutsideWardKm({ latitude: row.latitude, longitude: row.longitude }, ward) !== null) warnings.push("pinOutsideWard");
  }
  return { warnings };
}
