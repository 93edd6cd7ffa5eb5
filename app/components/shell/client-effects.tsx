import { useEffect } from "react";
import { useSpaLinks } from "../../lib/spa-links.ts";
import { markLocationAsked, requestCurrentLocation, shouldAskForLocation } from "../../lib/location/geolocation.ts";

/**
 * Browser-only start-up work: the location request (once per visitor), the push service worker
 * (docs/product.md, "Who uses it"), and in-page navigation for the site's plain links.
 */
export function ClientEffects() {
  useSpaLinks();
  useEffect(() => {
    if (shouldAskForLocation(window.location.pathname)) {
      markLocationAsked();
      requestCurrentLocation();
    }
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .catch((error: unknown) => console.warn("Service worker registration failed", error));
    }
  }, []);
  return null;
}
