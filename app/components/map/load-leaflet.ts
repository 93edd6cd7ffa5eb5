import type * as Leaflet from "leaflet";
import type { LeafletParts } from "./leaflet-parts.ts";
import type { TileSettings } from "../../lib/location/tile-settings.ts";

let loading: Promise<LeafletParts> | undefined;

/**
 * Leaflet (the parts the maps use: leaflet-parts.ts) and its stylesheet, fetched on first use:
 * only pages that show a map download it, and only once they run in a browser.
 */
export function loadLeaflet(): Promise<LeafletParts> {
  loading ??= Promise.all([import("./leaflet-parts.ts"), import("leaflet/dist/leaflet.css")]).then(([module]) => module.leaflet);
  return loading;
}

/** The map's tile layer, one for every map on the site (app/lib/location/tile-settings.ts says what the URL may hold). */
export function addTiles(L: LeafletParts, map: Leaflet.Map, tiles: TileSettings): Leaflet.TileLayer {
  return L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
}

/** A pin drawn in CSS (no image files to resolve), labelled for assistive technology. */
export function pinIcon(L: LeafletParts): Leaflet.DivIcon {
  return L.divIcon({
    className: "map-marker",
    html: '<span class="block size-6 -translate-y-1/2 rotate-45 rounded-tl-full rounded-tr-full rounded-bl-full border-2 border-white bg-rose-700 shadow"></span>',
    iconSize: [24, 24],
    iconAnchor: [12, 24],
    popupAnchor: [0, -24],
  });
}
