import { GeocoderUnavailableError, type GeocodedPlace, type Geocoder } from "./geocoder.ts";

interface NominatimPlace {
  display_name: string;
  lat: string;
  lon: string;
  address?: Record<string, string>;
}

/**
 * Reads a Nominatim place into the stored-location shape: the city is the address's
 * city, town, village or municipality; the state is its state or province (Vietnam's
 * centrally run cities such as Hồ Chí Minh City come back as `city` only, so it stands
 * for the state too).
 */
export function readNominatimPlace(place: NominatimPlace): GeocodedPlace {
  const a = place.address ?? {};
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.county ?? "";
  return {
    formatted_address: place.display_name,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
    city,
    state: a.state ?? a.province ?? city,
    country: a.country ?? "",
  };
}

/** OpenStreetMap Nominatim (https://nominatim.org/release-docs/latest/api/Overview/). */
export function nominatimGeocoder(options: { baseUrl: string; userAgent: string; timeoutMs?: number }): Geocoder {
  async function get<T>(pathname: string, params: Record<string, string>): Promise<T> {
    const url = new URL(pathname, options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
    for (const [key, value] of Object.entries({ format: "jsonv2", addressdetails: "1", ...params })) url.searchParams.set(key, value);
    try {
      // Nominatim's usage policy asks every client to name itself.
      const res = await fetch(url, {
        headers: { "user-agent": options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new GeocoderUnavailableError(`Nominatim answered ${res.status}`);
      return (await res.json()) as T;
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      throw new GeocoderUnavailableError("Nominatim unreachable", { cause: error });
    }
  }
  return {
    name: "nominatim",
    async search(query, { lang, limit }) {
      const places = await get<NominatimPlace[]>("search", { q: query, "accept-language": lang, limit: String(limit), countrycodes: "vn" });
      if (!Array.isArray(places)) throw new GeocoderUnavailableError("Nominatim answered no list");
      return places.map(readNominatimPlace);
    },
    async reverse(latitude, longitude, { lang }) {
      const place = await get<NominatimPlace & { error?: string }>("reverse", {
        lat: String(latitude),
        lon: String(longitude),
        "accept-language": lang,
      });
      return place.error || !place.display_name ? null : readNominatimPlace(place);
    },
  };
}
