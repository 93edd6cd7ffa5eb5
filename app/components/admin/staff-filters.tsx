import type { InputHTMLAttributes, ReactNode } from "react";
import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

const controlClass = "mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2";

/** A staff page's filters: a GET form of labelled fields in a wrapping row, and one submit button. */
export function StaffFilters({ children, submitLabel }: { children: ReactNode; submitLabel?: string }) {
  const { t } = useI18n();
  return (
    <search>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {children}
        <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
          {submitLabel ?? t("filter")}
        </button>
      </Form>
    </search>
  );
}

interface FilterFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
}

/** A labelled choice among the filters; its options are the children. */
export function FilterSelect({ id, name, label, defaultValue, children }: FilterFieldProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={controlClass}>
        {children}
      </select>
    </div>
  );
}

/** A labelled text field among the filters (a search box unless `type` says otherwise). */
export function FilterInput({
  id,
  name,
  label,
  defaultValue,
  width = "",
  ...rest
}: FilterFieldProps & { width?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "className">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} type="search" defaultValue={defaultValue} className={`${controlClass} ${width}`.trim()} {...rest} />
    </div>
  );
}
