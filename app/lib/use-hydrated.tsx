import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const Hydrated = createContext(false);

/**
 * Around the whole page (root.tsx): false while server-rendering and hydrating, true from just
 * after hydration. The switch is one state change at the top, rendered as a transition, so the
 * parts that appear with JavaScript (a card's compare toggle, a share button) come in small
 * slices the browser can interrupt, not one long task: `useSyncExternalStore` with a different
 * server snapshot, which this replaced, made each of its users force a synchronous re-render
 * once hydration was done (on the map page a ~70 ms task on a throttled phone, scripts/lighthouse.ts).
 * What mounts later (a client navigation) reads true at once.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/** False while server-rendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
