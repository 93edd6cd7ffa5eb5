import { useEffect, useRef } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { addTiles, loadLeaflet, pinIcon, type TileSettings } from "./load-leaflet.ts";

/**
 * A small map of one place. Without JavaScript (and until it scrolls into view) it is a link
 * to OpenStreetMap; in view, Leaflet loads and draws the map with a pin.
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
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let map: import("leaflet").Map | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadLeaflet().then((L) => {
          if (cancelled) return;
          map = L.map(element, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
          addTiles(L, map, tiles);
          L.marker([latitude, longitude], { icon: pinIcon(L), title: label, keyboard: false }).addTo(map);
        });
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, label, tiles]);
  const osm = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <div>
      <div
        ref={holder}
        className="h-64 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
        role="region"
        aria-label={t("locationMap")}
      />
      <p className="mt-2 text-sm">
        <a href={osm} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
          {t("openInMaps")}
        </a>
      </p>
    </div>
  );
}
