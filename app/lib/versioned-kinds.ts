import type { FilterOptions } from "../components/properties/filter-panel.tsx";
import { versionedData } from "./versioned-data.ts";

// The kinds of versioned data pages preload for hydration (app/lib/versioned-data.ts), made here
// so that the client entry knows each before any page's module has run.

/** The page dictionaries, by language (app/lib/i18n/dictionary-store.ts). */
export const dictionaries = versionedData<Record<string, string>>("Dictionaries", "/i18n/");

/** The filter panel's choices, by language (app/components/properties/filter-options.ts). */
export const filterOptionData = versionedData<FilterOptions>("FilterOptions", "/filter-options/");

const kinds = [dictionaries, filterOptionData];

/**
 * Fetches into its store the data a preloaded URL names (entry.client.tsx, before hydrating);
 * a URL of no kind here is left alone.
 */
export function loadPreloaded(path: string): Promise<void> {
  for (const kind of kinds) {
    const named = kind.parse(path);
    if (named) return kind.load(named.lang, named.version);
  }
  return Promise.resolve();
}
