import { useState, type InputHTMLAttributes } from "react";
import { formatAmount } from "../../lib/format/format-amount.ts";
import { readVndField } from "../../lib/format/read-amount.ts";
import { useI18n } from "../../lib/i18n/react.tsx";

/**
 * The one money control: people type an amount the way they write it ("4.200.000.000",
 * "4,2 tỷ", "500tr") and read it back as they type ("= 4,2 tỷ đồng"); the server reads the
 * same text through `vndInput` (app/lib/input-schemas.ts), so without JavaScript it works
 * alike. `id` and `aria-describedby` come from the field around it.
 */
export function MoneyControl({
  id,
  defaultValue,
  "aria-describedby": describedBy,
  ...props
}: { id: string; defaultValue?: string | number | null } & Omit<InputHTMLAttributes<HTMLInputElement>, "defaultValue" | "value" | "type">) {
  const { t, lang } = useI18n();
  const [text, setText] = useState(defaultValue === undefined || defaultValue === null ? "" : String(defaultValue));
  const amount = text.trim() ? readVndField(text) : null;
  const readBack =
    amount !== null && Number.isSafeInteger(amount) && amount > 0
      ? t("priceReadBack", { amount: formatAmount(amount, { withSuffix: true, lang, symbol: "" }) })
      : text.trim()
        ? t("priceReadBackUnreadable")
        : "";
  return (
    <>
      <input
        {...props}
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          props.onChange?.(event);
        }}
        aria-describedby={[describedBy, `${id}-readback`].filter(Boolean).join(" ")}
      />
      <p id={`${id}-readback`} className="mt-1 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid={`${id}-readback`}>
        {readBack}
      </p>
    </>
  );
}

/** A labelled money field for forms that lay out their own label and error (the listing form). */
export function PriceInput({
  name,
  label,
  defaultValue,
  error,
  required,
  labelClassName,
  inputClassName,
}: {
  name: string;
  label: string;
  defaultValue?: string | number;
  error?: string;
  required?: boolean;
  labelClassName: string;
  inputClassName: string;
}) {
  return (
    <div>
      <label htmlFor={name} className={labelClassName}>
        {label} {required ? <span aria-hidden="true">*</span> : null}
      </label>
      <MoneyControl
        id={name}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${name}-error`}
        className={inputClassName}
      />
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
