import { describe, expect, it, vi } from "vitest";
import { geolocationOptions, locationFromText, readStoredLocation, requestCurrentLocation, storeLocation } from "./geolocation.ts";

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
});
