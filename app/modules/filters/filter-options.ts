import { versionedData } from "../../lib/versioned-data.ts";

/**
 * The filter panel's choices in a language: the same on every list and map page, so a page's
 * loader data names only their version and the browser fetches them once
 * (/filter-options/<lang>.<version>.json, app/lib/versioned-data.ts); the server makes and
 * publishes them in filter-options.server.ts, the panel reads them through
 * app/components/properties/filter-options.ts.
 */
export interface Option {
  value: string;
  label: string;
}

export interface FilterOptions {
  categories: Option[];
  wards: Option[];
  directions: Option[];
  legalStatuses: Option[];
  furnishings: Option[];
  facilities: Option[];
  /**
   * The former districts and the named areas people search by, labelled in the page's language
   * (app/modules/properties/search-places.ts keeps them): the lists stay on the server, out of
   * the list and map pages' scripts.
   */
  districts: Option[];
  places: Option[];
}

/** What a page's loader data says of its choices. */
export interface FilterOptionsRef {
  lang: string;
  version: string;
  /** A ward chosen in the URL that has no listing now: the kept choices leave it out, the page shows it. */
  extraWard: Option | null;
}

/** The choices' versions, kept in the server's memory and the page's. */
export const filterOptionData = versionedData<FilterOptions>("FilterOptions", "/filter-options/");
