import { Form, Link } from "../../lib/i18n/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/transaction-history";
import { PaymentStatusBadge } from "../../components/payments/payment-status.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { listMyPayments } from "../../modules/payments/list-payments.server.ts";
import { paymentTypes } from "../../modules/payments/payment-view.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { PageLinks } from "../../components/discovery/pagination.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { formatDate } from "../../lib/format/format-date.ts";

const pageSize = 20;

/** Every payment of the signed-in user with its state, filtered online / bank transfer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const params = new URL(request.url).searchParams;
  const type = z
    .enum(paymentTypes)
    .optional()
    .catch(undefined)
    .parse(params.get("payment_type") || undefined);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const { rows, total } = await listMyPayments(services.db, {
    actor,
    offset: (page - 1) * pageSize,
    limit: pageSize,
    paymentType: type,
    lang,
  });
  return {
    title: translate(lang, "transactionHistory"),
    type: type ?? "",
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    rows,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function TransactionHistory({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const { rows, type, page, pages } = loaderData;
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(type ? { payment_type: type } : {}), page: String(n) })}`;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("transactionHistory")}</h1>
      <search>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="payment_type" className="block text-sm font-medium">
              {t("paymentTypeFilter")}
            </label>
            <select id="payment_type" name="payment_type" defaultValue={type} className="mt-1 rounded-lg border border-slate-300 px-3 py-2">
              <option value="">{t("allPayments")}</option>
              <option value="online">{t("paymentType_online")}</option>
              <option value="bank_transfer">{t("paymentType_bank_transfer")}</option>
            </select>
          </div>
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            {t("filter")}
          </button>
        </Form>
      </search>
      {rows.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">{t("noTransactions")}</p>
          <Link to="/subscription-plan" className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t("viewPackages")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <article aria-labelledby={`payment-${row.id}`} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <h2 id={`payment-${row.id}`} className="font-semibold">
                    {row.package_name} · {money.amount(row.amount)}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {t(`paymentMethod_${row.payment_gateway}`)} · {row.reference} ·{" "}
                    <time dateTime={row.created_at}>{formatDate(row.created_at, lang)}</time>
                  </p>
                  {row.bank_transfer_status === "rejected" && row.reject_reason ? (
                    <p className="mt-1 text-sm text-red-800">{t("receiptRejectedReason", { reason: row.reject_reason })}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <PaymentStatusBadge status={row.payment_status} bankStatus={row.bank_transfer_status} />
                  {row.payment_gateway === "bank_transfer" && row.payment_status === "processing" ? (
                    <Link
                      to={`/user/bank-transfer/${row.id}`}
                      className="tap-target text-sm font-semibold text-brand-800 underline"
                      aria-label={`${t("openBankTransfer")}: ${row.reference}`}
                    >
                      {t("openBankTransfer")}
                    </Link>
                  ) : null}
                  {row.payment_status === "success" ? (
                    <Link
                      to={`/user/payment-receipt/${row.id}`}
                      className="tap-target text-sm font-semibold text-brand-800 underline"
                      aria-label={`${t("viewReceipt")}: ${row.reference}`}
                    >
                      {t("viewReceipt")}
                    </Link>
                  ) : null}
                  {row.payment_status === "success" ? (
                    <Link
                      to={`/user/payments/${row.id}/receipt.pdf`}
                      reloadDocument
                      download={`receipt-${row.reference}.pdf`}
                      className="tap-target text-sm font-semibold text-brand-800 underline"
                      aria-label={`${t("receiptDownloadPdf")}: ${row.reference}`}
                    >
                      {t("receiptDownloadPdf")}
                    </Link>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? <PageLinks page={page} pages={pages} hrefFor={pageLink} /> : null}
    </main>
  );
}
