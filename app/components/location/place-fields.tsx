import { useEffect, useState, type ReactNode } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import type { StoredLocation } from "../../lib/location/geolocation.ts";
import type { WardOption } from "../../modules/places/ward-options.ts";
import { WardSelect } from "../listings/ward-select.tsx";
import { TextField } from "../ui/form-field.tsx";
import { LocationPicker } from "./location-picker.tsx";
import { MapPicker, setField } from "./map-picker.tsx";
import { pinOutsideWardKm } from "../../modules/properties/ward-location.ts";
import type { TileSettings } from "../../lib/location/tile-settings.ts";

type Errors = Record<string, string | undefined>;

/**
 * The coordinates the map picker and "use my location" set (hidden fields), shown as the
 * position picked; nobody types them.
 */
function PickedPosition({ latitude, longitude, error }: { latitude?: string; longitude?: string; error?: string }) {
  const { t } = useI18n();
  const [position, setPosition] = useState({ latitude: latitude ?? "", longitude: longitude ?? "" });
  useEffect(() => {
    const read = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || (input.name !== "latitude" && input.name !== "longitude")) return;
      setPosition((now) => ({ ...now, [input.name]: input.value }));
    };
    document.addEventListener("input", read);
    return () => document.removeEventListener("input", read);
  }, []);
  return (
    <div>
      <input type="hidden" name="latitude" defaultValue={latitude} />
      <input type="hidden" name="longitude" defaultValue={longitude} />
      <p className="text-sm text-slate-700" role="status" data-testid="picked-position">
        {position.latitude && position.longitude
          ? t("positionPicked", { latitude: position.latitude, longitude: position.longitude })
          : t("positionNotPicked")}
      </p>
      <p id="latitude-error" className="mt-1 text-sm text-red-700" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/**
 * Warns, as the server will flag it, when the pin lies farther from the chosen ward's centre
 * than the ward allows (app/modules/properties/ward-location.ts); it follows the fields as they change.
 */
function PinWardCheck({
  wards,
  wardCode,
  latitude,
  longitude,
}: {
  wards: WardOption[];
  wardCode?: string;
  latitude?: string;
  longitude?: string;
}) {
  const { t } = useI18n();
  const [fields, setFields] = useState({
    ward: wardCode ?? "",
    latitude: latitude ?? "",
    longitude: longitude ?? "",
  });
  useEffect(() => {
    const read = () =>
      setFields({
        ward: document.querySelector<HTMLSelectElement>('select[name="ward_code"]')?.value ?? "",
        latitude: document.querySelector<HTMLInputElement>('input[name="latitude"]')?.value ?? "",
        longitude: document.querySelector<HTMLInputElement>('input[name="longitude"]')?.value ?? "",
      });
    document.addEventListener("input", read);
    document.addEventListener("change", read);
    return () => {
      document.removeEventListener("input", read);
      document.removeEventListener("change", read);
    };
  }, []);
  const ward = wards.find((w) => w.code === fields.ward);
  const lat = Number(fields.latitude);
  const lng = Number(fields.longitude);
  const km =
    ward && fields.latitude && fields.longitude && Number.isFinite(lat) && Number.isFinite(lng)
      ? pinOutsideWardKm({ latitude: lat, longitude: lng }, { name: ward.name, centre: ward.centre ?? null })
      : null;
  return (
    <p
      role="status"
      data-testid="pin-ward-check"
      className={km === null ? "sr-only" : "rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"}
    >
      {km === null ? "" : t("pinOutsideWardWarning", { km })}
    </p>
  );
}

/**
 * Where something is, picked the same way on every form that asks (a listing, a project, a
 * profile): "use my location" or a typed place fills the address field and the map point; the
 * ward is chosen from the city's wards with their former districts; the point is picked on a
 * map. Without JavaScript the point is typed. The server checks these fields with one schema
 * (`placeFields` in app/lib/input-schemas.ts) and one ward check (app/lib/location/resolve-ward.server.ts).
 */
export function PlaceFields({
  wards,
  wardCode,
  wardId,
  latitude,
  longitude,
  errors,
  tiles,
  addressField,
  address,
  children,
  selectClassName,
  labelClassName,
}: {
  wards: WardOption[];
  wardCode?: string;
  /** The ward select's id. */
  wardId: string;
  latitude?: string;
  longitude?: string;
  errors: Errors;
  tiles: TileSettings;
  /** The name of the form's address field, which a picked place fills. */
  addressField: string;
  /** The form's own address field, shown under the location buttons. */
  address: ReactNode;
  /** Fields shown after the ward (a listing's address for clients). */
  children?: ReactNode;
  selectClassName: string;
  labelClassName: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const fill = (location: StoredLocation | null) => {
    if (!location) return;
    if (location.formatted_address) setField(addressField, location.formatted_address);
    if (location.coordinates) {
      setField("latitude", location.coordinates.latitude.toFixed(6));
      setField("longitude", location.coordinates.longitude.toFixed(6));
    }
  };
  return (
    <div className="space-y-4">
      {hydrated ? <LocationPicker onChange={fill} /> : null}
      {address}
      <div>
        <WardSelect
          id={wardId}
          wards={wards}
          defaultValue={wardCode ?? ""}
          label={t("ward")}
          className={selectClassName}
          labelClassName={labelClassName}
          describedBy={`${wardId}-error`}
        />
        <p id={`${wardId}-error`} className="mt-1 text-sm text-red-700" hidden={!errors.ward_code}>
          {errors.ward_code}
        </p>
      </div>
      {children}
      {hydrated ? (
        <>
          <PickedPosition latitude={latitude} longitude={longitude} error={errors.latitude ?? errors.longitude} />
          <MapPicker tiles={tiles} wards={wards} />
          <PinWardCheck wards={wards} wardCode={wardCode} latitude={latitude} longitude={longitude} />
        </>
      ) : (
        // Without JavaScript there is no map to pick on: the point is typed.
        <div className="grid grid-cols-2 gap-4">
          <TextField
            id="latitude"
            label={t("latitude")}
            name="latitude"
            inputMode="decimal"
            defaultValue={latitude}
            error={errors.latitude}
            optional
          />
          <TextField
            id="longitude"
            label={t("longitude")}
            name="longitude"
            inputMode="decimal"
            defaultValue={longitude}
            error={errors.longitude}
            optional
          />
        </div>
      )}
    </div>
  );
}
