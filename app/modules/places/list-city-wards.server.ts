import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { properties, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";
import type { Page } from "../properties/search-properties.server.ts";
import { publicPropertyCondition } from "../properties/public-condition.server.ts";

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
 * public listings, busiest first; with `includeEmpty`, every ward.
 */
export async function listCityWards(db: Db, input: { limit: number; offset: number; includeEmpty?: boolean }): Promise<Page<CityWard>> {
  const provinceCode = String(await getSetting(db, "city_province_code"));
  const counts = db
    .select({
      wardCode: properties.wardCode,
      n: count().as("n"),
      lat: sql<number>`avg(${properties.latitude})`.as("lat"),
      lng: sql<number>`avg(${properties.longitude})`.as("lng"),
    })
    .from(properties)
    .where(publicPropertyCondition())
    .groupBy(properties.wardCode)
    .as("ward_counts");
  const where = and(eq(wards.provinceCode, provinceCode), input.includeEmpty ? undefined : sql`${counts.n} > 0`);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ward: wards, n: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number), lat: counts.lat, lng: counts.lng })
      .from(wards)
      .leftJoin(counts, eq(counts.wardCode, wards.code))
      .where(where)
      .orderBy(desc(sql`coalesce(${counts.n}, 0)`), asc(wards.name))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ total: count() }).from(wards).leftJoin(counts, eq(counts.wardCode, wards.code)).where(where),
  ]);
  return {
    items: rows.map(({ ward, n, lat, lng }) => ({
      code: ward.code,
      city: ward.name,
      slug: ward.slug,
      count: n,
      latitude: lat === null ? null : Number(lat),
      longitude: lng === null ? null : Number(lng),
    })),
    total: totalRow?.total ?? 0,
  };
}
