import type * as Leaflet from "leaflet";
// Leaflet's own ES modules, only the parts the site's maps use: its published file is one UMD
// bundle of everything (vector layers and their renderers, GeoJSON, image and video overlays,
// tooltips, the layers and scale controls), 36.5 KB of a /map visit's JavaScript against ~25
// for these (docs/benchmarks/speed-notes.md, "Fourteenth round"). Types stay @types/leaflet's.
import { Map as LeafletMap, createMap } from "leaflet/src/map/Map";
import { BoxZoom } from "leaflet/src/map/handler/Map.BoxZoom";
import { DoubleClickZoom } from "leaflet/src/map/handler/Map.DoubleClickZoom";
import { Drag } from "leaflet/src/map/handler/Map.Drag";
import { Keyboard } from "leaflet/src/map/handler/Map.Keyboard";
import { ScrollWheelZoom } from "leaflet/src/map/handler/Map.ScrollWheelZoom";
import { TouchZoom } from "leaflet/src/map/handler/Map.TouchZoom";
// The zoom buttons and the attribution: a map made with them on adds them itself (Map init
// hooks), and a map made without them adds them through these factories (app/components/map/map-view.tsx).
import { zoom } from "leaflet/src/control/Control.Zoom";
import { attribution } from "leaflet/src/control/Control.Attribution";
// Popup adds to Leaflet's classes as it runs: markers' bindPopup (Layer.include).
// oxlint-disable-next-line import/no-unassigned-import
import "leaflet/src/layer/Popup";
import { tileLayer } from "leaflet/src/layer/tile/TileLayer";
import { layerGroup } from "leaflet/src/layer/LayerGroup";
import { marker } from "leaflet/src/layer/marker/Marker";
import { divIcon } from "leaflet/src/layer/marker/DivIcon";
import { toLatLng } from "leaflet/src/geo/LatLng";
import { toLatLngBounds } from "leaflet/src/geo/LatLngBounds";

// A map's handlers are the Map class's statics, as Leaflet's full bundle sets them: each
// one a map's options switch on (dragging, touchZoom, scrollWheelZoom…). TapHold (a long press
// as a context menu on iOS) is left out: no map here listens for one.
Object.assign(LeafletMap, { BoxZoom, DoubleClickZoom, Drag, Keyboard, ScrollWheelZoom, TouchZoom });

/** What the site's maps take from Leaflet (app/components/map/load-leaflet.ts loads it). */
export type LeafletParts = Pick<typeof Leaflet, "map" | "tileLayer" | "layerGroup" | "marker" | "divIcon" | "latLng" | "latLngBounds"> & {
  zoomControl: typeof Leaflet.control.zoom;
  attributionControl: typeof Leaflet.control.attribution;
};

export const leaflet: LeafletParts = {
  map: createMap,
  tileLayer,
  layerGroup,
  marker,
  divIcon,
  latLng: toLatLng,
  latLngBounds: toLatLngBounds,
  zoomControl: zoom,
  attributionControl: attribution,
};
