import { useId } from "react";
import { useNavigation } from "react-router";
import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { StaffField, StaffTableView, StaffValues } from "../../modules/staff-tables/staff-table.ts";
import { TextAreaField, TextField } from "../ui/form-field.tsx";
import { buttonClass, FormMessage } from "../ui/field.tsx";
import { RichTextEditor } from "../ui/rich-text-editor.tsx";

interface StaffTableFormProps {
  view: StaffTableView;
  /** The row's values, or what was typed when a save failed. */
  values: StaffValues;
  options: Record<string, { value: string; label: string }[]>;
  errors: Record<string, string>;
  message?: string;
  uploadUrl: string;
}

const selectClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    error ? "border-red-600" : "border-slate-300"
  }`;

function FieldControl({
  field,
  value,
  options,
  error,
  uploadUrl,
}: {
  field: StaffField;
  value: string | boolean | undefined;
  options: { value: string; label: string }[];
  error?: string;
  uploadUrl: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const label = t(field.label);
  const hint = field.hint ? t(field.hint) : undefined;
  const text = typeof value === "string" ? value : "";
  switch (field.kind) {
    case "checkbox":
      return (
        <div className="flex items-center gap-2">
          <input id={id} type="checkbox" name={field.name} defaultChecked={value === true || value === "on"} className="size-5" />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
        </div>
      );
    case "textarea":
      return (
        <TextAreaField
          label={label}
          name={field.name}
          defaultValue={text}
          rows={4}
          maxLength={field.max}
          required={field.required}
          optional={!field.required}
          error={error}
          hint={hint}
        />
      );
    case "richtext":
      return (
        <RichTextEditor name={field.name} label={label} defaultValue={text} required={field.required} error={error} uploadUrl={uploadUrl} />
      );
    case "number":
      return (
        <TextField
          label={label}
          name={field.name}
          type="number"
          min={0}
          max={field.max}
          defaultValue={text}
          required={field.required}
          optional={!field.required}
          error={error}
          hint={hint}
        />
      );
    case "image":
    case "icon": {
      // A photo's stored state is a flag; an icon's is its address, shown beside the input.
      const isIcon = field.kind === "icon";
      const input = (
        <TextField
          label={label}
          name={field.name}
          type="file"
          accept={isIcon ? "image/png,image/jpeg,image/webp,image/svg+xml" : "image/jpeg,image/png"}
          optional
          error={error}
          hint={[text ? t(isIcon ? "staffIconKept" : "staffImageKept") : "", hint ?? ""].filter(Boolean).join(" ")}
        />
      );
      if (!isIcon || !text) return input;
      return (
        <div className="flex items-end gap-3">
          <img src={text} alt="" width={40} height={40} className="size-10 shrink-0 rounded border border-slate-200 object-contain" />
          <div className="min-w-0 flex-1">{input}</div>
        </div>
      );
    }
    case "select":
      return (
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <select
            id={id}
            name={field.name}
            defaultValue={text}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={selectClass(error)}
          >
            <option value="">{t("staffChoose")}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      );
    default:
      return (
        <TextField
          label={label}
          name={field.name}
          defaultValue={text}
          maxLength={field.max}
          required={field.required}
          optional={!field.required}
          error={error}
          hint={hint}
        />
      );
  }
}

/** The create/edit form of any staff table, drawn from its declared fields. */
export function StaffTableForm({ view, values, options, errors, message, uploadUrl }: StaffTableFormProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const hasFile = view.fields.some((field) => field.kind === "image" || field.kind === "icon");
  return (
    <Form method="post" encType={hasFile ? "multipart/form-data" : undefined} className="mt-6 grid max-w-3xl gap-5">
      <FormMessage message={message} tone="error" />
      {view.fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={values[field.name]}
          options={options[field.name] ?? []}
          error={errors[field.name]}
          uploadUrl={uploadUrl}
        />
      ))}
      <div>
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? t("staffSaving") : t("staffSave")}
        </button>
      </div>
    </Form>
  );
}
