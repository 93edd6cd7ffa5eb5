import type { Env } from "../env.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Geocoder } from "./geocoder.ts";
import { googleGeocoder } from "./google-geocoder.server.ts";
import { nominatimGeocoder } from "./nominatim-geocoder.server.ts";
import { guardOutages } from "./outage-guard.server.ts";

/**
 * The configured geocoder: Google when GEOCODER=google (or a key is set and GEOCODER is unset), else
 * Nominatim; behind a breaker that logs an outage once and pauses calls for GEOCODER_PAUSE_SECONDS.
 */
export function createGeocoder(env: Env, logger: Pick<Logger, "warn" | "info">): Geocoder {
  const service =
    env.geocoder === "google" && env.GOOGLE_MAPS_API_KEY
      ? googleGeocoder({ apiKey: env.GOOGLE_MAPS_API_KEY, baseUrl: env.GOOGLE_GEOCODE_URL })
      : nominatimGeocoder({ baseUrl: env.NOMINATIM_URL, userAgent: `NhaDat/1.0 (${env.baseUrl})` });
  return guardOutages(service, { logger, pauseMs: env.GEOCODER_PAUSE_SECONDS * 1000 });
}

/** One geocoder per environment, so the API and the map page share one breaker. */
const geocoders = new WeakMap<Env, Geocoder>();
export function geocoderFor(services: { env: Env; logger: Pick<Logger, "warn" | "info"> }): Geocoder {
  let geocoder = geocoders.get(services.env);
  if (!geocoder) geocoders.set(services.env, (geocoder = createGeocoder(services.env, services.logger)));
  return geocoder;
}
