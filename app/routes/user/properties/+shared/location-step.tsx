import { useI18n } from "../../../../lib/i18n/react.tsx";
import { TextInput, inputClass, labelClass } from "./form-controls.tsx";
import type { WardOption } from "../../../../modules/places/ward-options.ts";
import { PlaceFields } from "../../../../components/location/place-fields.tsx";
import type { TileSettings } from "../../../../lib/location/tile-settings.ts";

type Values = Record<string, string>;
type Errors = Record<string, string>;

/** The listing's place: the shared place fields with the listing's address and its address for clients. */
export function LocationStep({
  wards,
  values,
  errors,
  tiles,
}: {
  wards: WardOption[];
  values: Values;
  errors: Errors;
  tiles: TileSettings;
}) {
  const { t } = useI18n();
  return (
    <PlaceFields
      wards={wards}
      wardCode={values.ward_code}
      wardId="ward_code"
      latitude={values.latitude}
      longitude={values.longitude}
      errors={errors}
      tiles={tiles}
      addressField="address"
      address={<TextInput name="address" label={t("address")} defaultValue={values.address} error={errors.address} />}
      selectClassName={inputClass}
      labelClassName={labelClass}
    >
      <TextInput name="client_address" label={t("clientAddress")} defaultValue={values.client_address} error={errors.client_address} />
    </PlaceFields>
  );
}
