/**
 * The page dictionaries, by version (a hash of the dictionary's content). The server keeps
 * each language's current dictionary in memory and renders from it; the root loader's data
 * carries only its version. A browser fetches the dictionary from its own URL
 * (/i18n/<lang>.<version>.json, cached for good: a staff edit makes a new version), preloaded
 * by the page and awaited before hydration (app/entry.client.tsx), and again when a navigation
 * changes the language (the root clientLoader): the mechanism of app/lib/versioned-data.ts.
 */
import { versionedData } from "../versioned-data.ts";

/** The dictionaries' versions, kept in the server's memory and the page's. */
export const dictionaries = versionedData<Record<string, string>>("Dictionaries", "/i18n/");

/** The URL a dictionary version is served from. */
export const dictionaryUrl = dictionaries.url;
/** The language and version a dictionary URL names, or null for any other path. */
export const parseDictionaryUrl = dictionaries.parse;
/** A version's dictionary, when this process or page holds it. */
export const storedDictionary = dictionaries.get;
/** Keeps a version's dictionary; the oldest goes once more than a few are kept. */
export const storeDictionary = dictionaries.put;
/** Fetches a version's dictionary into the store unless it is there already (browser). */
export const loadDictionary = dictionaries.load;

/** The page's dictionary as a meta function sees the root route's data among its matches. */
export function rootDictionary(root: unknown): Record<string, string> {
  const version = (root as { dictionaryVersion?: string } | undefined)?.dictionaryVersion;
  return storedDictionary(version) ?? {};
}
