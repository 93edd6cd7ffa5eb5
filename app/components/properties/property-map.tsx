import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";

export interface MapTiles {
  url: string;
  attribution: string;
}

/** A link to the place on OpenStreetMap: the map without JavaScript. */
export function osmLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/**
 * The listing's location on a Leaflet map. Leaflet is imported when the map comes within a
 * screen of the viewport, so a visitor who never scrolls to it never downloads it; without
 * JavaScript the link to the map stays.
 */
export function PropertyMap({
  latitude,
  longitude,
  title,
  tiles,
}: {
  latitude: number;
  longitude: number;
  title: string;
  tiles: MapTiles;
}) {
  const { t } = useI18n();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let disposed = false;
    let map: import("leaflet").Map | null = null;
    const element = container.current;
    if (!element) return;
    const load = () =>
      void Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([leaflet]) => {
        const L = leaflet.default ?? leaflet;
        if (disposed || !container.current) return;
        map = L.map(container.current, { scrollWheelZoom: false }).setView([latitude, longitude], 16);
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
        L.circleMarker([latitude, longitude], { radius: 10, color: "#1e40af", weight: 3, fillColor: "#e11d48", fillOpacity: 0.9 })
          .addTo(map)
          .bindPopup(title);
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
      disposed = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, title, tiles.url, tiles.attribution]);
  return (
    <div>
      <div
        ref={container}
        role="region"
        aria-label={t("mapOf", { title })}
        data-testid="property-map"
        data-ready={ready || undefined}
        className="relative z-0 h-72 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-96"
      />
      <a
        href={osmLink(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
      >
        {t("openInMap")}
      </a>
    </div>
  );
}
