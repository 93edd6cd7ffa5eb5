import { PriceInput } from "../../../../components/ui/price-input.tsx";
import { useI18n } from "../../../../lib/i18n/react.tsx";
import { rentDurationValues } from "../../../../modules/properties/property-schemas.ts";
import { FieldError, TextInput, inputClass, labelClass } from "./form-controls.tsx";
import type { FormCategory, FormParameter } from "./property-form-model.ts";

type Values = Record<string, string>;
type Errors = Record<string, string>;

export function CategoryStep({
  categories,
  values,
  errors,
  onCategory,
}: {
  categories: FormCategory[];
  values: Values;
  errors: Errors;
  onCategory: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <fieldset aria-describedby="category_id-error">
        <legend className={labelClass}>
          {t("category")} <span aria-hidden="true">*</span>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {categories.map((c) => (
            <label
              key={c.id}
              className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="category_id"
                value={c.id}
                defaultChecked={values.category_id === String(c.id)}
                onChange={() => onCategory(String(c.id))}
                className="size-6 shrink-0"
              />
              {c.name}
            </label>
          ))}
        </div>
        <FieldError id="category_id-error" message={errors.category_id} />
      </fieldset>
      <fieldset>
        <legend className={labelClass}>{t("propertyType")}</legend>
        <div className="mt-2 flex gap-4">
          {(["sell", "rent"] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input
                type="radio"
                name="property_type"
                value={type}
                defaultChecked={(values.property_type || "sell") === type}
                className="size-6 shrink-0"
              />
              {t(type === "sell" ? "forSale" : "forRent")}
            </label>
          ))}
        </div>
        <FieldError id="property_type-error" message={errors.property_type} />
      </fieldset>
    </div>
  );
}

function ParameterField({ categoryId, p, value, error }: { categoryId: number; p: FormParameter; value: string; error?: string }) {
  const name = `param_${categoryId}_${p.id}`;
  const label = `${p.name}${p.unit ? ` (${p.unit})` : ""}`;
  const mark = p.required ? <span aria-hidden="true"> *</span> : null;
  if (p.type === "dropdown") {
    return (
      <div>
        <label htmlFor={name} className={labelClass}>
          {label}
          {mark}
        </label>
        <select
          id={name}
          name={name}
          defaultValue={value}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${name}-error`}
        >
          <option value="">—</option>
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError id={`${name}-error`} message={error} />
      </div>
    );
  }
  if (p.type === "radio" || p.type === "checkbox") {
    const chosen = value.split(",");
    return (
      <fieldset aria-describedby={`${name}-error`}>
        <legend className={labelClass}>
          {label}
          {mark}
        </legend>
        <div className="mt-1 flex flex-wrap gap-3">
          {p.options.map((o) => (
            <label key={o.value} className="flex items-center gap-1 text-sm">
              <input type={p.type} name={name} value={o.value} defaultChecked={chosen.includes(o.value)} className="size-6 shrink-0" />
              {o.label}
            </label>
          ))}
        </div>
        <FieldError id={`${name}-error`} message={error} />
      </fieldset>
    );
  }
  if (p.type === "file") return null;
  return (
    <TextInput
      name={name}
      label={label}
      required={p.required}
      defaultValue={value}
      multiline={p.type === "textarea"}
      inputMode={p.type === "number" ? "decimal" : undefined}
      error={error}
    />
  );
}

/**
 * Title, description, price and the category's own parameters; without JavaScript every
 * category's set shows, each labelled. The rent period shows only for a rental (without
 * JavaScript it says it is for rentals).
 */
export function DetailsStep({
  categories,
  categoryId,
  enhanced,
  isRent,
  values,
  errors,
}: {
  categories: FormCategory[];
  categoryId: string;
  enhanced: boolean;
  isRent: boolean;
  values: Values;
  errors: Errors;
}) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <TextInput name="title" label={t("title")} required defaultValue={values.title} error={errors.title} />
      <TextInput
        name="description"
        label={t("description")}
        required
        multiline
        defaultValue={values.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceInput
          name="price"
          label={t("priceVnd")}
          required
          defaultValue={values.price}
          error={errors.price}
          labelClassName={labelClass}
          inputClassName={inputClass}
        />
        {enhanced && !isRent ? null : (
          <div>
            <label htmlFor="rentduration" className={labelClass}>
              {enhanced ? t("rentDuration") : t("rentDurationForRentals")}
            </label>
            <select
              id="rentduration"
              name="rentduration"
              defaultValue={values.rentduration ?? ""}
              className={inputClass}
              aria-describedby="rentduration-error"
            >
              <option value="">—</option>
              {rentDurationValues.map((d) => (
                <option key={d} value={d}>
                  {t(`rent_${d}`)}
                </option>
              ))}
            </select>
            <FieldError id="rentduration-error" message={errors.rentduration} />
          </div>
        )}
      </div>
      {categories.map((c) => {
        if (!c.parameters.length || (enhanced && String(c.id) !== categoryId)) return null;
        return (
          <fieldset key={c.id} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t("categoryDetails", { category: c.name })}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {c.parameters.map((p) => (
                <ParameterField
                  key={p.id}
                  categoryId={c.id}
                  p={p}
                  value={values[`param_${c.id}_${p.id}`] ?? ""}
                  error={errors[`param_${c.id}_${p.id}`]}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      <FieldError id="parameters-error" message={errors.parameters} />
    </div>
  );
}
