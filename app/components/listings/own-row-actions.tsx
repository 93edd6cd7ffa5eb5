import type { ReactNode } from "react";
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

/** The owner's review state of a listing or project: expired, pending, rejected or approved. */
function reviewBadge(row: { request_status: string; is_expired: boolean }) {
  if (row.is_expired) return { key: "listingExpired", tone: "bg-slate-200 text-slate-800" };
  if (row.request_status === "pending") return { key: "reviewPending", tone: "bg-amber-100 text-amber-900" };
  if (row.request_status === "rejected") return { key: "reviewRejected", tone: "bg-red-100 text-red-800" };
  return { key: "reviewApproved", tone: "bg-emerald-100 text-emerald-800" };
}

interface OwnListingRowProps {
  /** The heading's id prefix ("listing", "project"). */
  kind: string;
  row: { id: number; title: string; request_status: string; is_expired: boolean; reject_reason: string | null };
  image: string | null;
  subtitle: ReactNode;
  /** Badges after the review badge (state, featured). */
  badges: ReactNode;
  /** Figures between the reject reason and the actions. */
  facts?: ReactNode;
  /** The row's buttons and links. */
  actions: ReactNode;
}

/** One row of the owner's own properties or projects: photo, title, review badge, reject reason, actions. */
export function OwnListingRow({ kind, row, image, subtitle, badges, facts, actions }: OwnListingRowProps) {
  const { t } = useI18n();
  const badge = reviewBadge(row);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`${kind}-${row.id}`} className="flex flex-col gap-4 sm:flex-row">
        {image ? <img src={image} alt="" width={160} height={120} className="h-32 w-full rounded-lg object-cover sm:w-40" /> : null}
        <div className="min-w-0 flex-1">
          <h2 id={`${kind}-${row.id}`} className="text-lg font-semibold break-words">
            {row.title}
          </h2>
          <p className="text-sm text-slate-600">{subtitle}</p>
          <p className="mt-2 flex flex-wrap gap-2 text-xs font-medium">
            <span className={`rounded-full px-2 py-0.5 ${badge.tone}`}>{t(badge.key)}</span>
            {badges}
          </p>
          {row.request_status === "rejected" && row.reject_reason ? (
            <p className="mt-2 text-sm text-red-800">
              {t("rejectReason")}: {row.reject_reason}
            </p>
          ) : null}
          {facts}
          <div className="mt-3 flex flex-wrap items-start gap-2">{actions}</div>
        </div>
      </article>
    </li>
  );
}
