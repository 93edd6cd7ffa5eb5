import { afterEach, describe, expect, it, vi } from "vitest";
import {
  geolocationOptions,
  locationFromText,
  markLocationAsked,
  readStoredLocation,
  requestCurrentLocation,
  shouldAskForLocation,
  storedLocation,
  storeLocation,
  withReverseGeocodedAddress,
} from "./geolocation.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("geolocation", () => {
  it("asks with high accuracy, a 10 s timeout and no cached position", () => {
    expect(geolocationOptions).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
    const getCurrentPosition = vi.fn<Geolocation["getCurrentPosition"]>();
    requestCurrentLocation({ geo: { getCurrentPosition }, storage: memoryStorage() });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual(geolocationOptions);
  });

  it("stores the coordinates it receives and reports them", () => {
    const storage = memoryStorage();
    const onLocated = vi.fn<(location: unknown) => void>();
    requestCurrentLocation({
      geo: { getCurrentPosition: (ok) => ok({ coords: { latitude: 10.77, longitude: 106.7 } } as GeolocationPosition) },
      storage,
      onLocated,
    });
    const stored = readStoredLocation(storage);
    expect(stored.isLocationSet).toBe(true);
    expect(stored.current?.coordinates).toEqual({ latitude: 10.77, longitude: 106.7 });
    expect(onLocated).toHaveBeenCalledOnce();
  });

  it("logs the spec's messages when unsupported or failing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    requestCurrentLocation({ geo: undefined, storage: memoryStorage() });
    expect(warn).toHaveBeenCalledWith("Geolocation is not supported by this browser");
    requestCurrentLocation({
      geo: { getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: "denied" } as GeolocationPositionError) },
      storage: memoryStorage(),
    });
    expect(warn).toHaveBeenCalledWith("Error getting location", "denied");
    warn.mockRestore();
  });

  it("stores a typed location with city, state and country empty, and clears it", () => {
    const storage = memoryStorage();
    expect(locationFromText("   ")).toBeNull();
    storeLocation(locationFromText(" Phường Bến Thành "), storage);
    expect(readStoredLocation(storage)).toEqual({
      current: { coordinates: null, formatted_address: "Phường Bến Thành", city: "", state: "", country: "" },
      isLocationSet: true,
    });
    storeLocation(null, storage);
    expect(readStoredLocation(storage)).toEqual({ current: null, isLocationSet: false });
  });

  it("reports why no position came", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const onFailed = vi.fn<(reason: string) => void>();
    requestCurrentLocation({ geo: undefined, storage: memoryStorage(), onFailed });
    requestCurrentLocation({
      geo: { getCurrentPosition: (_ok, fail) => fail?.({ code: 1, message: "denied" } as GeolocationPositionError) },
      storage: memoryStorage(),
      onFailed,
    });
    requestCurrentLocation({
      geo: { getCurrentPosition: (_ok, fail) => fail?.({ code: 3, message: "timeout" } as GeolocationPositionError) },
      storage: memoryStorage(),
      onFailed,
    });
    expect(onFailed.mock.calls.map((c) => c[0])).toEqual(["unsupported", "denied", "unavailable"]);
    warn.mockRestore();
  });

  it("fills the address from GET /api/reverse-geocode and keeps the coordinates when none is found", async () => {
    const located = { coordinates: { latitude: 10.77, longitude: 106.7 }, formatted_address: "", city: "", state: "", country: "" };
    const asked: string[] = [];
    // The reverse geocoder sits behind our API; these answers stand in for its two outcomes.
    const answer = (status: number, body: unknown) => async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    };
    const place = { formatted_address: "12 Lê Lợi, Bến Nghé, Hồ Chí Minh", city: "Bến Nghé", state: "Hồ Chí Minh", country: "Việt Nam" };
    const found = await withReverseGeocodedAddress(located, answer(200, { error: false, data: place }));
    expect(asked).toEqual(["/api/reverse-geocode?latlng=10.77,106.7"]);
    expect(found).toEqual({ found: true, location: { coordinates: located.coordinates, ...place } });
    expect(await withReverseGeocodedAddress(located, answer(404, { error: true }))).toEqual({ found: false, location: located });
    const typed = locationFromText("Quận 1")!;
    expect(await withReverseGeocodedAddress(typed, answer(200, { data: place }))).toEqual({ found: false, location: typed });
  });
});

describe("the stored location's readers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are told of a position the shell's first-visit ask stores, as of a place a picker stores", () => {
    // The readers subscribe through the window's storage event; a stand-in window counts nothing else.
    vi.stubGlobal("window", { addEventListener: () => {}, removeEventListener: () => {} });
    const reader = vi.fn<() => void>();
    const leave = storedLocation.subscribe(reader);
    const storage = memoryStorage();
    requestCurrentLocation({
      geo: { getCurrentPosition: (ok) => ok({ coords: { latitude: 10.77, longitude: 106.7 } } as GeolocationPosition) },
      storage,
    });
    expect(reader).toHaveBeenCalledTimes(1);
    expect(readStoredLocation(storage).current?.coordinates).toEqual({ latitude: 10.77, longitude: 106.7 });
    storeLocation(locationFromText("Quận 3"), storage);
    expect(reader).toHaveBeenCalledTimes(2);
    leave();
    storeLocation(null, storage);
    expect(reader).toHaveBeenCalledTimes(2);
  });
});

describe("asking for the position", () => {
  it("asks once per visitor, on public pages only", () => {
    const s = memoryStorage();
    for (const page of ["/login", "/register", "/user/profile", "/admin/moderation", "/reset-password"])
      expect({ page, ask: shouldAskForLocation(page, s) }).toEqual({ page, ask: false });
    expect(shouldAskForLocation("/", s)).toBe(true);
    markLocationAsked(s);
    expect(shouldAskForLocation("/", s)).toBe(false);
    expect(shouldAskForLocation("/contact", s)).toBe(false);
  });

  it("does not ask when a location is already set", () => {
    const s = memoryStorage();
    storeLocation(locationFromText("Quận 7"), s);
    expect(shouldAskForLocation("/properties", s)).toBe(false);
  });
});
