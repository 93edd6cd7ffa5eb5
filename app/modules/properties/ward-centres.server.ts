import { eq, inArray, sql } from "drizzle-orm";
import { wardCounts, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { minimumCentreListings, type WardCentre } from "./ward-location.ts";

/** Each ward's name and centre (the mean position of its public listings; null with too few), by code. */
export async function loadWardCentres(db: Db, codes: string[]): Promise<Map<string, { name: string; centre: WardCentre | null }>> {
  const found = new Map<string, { name: string; centre: WardCentre | null }>();
  if (codes.length === 0) return found;
  const rows = await db
    .select({
      code: wards.code,
      name: wards.name,
      located: wardCounts.located,
      lat: sql<number | null>`(${wardCounts.sumLat} / nullif(${wardCounts.located}, 0))::float8`,
      lng: sql<number | null>`(${wardCounts.sumLng} / nullif(${wardCounts.located}, 0))::float8`,
    })
    .from(wards)
    .leftJoin(wardCounts, eq(wardCounts.wardCode, wards.code))
    .where(inArray(wards.code, [...new Set(codes)]));
  for (const row of rows) {
    const trusted = (row.located ?? 0) >= minimumCentreListings && row.lat !== null && row.lng !== null;
    found.set(row.code, { name: row.name, centre: trusted ? { latitude: Number(row.lat), longitude: Number(row.lng) } : null });
  }
  return found;
}
