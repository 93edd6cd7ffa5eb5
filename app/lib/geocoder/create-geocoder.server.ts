import type { Env } from "../env.server.ts";
import type { Geocoder } from "./geocoder.ts";
import { googleGeocoder } from "./google-geocoder.server.ts";
import { nominatimGeocoder } from "./nominatim-geocoder.server.ts";

/** The configured geocoder: Google when GEOCODER=google (or a key is set and GEOCODER is unset), else Nominatim. */
export function createGeocoder(env: Env): Geocoder {
  if (env.geocoder === "google" && env.GOOGLE_MAPS_API_KEY) {
    return googleGeocoder({ apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_GEOCODE_URL });
  }
  return nominatimGeocoder({ baseUrl: env.NOMINATIM_URL, userAgent: `NhaDat/1.0 (${env.baseUrl})` });
}
