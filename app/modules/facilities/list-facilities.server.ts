import { asc, count, eq, gt, sql } from "drizzle-orm";
import { facilities, facilityDistanceCounts } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import type { Page } from "../../lib/page.ts";
import { sweepExpiredFromMapNow } from "../properties/sweep-map-expiry.server.ts";

export interface FacilityView {
  id: number;
  name: string;
  image: string;
}

export interface FilterFacilityView extends FacilityView {
  /** Public listings that record a distance to this facility. */
  properties_count: number;
  /** The largest such distance in km (the filter slider's end). */
  max_distance: number;
}

/** get_facilities: every outdoor facility, in its set order. */
export async function listFacilities(db: Db, input: { limit: number; offset: number; lang: LanguageCode }): Promise<Page<FacilityView>> {
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(facilities).orderBy(asc(facilities.sequence), asc(facilities.id)).limit(input.limit).offset(input.offset),
    db.select({ total: count() }).from(facilities),
  ]);
  return {
    items: rows.map((f) => ({ id: f.id, name: localized(f.name, f.translations, input.lang), image: f.image })),
    total: totalRow?.total ?? 0,
  };
}

/**
 * get-facilities-for-filter: facilities that public listings record, with counts and the
 * distance range, read from facility_distance_counts (kept current by triggers).
 */
export async function listFacilitiesForFilter(db: Db, input: { lang: LanguageCode }): Promise<FilterFacilityView[]> {
  await sweepExpiredFromMapNow(db);
  const rows = await db
    .select({
      facility: facilities,
      n: sql<number>`sum(${facilityDistanceCounts.count})`.mapWith(Number),
      maxDistance: sql<number>`max(${facilityDistanceCounts.distance})`.mapWith(Number),
    })
    .from(facilities)
    .innerJoin(facilityDistanceCounts, eq(facilityDistanceCounts.facilityId, facilities.id))
    .where(gt(facilityDistanceCounts.count, 0))
    .groupBy(facilities.id)
    .orderBy(asc(facilities.sequence), asc(facilities.id));
  return rows.map(({ facility, n, maxDistance }) => ({
    id: facility.id,
    name: localized(facility.name, facility.translations, input.lang),
    image: facility.image,
    properties_count: n,
    max_distance: Math.ceil(maxDistance * 10) / 10,
  }));
}
