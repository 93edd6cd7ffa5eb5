import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import { MoneyControl } from "./price-input.tsx";

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

const controlClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    error ? "border-red-600" : "border-slate-300"
  }`;

interface ControlProps {
  id: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label, hint and error around one control; the error is tied to it (aria-invalid, aria-describedby). */
function FieldShell({
  label,
  error,
  hint,
  optional,
  id,
  children,
}: FieldShellProps & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const { t } = useI18n();
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label} {optional ? <span className="font-normal text-slate-600">({t("optional")})</span> : null}
      </label>
      {children({ id: inputId, className: controlClass(error), "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, optional, id, ...props }: FieldShellProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => <input {...control} {...props} />}
    </FieldShell>
  );
}

/** A money field: typed the Vietnamese way, read back as typed (price-input.tsx). */
export function PriceField({
  label,
  error,
  hint,
  optional,
  id,
  defaultValue,
  ...props
}: FieldShellProps & { id?: string; name: string; defaultValue?: string | number | null; required?: boolean }) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => <MoneyControl {...control} {...props} defaultValue={defaultValue} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  id,
  ...props
}: FieldShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} id={id}>
      {(control) => <textarea {...control} {...props} />}
    </FieldShell>
  );
}
