import { and, isNotNull, lte, sql } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";

/**
 * Takes listings whose expiry has passed out of the public counts and off the map: rewriting
 * their flag makes the properties_map_flag trigger re-evaluate is_public and on_map, and the
 * map_cells and listing-count triggers subtract them (db/migrations/0008_map-cells.sql,
 * 0012_listing-counts.sql). Reads the properties_public_expiry partial index, so it touches
 * only the listings that expired since the last sweep. Returns how many left.
 */
export async function sweepExpiredFromMap(db: Db): Promise<number> {
  const left = await db
    .update(properties)
    .set({ onMap: false })
    .where(and(sql`${properties.isPublic}`, isNotNull(properties.expiresAt), lte(properties.expiresAt, sql`now()`)))
    .returning({ id: properties.id });
  return left.length;
}

/** Seconds between two sweeps made on behalf of map reads, per database handle. */
export const sweepIntervalSeconds = 30;
const lastSweep = new WeakMap<object, number>();

/** Sweeps at most once per `sweepIntervalSeconds` per database handle; map reads and count reads call it first. */
export async function sweepExpiredFromMapNow(db: Db, now = Date.now()): Promise<void> {
  const last = lastSweep.get(db) ?? 0;
  if (now - last < sweepIntervalSeconds * 1000) return;
  lastSweep.set(db, now);
  await sweepExpiredFromMap(db);
}
