import type { Route } from "./+types/transactions";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { PaymentStatusBadge } from "../../components/payments/payment-status.tsx";
import { buttonClass } from "../../components/ui/field.tsx";
import { paymentMethods, paymentStatuses } from "../../modules/payments/payment-vocabulary.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listPaymentsForStaff, totalPaymentsForStaff } from "../../modules/payments/list-payments.server.ts";
import { staffPaymentFilters, staffPaymentFiltersSchema } from "../../modules/payments/staff-payment-filters.ts";

const filterNames = ["payment_status", "payment_gateway", "search", "from_date", "to_date", "user_id"] as const;

/** Admin: every payment with filters (state, method, payer, days) and the totals in VND of what matches. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const params = new URL(request.url).searchParams;
  // Each filter is read on its own: a bad value is dropped, the others still apply.
  const chosen: Record<string, unknown> = {};
  for (const name of filterNames) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    const parsed = staffPaymentFiltersSchema.shape[name].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) chosen[name] = parsed.data;
  }
  const filters = staffPaymentFilters(staffPaymentFiltersSchema.parse(chosen));
  const [{ rows, total }, totals] = await Promise.all([
    listPaymentsForStaff(services.db, { ...filters, offset: 0, limit: 100, lang }),
    totalPaymentsForStaff(services.db, filters),
  ]);
  return {
    title: translate(lang, "adminTransactions"),
    now: new Date().toISOString(),
    filters: Object.fromEntries(filterNames.map((name) => [name, chosen[name] === undefined ? "" : String(chosen[name])])),
    rows,
    total,
    totals,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const inputClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

export default function AdminTransactions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const money = useMoney();
  const f = loaderData.filters;
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{t("adminTransactions")}</h1>
      <p className="mt-2 text-sm text-slate-700">
        {t("transactionsIntro")}{" "}
        <Link to="/admin/payments" className="font-semibold underline">
          {t("reviewQueue")}
        </Link>
      </p>
      <search>
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
          {f.user_id ? <input type="hidden" name="user_id" value={f.user_id} /> : null}
          <div>
            <label htmlFor="payment_status" className="block text-sm font-medium">
              {t("status")}
            </label>
            <select id="payment_status" name="payment_status" defaultValue={f.payment_status} className={inputClass}>
              <option value="">{t("allStates")}</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`paymentState_${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="payment_gateway" className="block text-sm font-medium">
              {t("paymentMethod")}
            </label>
            <select id="payment_gateway" name="payment_gateway" defaultValue={f.payment_gateway} className={inputClass}>
              <option value="">{t("allMethods")}</option>
              {paymentMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`paymentMethod_${method}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="transactions-search" className="block text-sm font-medium">
              {t("payerSearch")}
            </label>
            <input id="transactions-search" name="search" type="search" defaultValue={f.search} className={inputClass} />
          </div>
          <div>
            <label htmlFor="from_date" className="block text-sm font-medium">
              {t("fromDate")}
            </label>
            <input id="from_date" name="from_date" type="date" defaultValue={f.from_date} className={inputClass} />
          </div>
          <div>
            <label htmlFor="to_date" className="block text-sm font-medium">
              {t("toDate")}
            </label>
            <input id="to_date" name="to_date" type="date" defaultValue={f.to_date} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass}>
            {t("filter")}
          </button>
        </Form>
      </search>

      <section aria-labelledby="totals-heading" className="mt-6">
        <h2 id="totals-heading" className="text-lg font-semibold">
          {t("transactionTotals")}
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          {paymentStatuses.map((status) => (
            <div key={status} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <dt className="text-sm text-slate-700">{t(`paymentState_${status}`)}</dt>
              <dd className="font-semibold">
                {t("transactionTotal", {
                  count: loaderData.totals[status].count,
                  amount: money.amount(loaderData.totals[status].amount),
                })}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="transactions-heading" className="mt-6">
        <h2 id="transactions-heading" className="text-lg font-semibold">
          {t("adminTransactions")} ({loaderData.total})
        </h2>
        {loaderData.rows.length === 0 ? <p className="mt-2 text-slate-700">{t("transactionsEmpty")}</p> : null}
        <ul className="mt-3 space-y-3">
          {loaderData.rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`transaction-${row.id}`} className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={`transaction-${row.id}`} className="font-semibold break-words">
                    {row.reference} · {row.package_name} · {money.amount(row.amount)}
                  </h3>
                  <p className="text-sm break-words text-slate-700">
                    {row.user_name} · {row.user_email} · {t(`paymentMethod_${row.payment_gateway}`)} ·{" "}
                    <StaffTime value={row.created_at} now={loaderData.now} /> ·{" "}
                    <PaymentStatusBadge status={row.payment_status} bankStatus={row.bank_transfer_status} />
                  </p>
                </div>
                <Link
                  to={`/admin/transactions/${row.id}`}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold"
                  aria-label={`${t("openTransaction")}: ${row.reference}`}
                >
                  {t("openTransaction")}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
