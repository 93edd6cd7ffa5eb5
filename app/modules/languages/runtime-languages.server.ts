import { eq } from "drizzle-orm";
import { dictionaryEntries, languages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { setRuntimeLanguages } from "../../lib/i18n/index.ts";

/** How long a process trusts the edits it holds before reading them again (other processes' edits). */
const freshForMs = 5_000;
const loadedAt = new WeakMap<object, number>();
const loading = new WeakMap<object, Promise<void>>();

/** Reads the staff edits and the enabled languages into the translate function; the caller's own edits apply at once. */
export async function loadRuntimeLanguages(db: Db): Promise<void> {
  const [entries, enabled] = await Promise.all([
    db
      .select({ languageCode: dictionaryEntries.languageCode, key: dictionaryEntries.key, value: dictionaryEntries.value })
      .from(dictionaryEntries),
    db.select({ code: languages.code }).from(languages).where(eq(languages.isActive, true)),
  ]);
  const overrides = new Map<string, Record<string, string>>();
  for (const entry of entries) {
    const strings = overrides.get(entry.languageCode) ?? {};
    strings[entry.key] = entry.value;
    overrides.set(entry.languageCode, strings);
  }
  setRuntimeLanguages({ overrides, enabled: enabled.map((row) => row.code) });
  loadedAt.set(db, Date.now());
}

/**
 * Loads the edits on a process's first request and again once they are a few seconds old,
 * so edits made through another process reach this one; one read at a time.
 */
export function refreshRuntimeLanguages(db: Db, now = Date.now()): Promise<void> {
  const at = loadedAt.get(db);
  if (at !== undefined && now - at < freshForMs) return Promise.resolve();
  const pending = loading.get(db);
  if (pending) return pending;
  const run = loadRuntimeLanguages(db).finally(() => loading.delete(db));
  loading.set(db, run);
  return run;
}
