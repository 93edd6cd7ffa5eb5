import { storedValue } from "../stored-value.ts";

/** The stored location (docs/architecture.md, "The API contract": stored location). */
export interface StoredLocation {
  coordinates: { latitude: number; longitude: number } | null;
  formatted_address: string;
  city: string;
  state: string;
  country: string;
}

export const locationStorageKey = "location";

/**
 * The stored location as an external store: every location picker on the page reads it, and
 * every write below tells them, whether a picker made it or the shell's first-visit ask did.
 */
export const storedLocation = storedValue(locationStorageKey);

export const geolocationOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export function readStoredLocation(storage: Pick<Storage, "getItem"> = window.localStorage): {
  current: StoredLocation | null;
  isLocationSet: boolean;
} {
  try {
    const raw = storage.getItem(locationStorageKey);
    if (raw) return JSON.parse(raw) as { current: StoredLocation | null; isLocationSet: boolean };
  } catch {
    // A damaged entry counts as no location.
  }
  return { current: null, isLocationSet: false };
}

export function storeLocation(location: StoredLocation | null, storage: Pick<Storage, "setItem"> = window.localStorage): void {
  storage.setItem(locationStorageKey, JSON.stringify({ current: location, isLocationSet: Boolean(location) }));
  storedLocation.notify();
}

/** Set once the shell has asked a visitor for the position: it asks once per visitor. */
export const locationAskedKey = "locationAsked";

/** Account pages (signing in, registering, the member's and staff's pages) never ask for the position. */
const accountPages = /^\/(login|register|forgot-password|reset-password|logout|auth|user|admin)(\/|$)/;

/**
 * Whether the shell asks for the position on this page load (docs/product.md, "Who uses it"): once per visitor,
 * never when a location is already set, never on account pages.
 */
export function shouldAskForLocation(pathname: string, storage: Pick<Storage, "getItem"> = window.localStorage): boolean {
  if (accountPages.test(pathname)) return false;
  try {
    if (storage.getItem(locationAskedKey)) return false;
  } catch {
    return false;
  }
  return !readStoredLocation(storage).isLocationSet;
}

/** Remembers that the visitor was asked. */
export function markLocationAsked(storage: Pick<Storage, "setItem"> = window.localStorage): void {
  try {
    storage.setItem(locationAskedKey, "1");
  } catch {
    // Without storage the visitor may be asked again on a later visit.
  }
}

/** A typed location is stored with city, state and country empty (docs/product.md, "States"). */
export function locationFromText(text: string): StoredLocation | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return { coordinates: null, formatted_address: trimmed, city: "", state: "", country: "" };
}

/**
 * Asks the browser for the position (high accuracy, 10 s timeout, no cached position)
 * and stores the coordinates; reverse geocoding fills the address where a geocoder is set.
 */
export function requestCurrentLocation(
  options: {
    geo?: Pick<Geolocation, "getCurrentPosition">;
    storage?: Pick<Storage, "getItem" | "setItem">;
    onLocated?: (location: StoredLocation) => void;
    /** Called when the browser has no geolocation or gives no position. */
    onFailed?: (reason: "unsupported" | "denied" | "unavailable") => void;
  } = {},
): void {
  const geo = "geo" in options ? options.geo : typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geo) {
    console.warn("Geolocation is not supported by this browser");
    options.onFailed?.("unsupported");
    return;
  }
  const storage = options.storage ?? window.localStorage;
  geo.getCurrentPosition(
    (position) => {
      const current = readStoredLocation(storage);
      const location: StoredLocation = {
        ...(current.current ?? { formatted_address: "", city: "", state: "", country: "" }),
        coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
      };
      storeLocation(location, storage);
      options.onLocated?.(location);
    },
    (error) => {
      console.warn("Error getting location", error.message);
      options.onFailed?.(error.code === 1 ? "denied" : "unavailable");
    },
    geolocationOptions,
  );
}

/**
 * The stored location with the address at its coordinates filled in from
 * GET /api/reverse-geocode; unchanged when the geocoder finds nothing or fails.
 */
export async function withReverseGeocodedAddress(
  location: StoredLocation,
  fetchJson: (url: string) => Promise<Response> = (url) => fetch(url, { headers: { accept: "application/json" } }),
): Promise<{ location: StoredLocation; found: boolean }> {
  if (!location.coordinates) return { location, found: false };
  const { latitude, longitude } = location.coordinates;
  try {
    const res = await fetchJson(`/api/reverse-geocode?latlng=${latitude},${longitude}`);
    if (!res.ok) return { location, found: false };
    const body = (await res.json()) as { data?: Partial<Omit<StoredLocation, "coordinates">> };
    const place = body.data;
    if (!place?.formatted_address) return { location, found: false };
    return {
      location: {
        ...location,
        formatted_address: place.formatted_address,
        city: place.city ?? "",
        state: place.state ?? "",
        country: place.country ?? "",
      },
      found: true,
    };
  } catch {
    return { location, found: false };
  }
}
