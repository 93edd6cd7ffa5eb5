import { GeocoderUnavailableError, type GeocodedPlace, type Geocoder } from "./geocoder.ts";

interface GoogleComponent {
  long_name: string;
  types: string[];
}

interface GoogleResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  address_components: GoogleComponent[];
}

/**
 * Reads a Google result the way docs/architecture.md, "The API contract" does: formatted_address, and the long_name
 * of the components typed locality, administrative_area_level_1 and country as city,
 * state and country.
 */
export function readGoogleResult(result: GoogleResult): GeocodedPlace {
  const part = (type: string) => result.address_components.find((c) => c.types.includes(type))?.long_name ?? "";
  return {
    formatted_address: result.formatted_address,
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
    city: part("locality"),
    state: part("administrative_area_level_1"),
    country: part("country"),
  };
}

/** Google Geocoding API (https://developers.google.com/maps/documentation/geocoding). */
export function googleGeocoder(options: { apiKey: string; baseUrl: string; timeoutMs?: number }): Geocoder {
  async function geocode(params: Record<string, string>): Promise<GoogleResult[]> {
    const url = new URL(options.baseUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set("key", options.apiKey);
    let body: { status?: string; results?: GoogleResult[] };
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      if (!res.ok) throw new GeocoderUnavailableError(`Google geocoding answered ${res.status}`);
      body = (await res.json()) as typeof body;
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      throw new GeocoderUnavailableError("Google geocoding unreachable", { cause: error });
    }
    if (body.status === "ZERO_RESULTS") return [];
    if (body.status !== "OK" || !Array.isArray(body.results)) throw new GeocoderUnavailableError(`Google geocoding status ${body.status}`);
    return body.results;
  }
  return {
    name: "google",
    async search(query, { lang, limit }) {
      return (await geocode({ address: query, language: lang, region: "vn" })).slice(0, limit).map(readGoogleResult);
    },
    async reverse(latitude, longitude, { lang }) {
      const [first] = await geocode({ latlng: `${latitude},${longitude}`, language: lang });
      return first ? readGoogleResult(first) : null;
    },
  };
}
