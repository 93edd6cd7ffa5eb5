/**
 * Keeps a computed value per owner (a database handle) and key for a few seconds. For
 * aggregates over every public listing (counts per category, ward or agent) that cost a full
 * scan at a million listings and may lag the data by that long. Past the window the kept
 * value still answers while one recomputation runs, so only the very first caller waits.
 * Each app process keeps its own copy: several processes stay correct, only as fresh as the
 * window.
 */
interface Entry {
  until: number;
  value: Promise<unknown>;
  refreshing: boolean;
}

const stores = new WeakMap<object, Map<string, Entry>>();

export function shortCached<T>(owner: object, key: string, seconds: number, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  let store = stores.get(owner);
  if (!store) {
    store = new Map();
    stores.set(owner, store);
  }
  const hit = store.get(key);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  if (hit && !hit.refreshing) {
    hit.refreshing = true;
    const fresh = compute();
    fresh.then(
      () => store.set(key, { until: now + seconds * 1000, value: fresh, refreshing: false }),
      () => (hit.refreshing = false),
    );
  }
  if (hit) return hit.value as Promise<T>;
  const value = compute();
  store.set(key, { until: now + seconds * 1000, value, refreshing: false });
  // A failed first computation is not kept: the next caller tries again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

/**
 * Forgets this process's kept values whose key starts with `prefix`, so the next caller
 * computes afresh; staff edits call it so their change shows at once.
 */
export function dropShortCached(owner: object, prefix: string): void {
  const store = stores.get(owner);
  if (!store) return;
  for (const key of [...store.keys()]) if (key.startsWith(prefix)) store.delete(key);
}
