import type { Db } from "../../lib/db.server.ts";
import type { ListingQuery } from "./listing-query.ts";
import type { PropertySearch } from "./property-search-schema.ts";
import { parseListingQuery, toListingSearch } from "./read-listing-query.server.ts";
import { understandListingQuery } from "./understand-listing-query.server.ts";

/**
 * What a results page's URL asks for: its state as written, the state with the understood
 * query read into its filters ("căn hộ 2pn q7"), the search as typed when anything was read,
 * and the search (filters and sort) the listing queries take. The listing page and a saved
 * search read a URL through this one function, so an alert matches what the page showed.
 */
export async function readListingSearch(
  db: Db,
  params: URLSearchParams,
  preset: Partial<ListingQuery> = {},
): Promise<{ asWritten: ListingQuery; query: ListingQuery; typed?: string; search: PropertySearch }> {
  const asWritten = parseListingQuery(params, preset);
  const { query, typed } = await understandListingQuery(db, asWritten);
  const search = toListingSearch(query.search_as_typed ? query : { ...query, search_as_typed: true });
  return { asWritten, query, typed, search };
}
