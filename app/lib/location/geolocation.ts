/** The stored location (SPEC section 3 "Stored location"). */
export interface StoredLocation {
  coordinates: { latitude: number; longitude: number } | null;
  formatted_address: string;
  city: string;
  state: string;
  country: string;
}

export const locationStorageKey = "location";

export const geolocationOptions: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export function readStoredLocation(storage: Pick<Storage, "getItem"> = window.localStorage): { current: StoredLocation | null; isLocationSet: boolean } {
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
}

/** A typed location is stored with city, state and country empty (SPEC section 4). */
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
  } = {},
): void {
  const geo = "geo" in options ? options.geo : typeof navigator === "undefined" ? undefined : navigator.geolocation;
  if (!geo) {
    console.warn("Geolocation is not supported by this browser");
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
    (error) => console.warn("Error getting location", error.message),
    geolocationOptions,
  );
}
