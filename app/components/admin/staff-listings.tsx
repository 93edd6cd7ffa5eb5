import { useNavigation } from "react-router";
import { listingStateKey } from "../../lib/properties/listing-state.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { FormMessage } from "../ui/field.tsx";
import { PageLinks } from "../discovery/pagination.tsx";

export interface StaffListingRow {
  id: number;
  title: string;
  status: string;
  requestStatus: string;
  rejectReason: string | null;
  ownerName: string | null;
  expiresAt: string | null;
  isExpired: boolean;
  featuredUntil: string | null;
  openUrl: string;
  editUrl: string;
}

export interface StaffListingFilters {
  search: string;
  owner: string;
  status: string;
  requestStatus: string;
  page: number;
}

interface Props {
  /** Dictionary key of the page's heading. */
  heading: string;
  rows: StaffListingRow[];
  total: number;
  pageSize: number;
  filters: StaffListingFilters;
  statuses: readonly string[];
  /** Admins edit, feature, extend and delete; moderators search, open, unpublish and republish. */
  isAdmin: boolean;
  result?: { ok: boolean; message?: string; values?: Record<string, string>; errors?: Record<string, string> };
  /** A link beside the heading (adding a project). */
  addLink?: { to: string; label: string };
}

const smallButton = "rounded-md px-3 py-1.5 text-sm font-medium";
const requestStatuses = ["pending", "approved", "rejected"] as const;

/** Every listing or project in any state, searchable, with the staff actions the reader's role allows. */
export function StaffListings({ heading, rows, total, pageSize, filters, statuses, isAdmin, result, addLink }: Props) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state !== "idle";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const query = (page: number) =>
    `?${new URLSearchParams({ search: filters.search, owner: filters.owner, status: filters.status, request_status: filters.requestStatus, page: String(page) })}`;
  const failedId = result && !result.ok ? Number(result.values?.id) : undefined;
  return (
    <main className="pb-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t(heading)} <span className="text-base font-normal text-slate-600">({total})</span>
        </h1>
        {addLink ? (
          <Link to={addLink.to} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {addLink.label}
          </Link>
        ) : null}
      </div>
      <search>
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
          <div>
            <label htmlFor="staff-search" className="block text-sm font-medium">
              {t("search")}
            </label>
            <input
              id="staff-search"
              name="search"
              type="search"
              defaultValue={filters.search}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="staff-owner" className="block text-sm font-medium">
              {t("ownerFilter")}
            </label>
            <input
              id="staff-owner"
              name="owner"
              type="search"
              defaultValue={filters.owner}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor="staff-status" className="block text-sm font-medium">
              {t("status")}
            </label>
            <select
              id="staff-status"
              name="status"
              defaultValue={filters.status}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              <option value="">{t("all")}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`listingStatus_${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="staff-review" className="block text-sm font-medium">
              {t("reviewStatus")}
            </label>
            <select
              id="staff-review"
              name="request_status"
              defaultValue={filters.requestStatus}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            >
              <option value="">{t("all")}</option>
              {requestStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`auditStatus_${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t("search")}
          </button>
        </Form>
      </search>
      <div className="mt-3" aria-live="polite">
        <FormMessage tone={result?.ok ? "success" : "error"} message={result?.message} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{t("noResults")}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold break-words">
                <Link to={row.openUrl} className="text-brand-700 underline">
                  {row.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                #{row.id} · {row.ownerName ?? "—"} ·{" "}
                {t(listingStateKey({ status: row.status, request_status: row.requestStatus, is_expired: row.isExpired }))} ·{" "}
                {t(`auditStatus_${row.requestStatus}`)}
                {row.expiresAt ? (
                  <>
                    {" "}
                    {/* An expired row says so in its state already: the date alone follows. */}·{" "}
                    {row.isExpired ? null : `${t("expiresOn")} `}
                    {formatDate(row.expiresAt, lang)}
                  </>
                ) : null}
                {row.featuredUntil ? <> · {t("featuredUntil", { date: formatDate(row.featuredUntil, lang) })}</> : null}
              </p>
              {row.rejectReason ? <p className="mt-1 text-sm break-words text-red-800">{row.rejectReason}</p> : null}
              <div className="mt-3 flex flex-wrap items-end gap-2">
                {row.requestStatus === "rejected" ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={row.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="republish"
                      disabled={busy}
                      className={`${smallButton} bg-emerald-700 text-white`}
                      aria-label={`${t("republish")}: ${row.title}`}
                    >
                      {t("republish")}
                    </button>
                  </Form>
                ) : (
                  <Form method="post" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={row.id} />
                    <div>
                      <label htmlFor={`reason-${row.id}`} className="block text-xs font-medium">
                        {t("rejectReason")}
                      </label>
                      <input
                        id={`reason-${row.id}`}
                        name="reason"
                        defaultValue={failedId === row.id ? result?.values?.reason : undefined}
                        aria-invalid={failedId === row.id && result?.errors?.reason ? true : undefined}
                        className="mt-1 rounded-lg border border-slate-300 px-2 py-1 text-sm"
                      />
                    </div>
                    <button
                      type="submit"
                      name="intent"
                      value="unpublish"
                      disabled={busy}
                      className={`${smallButton} bg-red-700 text-white`}
                      aria-label={`${t("unpublish")}: ${row.title}`}
                    >
                      {t("unpublish")}
                    </button>
                  </Form>
                )}
                {isAdmin ? (
                  <>
                    <Link to={row.editUrl} className={`${smallButton} border border-slate-300`} aria-label={`${t("edit")}: ${row.title}`}>
                      {t("edit")}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="feature"
                        disabled={busy}
                        className={`${smallButton} border border-slate-300`}
                        aria-label={`${t("featureNow")}: ${row.title}`}
                      >
                        {t("featureNow")}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="extend"
                        disabled={busy}
                        className={`${smallButton} border border-slate-300`}
                        aria-label={`${t("extendListing")}: ${row.title}`}
                      >
                        {t("extendListing")}
                      </button>
                    </Form>
                    <details className="relative">
                      <summary className={`${smallButton} cursor-pointer list-none border border-red-300 text-red-800`}>
                        {t("delete")}
                      </summary>
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          name="intent"
                          value="delete"
                          disabled={busy}
                          className={`${smallButton} bg-red-700 text-white`}
                          aria-label={`${t("confirmDelete")}: ${row.title}`}
                        >
                          {t("confirmDelete")}
                        </button>
                      </Form>
                    </details>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <PageLinks page={filters.page} pages={pages} hrefFor={query} /> : null}
    </main>
  );
}
