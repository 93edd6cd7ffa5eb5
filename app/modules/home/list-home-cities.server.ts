import { asc } from "drizzle-orm";
import { homeCities } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { listCityWards, type CityWard } from "../places/list-city-wards.server.ts";
import type { Page } from "../../lib/page.ts";

/**
 * The wards of the home page's "Properties by City": those staff chose, in their order (with
 * or without listings); with none chosen, the `limit` busiest wards.
 */
export async function listHomeCities(db: Db, limit: number): Promise<Page<CityWard>> {
  const chosen = await db.select({ code: homeCities.wardCode }).from(homeCities).orderBy(asc(homeCities.sequence), asc(homeCities.id));
  if (chosen.length === 0) return listCityWards(db, { limit, offset: 0 });
  const all = await listCityWards(db, { limit: 10_000, offset: 0, includeEmpty: true });
  const byCode = new Map(all.items.map((ward) => [ward.code, ward]));
  const items = chosen.flatMap(({ code }) => byCode.get(code) ?? []).slice(0, limit);
  return { items, total: items.length };
}
