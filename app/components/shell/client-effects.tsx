import { useEffect } from "react";
import { requestCurrentLocation } from "../../lib/location/geolocation.ts";

/** Browser-only start-up work: the location request and the push service worker (SPEC section 1). */
export function ClientEffects() {
  useEffect(() => {
    requestCurrentLocation();
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => console.warn("Service worker registration failed", error));
    }
  }, []);
  return null;
}
