/**
 * Data that many pages need before they hydrate and that changes rarely (a language's
 * dictionary, the filter panel's choices). The server keeps each version (a hash of its content)
 * in memory and renders from it; a page's loader data carries only the version. A browser fetches
 * it from its own URL (`<prefix><lang>.<version>.json`, cached for good: new content makes a new
 * version), preloaded by the page and awaited before hydration (app/entry.client.tsx), and by the
 * clientLoader of a navigation that needs a version it does not hold. The server's side is
 * app/lib/versioned-files.server.ts.
 */
export interface VersionedData<T> {
  /** The URL a version is served from. */
  url(lang: string, version: string): string;
  /** The language and version a URL of this kind names, or null for any other path. */
  parse(path: string): { lang: string; version: string } | null;
  /** A version's data, when this process or page holds it. */
  get(version: string | undefined): T | undefined;
  /** Keeps a version's data; the oldest goes once more than a few are kept. */
  put(version: string, value: T): void;
  /** Fetches a version into the store unless it is there already (browser). */
  load(lang: string, version: string): Promise<void>;
}

/** How many versions a store keeps (the current ones, and a few just replaced). */
const kept = 16;

export function versionedData<T>(name: string, prefix: `/${string}/`): VersionedData<T> {
  // One store per kind in the process or page, whichever bundle chunk asks for it.
  const key = `__nhadat${name}`;
  const store = (): Map<string, T> => {
    const holder = globalThis as typeof globalThis & Record<string, Map<string, T> | undefined>;
    return (holder[key] ??= new Map());
  };
  const pending = new Map<string, Promise<void>>();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const pattern = new RegExp(`^${escaped}([^/]+)\\.([0-9a-f]{16})\\.json$`);
  const data: VersionedData<T> = {
    url: (lang, version) => `${prefix}${encodeURIComponent(lang)}.${version}.json`,
    parse(path) {
      const match = pattern.exec(path);
      if (!match) return null;
      try {
        return { lang: decodeURIComponent(match[1]!), version: match[2]! };
      } catch {
        return null;
      }
    },
    get: (version) => (version ? store().get(version) : undefined),
    put(version, value) {
      const map = store();
      if (map.has(version)) return;
      map.set(version, value);
      while (map.size > kept) map.delete(map.keys().next().value!);
    },
    load(lang, version) {
      if (store().has(version)) return Promise.resolve();
      let run = pending.get(version);
      if (!run) {
        run = fetch(data.url(lang, version))
          .then((response) => {
            if (!response.ok) throw new Error(`${prefix}${lang}.${version}: HTTP ${response.status}`);
            return response.json() as Promise<T>;
          })
          .then((value) => data.put(version, value))
          .finally(() => pending.delete(version));
        pending.set(version, run);
      }
      return run;
    },
  };
  return data;
}

/**
 * Fetches into its store the data a preloaded path names, when it is of one of `kinds`
 * (app/entry.client.tsx, before hydrating); any other path is left alone.
 */
export function loadPreloaded(kinds: readonly VersionedData<unknown>[], path: string): Promise<void> {
  for (const kind of kinds) {
    const named = kind.parse(path);
    if (named) return kind.load(named.lang, named.version);
  }
  return Promise.resolve();
}
