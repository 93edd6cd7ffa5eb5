import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import {
  locationFromText,
  readStoredLocation,
  requestCurrentLocation,
  storedLocation,
  storeLocation,
  withReverseGeocodedAddress,
  type StoredLocation,
} from "../../lib/location/geolocation.ts";

type Status = "idle" | "locating" | "located" | "noAddress" | "denied" | "unavailable" | "unsupported" | "set" | "cleared";

const statusKey: Record<Exclude<Status, "idle">, string> = {
  locating: "locationLocating",
  located: "locationFound",
  noAddress: "locationNoAddress",
  denied: "locationDenied",
  unavailable: "locationUnavailable",
  unsupported: "locationUnsupported",
  set: "locationSaved",
  cleared: "locationCleared",
};

const buttonClass =
  "rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60";

/**
 * The location picker (docs/product.md, "States"): "use my location" asks the browser, reverse
 * geocodes the position through /api/reverse-geocode and stores it; a typed place is
 * stored with city, state and country empty; the location can be cleared. Every change
 * is announced in a polite live region and reported through `onChange`.
 */
export function LocationPicker({ onChange, label }: { onChange?: (location: StoredLocation | null) => void; label?: string }) {
  const { t } = useI18n();
  const id = useId();
  const raw = useSyncExternalStore(storedLocation.subscribe, storedLocation.snapshot, storedLocation.serverSnapshot);
  const current = useMemo(() => (raw ? readStoredLocation({ getItem: () => raw }).current : null), [raw]);
  const [typed, setTyped] = useState("");
  const [status, setStatus] = useState<Status>("idle");

  const apply = (location: StoredLocation | null, next: Status) => {
    storeLocation(location);
    setStatus(next);
    onChange?.(location);
  };

  const locate = () => {
    setStatus("locating");
    requestCurrentLocation({
      onLocated: (location) => {
        void withReverseGeocodedAddress(location).then(({ location: full, found }) => apply(full, found ? "located" : "noAddress"));
      },
      onFailed: (reason) => setStatus(reason),
    });
  };

  const setTypedLocation = () => {
    const location = locationFromText(typed);
    if (!location) return;
    apply(location, "set");
    setTyped("");
  };

  const shown = current
    ? current.formatted_address ||
      (current.coordinates ? `${current.coordinates.latitude.toFixed(5)}, ${current.coordinates.longitude.toFixed(5)}` : "")
    : "";
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label ?? t("locationPickerTitle")}</legend>
      <p className="text-sm text-slate-700">
        {t("currentLocation")}:{" "}
        <span className="font-medium text-slate-900" data-testid="current-location">
          {shown || t("locationNotSet")}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} onClick={locate} disabled={status === "locating"}>
          {t("useMyLocation")}
        </button>
        {current ? (
          <button type="button" className={buttonClass} onClick={() => apply(null, "cleared")}>
            {t("clearLocation")}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-typed`} className="block text-sm font-medium text-slate-800">
            {t("typeLocation")}
          </label>
          <input
            id={`${id}-typed`}
            type="text"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                setTypedLocation();
              }
            }}
            autoComplete="street-address"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </div>
        <button type="button" className={buttonClass} onClick={setTypedLocation} disabled={!typed.trim()}>
          {t("setLocation")}
        </button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {status === "idle" ? "" : t(statusKey[status])}
      </p>
    </fieldset>
  );
}
