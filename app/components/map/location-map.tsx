import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { addTiles, loadLeaflet, pinIcon } from "./load-leaflet.ts";
import type { TileSettings } from "../../lib/location/tile-settings.ts";

/** A link to the place on OpenStreetMap: the map without JavaScript. */
export function osmLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/**
 * A small map of one place (a listing's, a project's). Without JavaScript it is a link to
 * OpenStreetMap; Leaflet loads when the map comes within a screen of the viewport, so a visitor
 * who never scrolls to it never downloads it, and draws the place with a pin.
 */
export function LocationMap({
  latitude,
  longitude,
  label,
  tiles,
}: {
  latitude: number;
  longitude: number;
  label: string;
  tiles: TileSettings;
}) {
  const { t } = useI18n();
  const holder = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const { tileUrl, attribution } = tiles;
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let map: import("leaflet").Map | undefined;
    let cancelled = false;
    const load = () =>
      void loadLeaflet().then((L) => {
        if (cancelled) return;
        map = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], 16);
        addTiles(L, map, { tileUrl, attribution });
        L.marker([latitude, longitude], { icon: pinIcon(L), title: label, keyboard: false }).addTo(map);
        setReady(true);
      });
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              load();
            },
            { rootMargin: "100% 0px" },
          )
        : null;
    if (observer) observer.observe(element);
    else load();
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, label, tileUrl, attribution]);
  return (
    <div>
      <div
        ref={holder}
        role="region"
        aria-label={t("mapOf", { title: label })}
        data-testid="location-map"
        data-ready={ready || undefined}
        // Contained, as the listings map is (map-view.tsx): Leaflet's changes lay out this box alone.
        className="relative z-0 h-72 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 contain-strict sm:h-96"
      />
      <a
        href={osmLink(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
      >
        {t("openInMaps")}
      </a>
    </div>
  );
}
