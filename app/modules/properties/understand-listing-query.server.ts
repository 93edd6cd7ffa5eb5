import type { Db } from "../../lib/db.server.ts";
import type { ListingQuery } from "./listing-query.ts";
import type { UnderstoodQuery } from "./parse-search-query.ts";
import { understandQuery } from "./understand-search.server.ts";

/** Which listing parameter each understood field fills. */
const listingKeys: { [K in keyof UnderstoodQuery]-?: keyof ListingQuery } = {
  category: "category",
  propertyType: "property_type",
  bedrooms: "bedrooms",
  floors: "floors",
  minPrice: "min_price",
  maxPrice: "max_price",
  minArea: "min_area",
  maxArea: "max_area",
  district: "district",
  ward: "ward",
  area: "place",
  direction: "direction",
  legalStatus: "legal_status",
  furnishing: "furnishing",
};

/**
 * The listing page's state with what its search says read into the page's own filters, so the
 * panel, the chips and every link show them: a filter set in the URL wins, the search keeps
 * only the words no filter took, and `typed` is the search as typed when anything was read
 * (for the "search as typed instead" link). The same reading as the API's
 * (understand-search.server.ts).
 */
export async function understandListingQuery(db: Db, query: ListingQuery): Promise<{ query: ListingQuery; typed?: string }> {
  if (!query.search || query.search_as_typed) return { query };
  const parsed = await understandQuery(db, query.search);
  const entries = Object.entries(parsed.understood) as [keyof UnderstoodQuery, string | number][];
  if (entries.length === 0) return { query };
  const out: Record<string, unknown> = { ...query, search: parsed.text || undefined };
  // A range is read whole: a bound set in the URL keeps the search's range out.
  const priceGiven = query.min_price !== undefined || query.max_price !== undefined;
  const areaGiven = query.min_area !== undefined || query.max_area !== undefined;
  const placeGiven = query.ward !== undefined || query.district !== undefined || query.place !== undefined;
  for (const [field, value] of entries) {
    const key = listingKeys[field];
    if (priceGiven && (key === "min_price" || key === "max_price")) continue;
    if (areaGiven && (key === "min_area" || key === "max_area")) continue;
    if (placeGiven && (key === "ward" || key === "district" || key === "place")) continue;
    if (out[key] === undefined) out[key] = value;
  }
  return { query: out as unknown as ListingQuery, typed: query.search };
}
