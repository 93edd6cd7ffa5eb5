import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { WardOption } from "../../modules/places/ward-options.ts";
import { addTiles, loadLeaflet, pinIcon } from "../map/load-leaflet.ts";
import type { TileSettings } from "../../lib/location/tile-settings.ts";

/** Hồ Chí Minh City, where the map opens when the form has no position yet. */
const cityCentre: [number, number] = [10.7769, 106.7009];

/** Sets a form field as typing would, so drafts and validation see the change. */
export function setField(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The centre of the ward chosen in the form, when known. */
function chosenWardCentre(wards: WardOption[]): [number, number] | null {
  const code = document.querySelector<HTMLSelectElement>('select[name="ward_code"]')?.value;
  const centre = wards.find((w) => w.code === code)?.centre;
  return centre ? [centre.latitude, centre.longitude] : null;
}

/**
 * A Leaflet map (loaded on demand) whose click fills the latitude and longitude fields; the
 * fields stay the source of truth, so typing works too. It opens on the pin, else on the chosen
 * ward's centre, and moves to a ward's centre when a ward is picked.
 */
export function MapPicker({ tiles, wards }: { tiles: TileSettings; wards: WardOption[] }) {
  const { tileUrl, attribution } = tiles;
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !box.current) return;
    let map: import("leaflet").Map | null = null;
    let cancelled = false;
    void (async () => {
      const L = await loadLeaflet();
      if (cancelled || !box.current) return;
      const lat = Number(document.querySelector<HTMLInputElement>('input[name="latitude"]')?.value);
      const lng = Number(document.querySelector<HTMLInputElement>('input[name="longitude"]')?.value);
      const start: [number, number] = lat && lng ? [lat, lng] : (chosenWardCentre(wards) ?? cityCentre);
      map = L.map(box.current).setView(start, 14);
      addTiles(L, map, { tileUrl, attribution });
      const marker = L.marker(start, { icon: pinIcon(L), keyboard: false, interactive: false }).addTo(map);
      map.on("click", (e) => {
        marker.setLatLng(e.latlng);
        setField("latitude", e.latlng.lat.toFixed(6));
        setField("longitude", e.latlng.lng.toFixed(6));
      });
    })();
    const toWard = (event: Event) => {
      if (!(event.target instanceof HTMLSelectElement) || event.target.name !== "ward_code") return;
      const centre = chosenWardCentre(wards);
      if (centre) map?.setView(centre, 15);
    };
    document.addEventListener("change", toWard);
    return () => {
      cancelled = true;
      document.removeEventListener("change", toWard);
      map?.remove();
    };
  }, [open, tileUrl, attribution, wards]);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? t("hideMap") : t("pickOnMap")}
        </button>
      </div>
      {open ? (
        <div ref={box} className="h-72 w-full rounded-lg border border-slate-300" role="application" aria-label={t("mapPickerLabel")} />
      ) : null}
    </div>
  );
}
