/**
 * One localStorage key as an external store for `useSyncExternalStore`: the snapshot is the
 * stored string (equal strings are equal snapshots, so an unchanged value renders nothing), the
 * server and hydration see null, and however many components read it the page holds one
 * "storage" listener (another tab's writes). A write in this page calls `notify`, since the
 * storage event reaches only the other tabs.
 */
export function storedValue(key: string) {
  const subscribers = new Set<() => void>();
  const notify = () => {
    for (const subscriber of subscribers) subscriber();
  };
  return {
    subscribe(subscriber: () => void): () => void {
      subscribers.add(subscriber);
      if (subscribers.size === 1) window.addEventListener("storage", notify);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0) window.removeEventListener("storage", notify);
      };
    },
    snapshot: (): string | null => window.localStorage.getItem(key),
    serverSnapshot: (): string | null => null,
    notify,
  };
}
