import type { Env } from "../env.server.ts";

/**
 * Where every map's tiles come from (MAP_TILE_URL and MAP_ATTRIBUTION; web-settings map.tile_url
 * and attribution). The URL is a Leaflet template: {z}/{x}/{y}, optionally {s} (subdomain) and
 * {r}, which Leaflet fills with "@2x" on a high-density screen, for tile servers that have
 * double-resolution tiles (a phone then gets sharp tiles, not 256-px ones stretched).
 */
export interface TileSettings {
  tileUrl: string;
  attribution: string;
}

export function tileSettingsOf(env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION">): TileSettings {
  return { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION };
}
