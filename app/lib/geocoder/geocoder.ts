/** A place as the site stores it (docs/architecture.md, "The API contract", stored location). */
export interface GeocodedPlace {
  formatted_address: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** Place search and reverse geocoding; Nominatim by default, Google Geocoding with a key. */
export interface Geocoder {
  readonly name: "nominatim" | "google";
  /** Places matching a free-text query, best first. */
  search(query: string, options: { lang: string; limit: number }): Promise<GeocodedPlace[]>;
  /** The address at a point, or null when the service knows none. */
  reverse(latitude: number, longitude: number, options: { lang: string }): Promise<GeocodedPlace | null>;
}

/** A geocoding service that failed or answered something unreadable. */
export class GeocoderUnavailableError extends Error {}
