import type { Actor } from "../../lib/actor.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { PropertyFilters } from "./property-filters.server.ts";
import type { ViewDeps } from "./property-view.server.ts";
import { searchProperties } from "./search-properties.server.ts";

export interface ListNearbyInput {
  latitude?: number;
  longitude?: number;
  /** Kilometres; 5 when a point is given without one. */
  radiusKm?: number;
  city?: string;
  state?: string;
  propertyType?: "sell" | "rent";
  limit: number;
  offset: number;
  actor?: Actor | null;
  lang: LanguageCode;
  countTotal?: boolean;
  /** The API's answers: the extras read by the page's own statement (search-properties.server.ts). */
  withExtras?: boolean;
}

export const defaultNearbyRadiusKm = 5;

/**
 * Public listings near a point (within the radius, nearest first, `distance` in km) or,
 * without a point, in the given city/state, newest first.
 */
export async function listNearbyProperties(deps: ViewDeps, input: ListNearbyInput): ReturnType<typeof searchProperties> {
  const filters: PropertyFilters = { city: input.city, state: input.state, propertyType: input.propertyType };
  if (input.latitude !== undefined && input.longitude !== undefined) {
    filters.near = { latitude: input.latitude, longitude: input.longitude, radiusKm: input.radiusKm ?? defaultNearbyRadiusKm };
  }
  return searchProperties(deps, {
    filters,
    limit: input.limit,
    offset: input.offset,
    actor: input.actor,
    lang: input.lang,
    countTotal: input.countTotal,
    withExtras: input.withExtras,
  });
}
