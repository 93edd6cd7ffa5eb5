// Leaflet's source modules carry no types of their own; these give the few that
// app/components/map/leaflet-parts.ts imports @types/leaflet's types for the same exports.
declare module "leaflet/src/map/Map" {
  export const Map: typeof import("leaflet").Map & Record<string, unknown>;
  export const createMap: typeof import("leaflet").map;
}
declare module "leaflet/src/map/handler/Map.BoxZoom" {
  export const BoxZoom: unknown;
}
declare module "leaflet/src/map/handler/Map.DoubleClickZoom" {
  export const DoubleClickZoom: unknown;
}
declare module "leaflet/src/map/handler/Map.Drag" {
  export const Drag: unknown;
}
declare module "leaflet/src/map/handler/Map.Keyboard" {
  export const Keyboard: unknown;
}
declare module "leaflet/src/map/handler/Map.ScrollWheelZoom" {
  export const ScrollWheelZoom: unknown;
}
declare module "leaflet/src/map/handler/Map.TouchZoom" {
  export const TouchZoom: unknown;
}
declare module "leaflet/src/control/Control.Zoom" {
  export const zoom: typeof import("leaflet").control.zoom;
}
declare module "leaflet/src/control/Control.Attribution" {
  export const attribution: typeof import("leaflet").control.attribution;
}
declare module "leaflet/src/layer/Popup";
declare module "leaflet/src/layer/tile/TileLayer" {
  export const tileLayer: typeof import("leaflet").tileLayer;
}
declare module "leaflet/src/layer/LayerGroup" {
  export const layerGroup: typeof import("leaflet").layerGroup;
}
declare module "leaflet/src/layer/marker/Marker" {
  export const marker: typeof import("leaflet").marker;
}
declare module "leaflet/src/layer/marker/DivIcon" {
  export const divIcon: typeof import("leaflet").divIcon;
}
declare module "leaflet/src/geo/LatLng" {
  export const toLatLng: typeof import("leaflet").latLng;
}
declare module "leaflet/src/geo/LatLngBounds" {
  export const toLatLngBounds: typeof import("leaflet").latLngBounds;
}
