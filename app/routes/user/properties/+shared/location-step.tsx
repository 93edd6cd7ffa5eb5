import { useEffect, useState } from "react";
import { useI18n } from "../../../../lib/i18n/react.tsx";
import { FieldError, TextInput, inputClass, labelClass } from "./form-controls.tsx";
import { WardSelect } from "../../../../components/listings/ward-select.tsx";
import type { WardOption } from "../../../../modules/places/ward-options.ts";
import { LocationPicker } from "../../../../components/location/location-picker.tsx";
import type { StoredLocation } from "../../../../lib/location/geolocation.ts";
import { MapPicker, setField } from "./map-picker.tsx";
import { pinOutsideWardKm } from "../../../../modules/properties/ward-location.ts";

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** A picked location fills the form's address and, when known, its coordinates. */
function fillFromLocation(location: StoredLocation | null) {
  if (!location) return;
  if (location.formatted_address) setField("address", location.formatted_address);
  if (location.coordinates) {
    setField("latitude", location.coordinates.latitude.toFixed(6));
    setField("longitude", location.coordinates.longitude.toFixed(6));
  }
}

/**
 * The coordinates the map picker and the address search set (hidden fields), shown as the
 * position picked; owners never type them.
 */
function PickedPosition({ latitude, longitude, errors }: { latitude?: string; longitude?: string; errors: Errors }) {
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
  const error = errors.latitude ?? errors.longitude;
  return (
    <div>
      <input type="hidden" name="latitude" defaultValue={latitude} />
      <input type="hidden" name="longitude" defaultValue={longitude} />
      <p className="text-sm text-slate-700" role="status" data-testid="picked-position">
        {position.latitude && position.longitude
          ? t("positionPicked", { latitude: position.latitude, longitude: position.longitude })
          : t("positionNotPicked")}
      </p>
      <FieldError id="latitude-error" message={error} />
    </div>
  );
}

/**
 * Warns, as the server will flag it, when the pin lies farther from the chosen ward's centre
 * than the ward allows (app/modules/properties/ward-location.ts); it follows the fields as they change.
 */
function PinWardCheck({ wards, values }: { wards: WardOption[]; values: Values }) {
  const { t } = useI18n();
  const [fields, setFields] = useState({
    ward: values.ward_code ?? "",
    latitude: values.latitude ?? "",
    longitude: values.longitude ?? "",
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
  const latitude = Number(fields.latitude);
  const longitude = Number(fields.longitude);
  const km =
    ward && fields.latitude && fields.longitude && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? pinOutsideWardKm({ latitude, longitude }, { name: ward.name, centre: ward.centre ?? null })
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

export function LocationStep({
  wards,
  values,
  errors,
  tileUrl,
  enhanced,
}: {
  wards: WardOption[];
  values: Values;
  errors: Errors;
  tileUrl: string;
  enhanced: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      {enhanced ? <LocationPicker onChange={fillFromLocation} /> : null}
      <TextInput name="address" label={t("address")} defaultValue={values.address} error={errors.address} />
      <div>
        <WardSelect
          id="ward_code"
          wards={wards}
          defaultValue={values.ward_code ?? ""}
          label={t("ward")}
          className={inputClass}
          labelClassName={labelClass}
          describedBy="ward_code-error"
        />
        <FieldError id="ward_code-error" message={errors.ward_code} />
      </div>
      <TextInput name="client_address" label={t("clientAddress")} defaultValue={values.client_address} error={errors.client_address} />
      {enhanced ? (
        <>
          <PickedPosition latitude={values.latitude} longitude={values.longitude} errors={errors} />
          <MapPicker tileUrl={tileUrl} wards={wards} />
          <PinWardCheck wards={wards} values={values} />
        </>
      ) : (
        // Without JavaScript there is no map to pick on: the coordinates are typed.
        <div className="grid grid-cols-2 gap-4">
          <TextInput name="latitude" label={t("latitude")} inputMode="decimal" defaultValue={values.latitude} error={errors.latitude} />
          <TextInput name="longitude" label={t("longitude")} inputMode="decimal" defaultValue={values.longitude} error={errors.longitude} />
        </div>
      )}
    </div>
  );
}
