import { useEffect, useMemo, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import { useMoney } from "../shell/use-money.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { sitePaths } from "../../lib/seo/site-paths.ts";
import type { MapClusters, MapMarker } from "../../modules/properties/cluster-properties.server.ts";
import { addTiles, loadLeaflet, pinIcon } from "./load-leaflet.ts";
import type { LeafletParts } from "./leaflet-parts.ts";
import type { TileSettings } from "../../lib/location/tile-settings.ts";
import { mergeOverlapping, spreadOverlapping, type Rect, type ScreenItem } from "./merge-overlapping.ts";
import { tilesAround } from "./static-tiles.ts";
import { afterNextFrame, nextTask } from "../../lib/next-task.ts";

export interface MapCentre {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** The popup of a listing, built from text nodes (titles are user content). */
function popupContent(marker: MapClusters["markers"][number], price: string, more: string): HTMLElement {
  const box = document.createElement("div");
  box.className = "space-y-1";
  const title = document.createElement("p");
  title.className = "font-semibold text-slate-900";
  title.textContent = marker.title;
  const amount = document.createElement("p");
  amount.className = "font-bold text-rose-700";
  amount.textContent = price;
  const link = document.createElement("a");
  link.href = sitePaths.property(marker.slug_id);
  link.className = "text-brand-700 underline";
  link.textContent = more;
  box.append(title, amount, link);
  return box;
}

/** Half a pin's height: a pin's box stands above its point (app/components/map/load-leaflet.ts). */
const pinHalf = 12;

/** The boxes of the map's controls (zoom buttons, attribution), in the map's layer pixels. */
function controlRects(map: Leaflet.Map): Rect[] {
  const container = map.getContainer();
  const box = container.getBoundingClientRect();
  const origin = map.containerPointToLayerPoint([0, 0]);
  return [...container.querySelectorAll(".leaflet-control")].map((control) => {
    const r = control.getBoundingClientRect();
    const left = r.left - box.left + origin.x;
    const top = r.top - box.top + origin.y;
    return { left, top, right: left + r.width, bottom: top + r.height };
  });
}

/** The map's view, in its layer pixels. */
function viewRect(map: Leaflet.Map): Rect {
  const { x, y } = map.getSize();
  const origin = map.containerPointToLayerPoint([0, 0]);
  return { left: origin.x, top: origin.y, right: origin.x + x, bottom: origin.y + y };
}

/**
 * The listings map: asks get-map-clusters for the viewport after every move and draws
 * clusters (a click zooms to their listings) or markers with info windows.
 */
export interface MapBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export function MapView({
  centre,
  tiles,
  focus,
  onView,
}: {
  centre: MapCentre;
  tiles: TileSettings;
  focus: MapCentre | null;
  /** Told the viewport after every move (the page lists the listings in view). */
  onView?: (bounds: MapBounds) => void;
}) {
  const onViewRef = useRef(onView);
  useEffect(() => {
    onViewRef.current = onView;
  }, [onView]);
  const { t, lang } = useI18n();
  const money = useMoney();
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const [status, setStatus] = useState<{ kind: "loading" | "ready" | "error"; text: string }>({ kind: "loading", text: t("loading") });
  // The first view's tiles as plain images until Leaflet has drawn its own (static-tiles.ts).
  const [preview, setPreview] = useState(true);
  const previewTiles = useMemo(() => (preview ? tilesAround(tiles.tileUrl, centre) : []), [preview, tiles.tileUrl, centre]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let disposed = false;
    let request: AbortController | undefined;
    void loadLeaflet()
      .then(async (L) => {
        // Leaflet's evaluation, the map's set-up, its controls, its first tiles and the first
        // search of its view each run as a task of their own: in one, they were the page's
        // longest task on a phone (docs/benchmarks/speed-notes.md, "Twenty-sixth round").
        await afterNextFrame();
        if (disposed) return;
        const map = L.map(element, { zoomControl: false, attributionControl: false }).setView(
          [centre.latitude, centre.longitude],
          centre.zoom,
        );
        mapRef.current = map;
        await nextTask();
        if (disposed) return;
        // The attribution takes the tile layer's credit whenever the layer is added.
        L.zoomControl().addTo(map);
        L.attributionControl().addTo(map);
        await nextTask();
        if (disposed) return;
        addTiles(L, map, tiles).once("load", () => setPreview(false));
        await nextTask();
        if (disposed) return;
        const layer = L.layerGroup().addTo(map);
        const refresh = async () => {
          request?.abort();
          request = new AbortController();
          const b = map.getBounds();
          const query = new URLSearchParams({
            min_latitude: String(Math.max(-90, b.getSouth())),
            max_latitude: String(Math.min(90, b.getNorth())),
            min_longitude: String(Math.max(-180, b.getWest())),
            max_longitude: String(Math.min(180, b.getEast())),
            zoom: String(Math.round(map.getZoom())),
          });
          const centreNow = map.getCenter();
          const url = new URL(window.location.href);
          url.searchParams.set("lat", centreNow.lat.toFixed(5));
          url.searchParams.set("lng", centreNow.lng.toFixed(5));
          url.searchParams.set("zoom", String(map.getZoom()));
          url.searchParams.delete("q");
          window.history.replaceState(window.history.state, "", url);
          onViewRef.current?.({
            minLatitude: b.getSouth(),
            maxLatitude: b.getNorth(),
            minLongitude: b.getWest(),
            maxLongitude: b.getEast(),
          });
          try {
            const res = await fetch(`/api/get-map-clusters?${query}`, { signal: request.signal, headers: { "x-language": lang } });
            if (!res.ok) throw new Error(String(res.status));
            const body = (await res.json()) as { data: MapClusters };
            draw(L, map, layer, body.data);
            setStatus({ kind: "ready", text: t("mapShowing", { count: body.data.total }) });
          } catch (error) {
            if ((error as Error).name === "AbortError") return;
            setStatus({ kind: "error", text: t("mapLoadFailed") });
          }
        };
        map.on("moveend", () => void refresh());
        void refresh();
      })
      .catch(() => setStatus({ kind: "error", text: t("mapLoadFailed") }));

    function draw(L: LeafletParts, map: Leaflet.Map, layer: Leaflet.LayerGroup, data: MapClusters) {
      layer.clearLayers();
      const toItem = (
        latitude: number,
        longitude: number,
        count: number,
        bounds: ScreenItem<null>["bounds"],
        marker: MapMarker | null,
      ): ScreenItem<MapMarker> => {
        // x and y are the centre of the icon's box: a pin stands on its point, a cluster is centred on it.
        const point = map.latLngToLayerPoint([latitude, longitude]);
        return { x: point.x, y: marker ? point.y - pinHalf : point.y, latitude, longitude, count, bounds, marker };
      };
      const items = [
        ...data.clusters.map((c) => toItem(c.latitude, c.longitude, c.count, c.bounds, null)),
        ...data.markers.map((m) =>
          toItem(
            m.latitude,
            m.longitude,
            1,
            { minLatitude: m.latitude, maxLatitude: m.latitude, minLongitude: m.longitude, maxLongitude: m.longitude },
            m,
          ),
        ),
      ];
      // Every icon keeps a whole target of its own (WCAG 2.2 target size): zoomed out, icons (up
      // to 52 px) whose boxes would touch merge into clusters; zoomed in, pins (24 px) that would
      // cover each other (one building) stand side by side, 28 px apart; and no icon stays under
      // the zoom buttons or the attribution, which would cover part of it.
      const room = { obstacles: controlRects(map), within: viewRect(map) };
      const shown =
        data.mode === "clusters" ? spreadOverlapping(mergeOverlapping(items, 56), 56, room) : spreadOverlapping(items, 28, room);
      /** Where an icon is drawn: its listing's or cluster's place, or the free spot it was moved to. */
      const placeOf = (item: ScreenItem<MapMarker>) => {
        const y = item.marker ? item.y + pinHalf : item.y;
        const moved = map.latLngToLayerPoint([item.latitude, item.longitude]).distanceTo([item.x, y]) > 0.5;
        return moved ? map.layerPointToLatLng([item.x, y]) : L.latLng(item.latitude, item.longitude);
      };
      for (const item of shown) {
        if (item.marker) {
          const marker = item.marker;
          const price = money.price(marker.price) + (marker.property_type === "rent" ? ` / ${t("month")}` : "");
          L.marker(placeOf(item), { icon: pinIcon(L), title: marker.title })
            .bindPopup(() => popupContent(marker, price, t("viewDetails")), { className: "map-popup" })
            .addTo(layer);
          continue;
        }
        const size = item.count < 10 ? 36 : item.count < 100 ? 44 : 52;
        const icon = L.divIcon({
          className: "map-cluster",
          html: `<span class="flex size-full items-center justify-center rounded-full border-4 border-white bg-brand-700 text-sm font-bold text-white shadow">${item.count}</span>`,
          iconSize: [size, size],
        });
        const { minLatitude, maxLatitude, minLongitude, maxLongitude } = item.bounds;
        L.marker(placeOf(item), { icon, title: t("mapClusterLabel", { count: item.count }) })
          .on("click", () => {
            const bounds = L.latLngBounds([minLatitude, minLongitude], [maxLatitude, maxLongitude]);
            if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), Math.min(map.getZoom() + 3, 18));
            else map.fitBounds(bounds.pad(0.2), { maxZoom: 18 });
          })
          .addTo(layer);
      }
    }

    return () => {
      disposed = true;
      request?.abort();
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is created once; later centres move it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (focus && mapRef.current) mapRef.current.setView([focus.latitude, focus.longitude], focus.zoom);
  }, [focus]);

  return (
    <div>
      {/* Contained: the map's own changes (its panes, controls and tiles) lay out its box, not the page's. */}
      <div className="relative h-[70vh] min-h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 contain-strict">
        {previewTiles.length ? (
          <div className="pointer-events-none absolute inset-0" aria-hidden="true" data-testid="map-preview">
            {previewTiles.map((tile) => (
              <img
                key={tile.src}
                src={tile.src}
                srcSet={tile.srcSet}
                alt=""
                width={256}
                height={256}
                loading={tile.near ? "eager" : "lazy"}
                fetchPriority={tile.near ? "high" : "low"}
                className="absolute size-64 max-w-none"
                style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
              />
            ))}
          </div>
        ) : null}
        <div ref={holder} className="map-over-preview absolute inset-0" role="region" aria-label={t("mapRegion")} />
      </div>
      <p role="status" className={`mt-2 text-sm ${status.kind === "error" ? "text-red-700" : "text-slate-700"}`} data-testid="map-status">
        {status.text}
      </p>
    </div>
  );
}
