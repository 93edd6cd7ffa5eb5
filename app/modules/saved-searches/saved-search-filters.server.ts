import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { categories, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { latitudeInput, longitudeInput } from "../../lib/input-schemas.ts";
import type { ListingQuery } from "../properties/listing-query.ts";
import type { PropertyFilters } from "../properties/property-filters.server.ts";
import { readListingSearch } from "../properties/read-listing-search.server.ts";
import { getSetting } from "../settings/get-settings.server.ts";

/** Parameters of a results page that say how to show it, not what to find. */
const viewOnly = ["offset", "limit", "sort", "lang", "q", "lat", "lng", "zoom"];

const viewport = z.object({
  min_latitude: latitudeInput,
  max_latitude: latitudeInput,
  min_longitude: longitudeInput,
  max_longitude: longitudeInput,
});

/**
 * A results page's address as a saved search keeps it (paging, sort and the map's centre left
 * out), and the filters it means, read by the listing page's own reading (readListingSearch):
 * the understood query, a category or ward landing page's own filter, and on the map the
 * viewport it showed.
 */
export async function readSavedSearchFilters(db: Db, url: string): Promise<{ url: string; filters: PropertyFilters }> {
  const parsed = new URL(url, "http://site.invalid");
  const params = new URLSearchParams(parsed.searchParams);
  for (const key of viewOnly) params.delete(key);
  const landing = /^\/properties\/(category|ward)\/([a-z0-9-]+)$/.exec(parsed.pathname);
  const preset: Partial<ListingQuery> = landing ? { [landing[1] === "category" ? "category" : "ward"]: landing[2] } : {};
  const { search } = await readListingSearch(db, params, preset);
  const filters: PropertyFilters = { ...search.filters };
  if (parsed.pathname === "/map") {
    const box = viewport.safeParse(Object.fromEntries(params));
    if (box.success) {
      filters.bbox = {
        minLatitude: Math.min(box.data.min_latitude, box.data.max_latitude),
        maxLatitude: Math.max(box.data.min_latitude, box.data.max_latitude),
        minLongitude: Math.min(box.data.min_longitude, box.data.max_longitude),
        maxLongitude: Math.max(box.data.min_longitude, box.data.max_longitude),
      };
    }
  }
  // A slug becomes the id or code the listing indexes lead with, as the listing page does (list-data.server.ts): a ward of the city's.
  if (filters.categorySlugId) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slugId, filters.categorySlugId));
    if (category) Object.assign(filters, { categorySlugId: undefined, categoryId: category.id });
  }
  if (filters.wardSlug) {
    const province = String(await getSetting(db, "city_province_code"));
    const [ward] = await db
      .select({ code: wards.code })
      .from(wards)
      .where(and(eq(wards.provinceCode, province), eq(wards.slug, filters.wardSlug)));
    if (ward) Object.assign(filters, { wardSlug: undefined, wardCode: ward.code });
  }
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as PropertyFilters;
  params.sort();
  const query = params.toString();
  return { url: query ? `${parsed.pathname}?${query}` : parsed.pathname, filters: kept };
}
