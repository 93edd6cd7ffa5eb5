export const labelClass = "block text-sm font-medium text-slate-800";
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600";

/** A field's error, announced through the input's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700" hidden={!message}>
      {message}
    </p>
  );
}

/** A labelled text, number or textarea field whose error and hint are tied to it. */
export function TextInput(props: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  multiline?: boolean;
  type?: string;
  inputMode?: "decimal" | "numeric" | "text" | "url";
  required?: boolean;
}) {
  const { name, label, error, hint, multiline, required, ...rest } = props;
  const describedBy = [`${name}-error`, hint ? `${name}-hint` : ""].filter(Boolean).join(" ");
  const common = {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
    defaultValue: rest.defaultValue,
  };
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label} {required ? <span aria-hidden="true">*</span> : null}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={rest.type ?? "text"} inputMode={rest.inputMode} {...common} />}
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
