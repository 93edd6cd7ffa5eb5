import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/**
 * A staff decision on one item of a queue: approve, or reject with an optional reason. Posts
 * `decision` ("approve" or "reject"), `reason` and the `fields` given (the item's id, its kind …).
 */
export function DecisionForm({
  id,
  subject,
  fields,
  busy,
}: {
  id: number;
  subject: string;
  fields: Record<string, string | number>;
  busy: boolean;
}) {
  const { t } = useI18n();
  return (
    <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="decision"
        value="approve"
        disabled={busy}
        className="rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white"
        aria-label={`${t("approve")}: ${subject}`}
      >
        {t("approve")}
      </button>
      <div>
        <label htmlFor={`reason-${id}`} className="block text-xs font-medium">
          {t("rejectReason")}
        </label>
        <input id={`reason-${id}`} name="reason" className="mt-1 rounded-lg border border-slate-300 px-2 py-1 text-sm" />
      </div>
      <button
        type="submit"
        name="decision"
        value="reject"
        disabled={busy}
        className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white"
        aria-label={`${t("reject")}: ${subject}`}
      >
        {t("reject")}
      </button>
    </Form>
  );
}
