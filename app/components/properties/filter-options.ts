import { filterOptionData } from "../../lib/versioned-kinds.ts";
import type { FilterOptions, Option } from "./filter-panel.tsx";

/**
 * The filter panel's choices in a language: the same on every list and map page, so a page's
 * loader data names only their version and the browser fetches them once
 * (/filter-options/<lang>.<version>.json, app/lib/versioned-data.ts); the server publishes them
 * in app/routes/+shared/filter-options.server.ts.
 */
export { filterOptionData };

/** What a page's loader data says of its choices. */
export interface FilterOptionsRef {
  lang: string;
  version: string;
  /** A ward chosen in the URL that has no listing now: the kept choices leave it out, the page shows it. */
  extraWard: Option | null;
}

const none: FilterOptions = {
  categories: [],
  wards: [],
  directions: [],
  legalStatuses: [],
  furnishings: [],
  facilities: [],
  districts: [],
  places: [],
};

/** The choices a page's loader data names, as the store holds them (none until they are fetched). */
export function filterOptionsOf(ref: FilterOptionsRef): FilterOptions {
  const options = filterOptionData.get(ref.version) ?? none;
  return ref.extraWard ? { ...options, wards: [...options.wards, ref.extraWard] } : options;
}

/** For a route's clientLoader: the choices its data names are in hand before it renders. */
export async function withFilterOptions<T>(data: T, ref: (data: T) => FilterOptionsRef | undefined): Promise<T> {
  const named = ref(data);
  if (named) await filterOptionData.load(named.lang, named.version).catch((error: unknown) => console.error(error));
  return data;
}
