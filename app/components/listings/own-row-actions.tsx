import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** The small outlined buttons and links of a row on the owner's own lists. */
export const ownRowButtonClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";

/**
 * A row's delete on the owner's own lists: a disclosure that asks first, then posts
 * `intent=delete` with the row's id under `idField` (works without JavaScript).
 */
export function DeleteWithConfirm({ idField, id, question, busy }: { idField: string; id: number; question: string; busy: boolean }) {
  const { t } = useI18n();
  return (
    <details className="relative">
      <summary className={`${ownRowButtonClass} cursor-pointer list-none text-red-800`}>{t("delete")}</summary>
      <Form method="post" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
        <input type="hidden" name={idField} value={id} />
        <p>{question}</p>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="mt-2 rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white"
          disabled={busy}
        >
          {t("confirmDelete")}
        </button>
      </Form>
    </details>
  );
}
