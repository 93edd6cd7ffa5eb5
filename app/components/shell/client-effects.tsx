import { useEffect } from "react";
import { useSpaLinks } from "../../lib/spa-links.ts";
import { markLocationAsked, requestCurrentLocation, shouldAskForLocation } from "../../lib/location/geolocation.ts";

/**
 * Browser-only start-up work: the location request (once per visitor), the push service worker
 * (docs/product.md, "Who uses it"), and in-page navigation for the site's plain links. The first
 * two wait until the page has loaded and the browser is idle: registering the worker fetches and
 * starts it, and neither is needed to read the page, whose first load on a phone they would
 * otherwise lengthen (docs/benchmarks/speed-notes.md, "Twenty-third round").
 */
export function ClientEffects() {
  useSpaLinks();
  useEffect(() => afterLoad(startUp), []);
  return null;
}

function startUp(): void {
  if (shouldAskForLocation(window.location.pathname)) {
    markLocationAsked();
    requestCurrentLocation();
  }
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .catch((error: unknown) => console.warn("Service worker registration failed", error));
  }
}

/** Runs `work` once the page's load event has passed and the browser is idle (within 2 s of it). Returns the cancel. */
function afterLoad(work: () => void): () => void {
  // Safari has no requestIdleCallback: there the work runs in the task after the load event.
  const hasIdle = typeof window.requestIdleCallback === "function";
  let idle: number | undefined;
  const schedule = () => {
    idle = hasIdle ? window.requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(work, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
