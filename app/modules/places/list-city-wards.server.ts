import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { wardCounts, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { pagedTotal, totalColumn } from "../../lib/paged-total.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";
import type { Page } from "../../lib/page.ts";
import { sweepExpiredFromMapNow } from "../properties/sweep-map-expiry.server.ts";

export interface CityWard {
  code: string;
  /** The ward's name ("Phường Bến Thành"). */
  city: string;
  slug: string;
  /** Public listings in the ward. */
  count: number;
  /** Mean position of its listings, for the map; null without listings. */
  latitude: number | null;
  longitude: number | null;
}

/**
 * get-cities-data: the wards of the site's city (setting city_province_code) that have
 * public listings, busiest first; with `includeEmpty`, every ward. The counts and mean
 * positions are read from ward_counts, which triggers keep current.
 */
export async function listCityWards(db: Db, input: { limit: number; offset: number; includeEmpty?: boolean }): Promise<Page<CityWard>> {
  const [provinceCode] = await Promise.all([getSetting(db, "city_province_code"), sweepExpiredFromMapNow(db)]);
  const listed = sql<number>`coalesce(${wardCounts.count}, 0)`;
  const mean = (sum: typeof wardCounts.sumLat | typeof wardCounts.sumLng) =>
    sql<number | null>`case when ${wardCounts.located} > 0 then (${sum} / ${wardCounts.located})::float8 end`;
  const where = and(eq(wards.provinceCode, String(provinceCode)), input.includeEmpty ? undefined : sql`${listed} > 0`);
  const rows = await db
    .select({ ward: wards, n: listed.mapWith(Number), lat: mean(wardCounts.sumLat), lng: mean(wardCounts.sumLng), total: totalColumn() })
    .from(wards)
    .leftJoin(wardCounts, eq(wardCounts.wardCode, wards.code))
    .where(where)
    .orderBy(desc(listed), asc(wards.name))
    .limit(input.limit)
    .offset(input.offset);
  const total = await pagedTotal(rows, input.offset, async () => {
    const [row] = await db.select({ total: count() }).from(wards).leftJoin(wardCounts, eq(wardCounts.wardCode, wards.code)).where(where);
    return row?.total ?? 0;
  });
  return {
    items: rows.map(({ ward, n, lat, lng }) => ({
      code: ward.code,
      city: ward.name,
      slug: ward.slug,
      count: n,
      latitude: lat === null ? null : Number(lat),
      longitude: lng === null ? null : Number(lng),
    })),
    total,
  };
}
