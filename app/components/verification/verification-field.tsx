import { useId } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { SpecFormField } from "../../modules/verification/verification-form-schemas.ts";

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? "border-red-600" : "border-slate-300"}`;

/** One field of the agent verification form, by its kind; its error is announced with it. `value` is what was typed before a failed send. */
export function VerificationField({ field, error, value }: { field: SpecFormField; error?: string; value?: string }) {
  const { t } = useI18n();
  const id = useId();
  const name = `field_${field.id}`;
  const errorId = `${id}-error`;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined } as const;
  const label = (
    <>
      {field.name}
      {field.is_required ? <span className="text-red-700"> *</span> : null}
      {field.is_required ? <span className="sr-only"> ({t("requiredField")})</span> : null}
    </>
  );
  const message = error ? (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;

  if (field.field_type === "radio" || field.field_type === "checkbox") {
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div className="mt-1 space-y-1">
          {field.form_field_values.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type={field.field_type}
                name={name}
                value={option.value}
                defaultChecked={value === option.value}
                className="size-5 shrink-0"
              />
              {option.label}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {field.field_type === "textarea" ? (
        <textarea id={id} name={name} rows={4} defaultValue={value} maxLength={5000} className={inputClass(error)} {...aria} />
      ) : field.field_type === "dropdown" ? (
        <select id={id} name={name} defaultValue={value ?? ""} className={inputClass(error)} {...aria}>
          <option value="">{t("chooseOne")}</option>
          {field.form_field_values.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.field_type === "file" ? (
        <input id={id} name={name} type="file" accept="image/jpeg,image/png,application/pdf" className={inputClass(error)} {...aria} />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          inputMode={field.field_type === "number" ? "decimal" : undefined}
          defaultValue={value}
          maxLength={field.field_type === "number" ? 30 : 500}
          className={inputClass(error)}
          {...aria}
        />
      )}
      {field.field_type === "file" ? <p className="mt-1 text-xs text-slate-600">{t("verificationFileHint")}</p> : null}
      {message}
    </div>
  );
}
