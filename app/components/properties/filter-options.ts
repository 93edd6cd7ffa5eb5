import { filterOptionData, type FilterOptions, type FilterOptionsRef } from "../../modules/filters/filter-options.ts";

// The filter choices a page's data names, as the panel and the chips render them
// (app/modules/filters/filter-options.ts).

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
