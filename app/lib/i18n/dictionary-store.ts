/**
 * The page dictionaries, by version (a hash of the dictionary's content). The server keeps
 * each language's current dictionary in memory and renders from it; the root loader's data
 * carries only its version. A browser fetches the dictionary from its own URL
 * (/i18n/<lang>.<version>.json, cached for good: a staff edit makes a new version), preloaded
 * by the page and awaited before hydration (app/entry.client.tsx), and again when a navigation
 * changes the language (the root clientLoader).
 */
type Dictionary = Record<string, string>;

const storeKey = "__nhadatDictionaries";
/** How many versions the store keeps (the current ones, and a few just replaced by an edit). */
const kept = 16;

function store(): Map<string, Dictionary> {
  const holder = globalThis as typeof globalThis & { [storeKey]?: Map<string, Dictionary> };
  return (holder[storeKey] ??= new Map());
}

/** The URL a dictionary version is served from. */
export function dictionaryUrl(lang: string, version: string): string {
  return `/i18n/${encodeURIComponent(lang)}.${version}.json`;
}

/** The language and version a dictionary URL names, or null for any other path. */
export function parseDictionaryUrl(path: string): { lang: string; version: string } | null {
  const match = /^\/i18n\/([^/]+)\.([0-9a-f]{16})\.json$/.exec(path);
  if (!match) return null;
  try {
    return { lang: decodeURIComponent(match[1]!), version: match[2]! };
  } catch {
    return null;
  }
}

/** A version's dictionary, when this process or page holds it. */
export function storedDictionary(version: string | undefined): Dictionary | undefined {
  return version ? store().get(version) : undefined;
}

/** Keeps a version's dictionary; the oldest goes once more than a few are kept. */
export function storeDictionary(version: string, dictionary: Dictionary): void {
  const map = store();
  if (map.has(version)) return;
  map.set(version, dictionary);
  while (map.size > kept) map.delete(map.keys().next().value!);
}

const pending = new Map<string, Promise<void>>();

/** Fetches a version's dictionary into the store unless it is there already (browser). */
export function loadDictionary(lang: string, version: string): Promise<void> {
  if (store().has(version)) return Promise.resolve();
  let run = pending.get(version);
  if (!run) {
    run = fetch(dictionaryUrl(lang, version))
      .then((response) => {
        if (!response.ok) throw new Error(`dictionary ${lang}.${version}: HTTP ${response.status}`);
        return response.json() as Promise<Dictionary>;
      })
      .then((dictionary) => storeDictionary(version, dictionary))
      .finally(() => pending.delete(version));
    pending.set(version, run);
  }
  return run;
}

/** The page's dictionary as a meta function sees the root route's data among its matches. */
export function rootDictionary(root: unknown): Dictionary {
  const version = (root as { dictionaryVersion?: string } | undefined)?.dictionaryVersion;
  return storedDictionary(version) ?? {};
}
