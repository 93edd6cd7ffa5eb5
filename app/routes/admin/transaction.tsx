import type { Route } from "./+types/transaction";
import { StaffTime } from "../../components/admin/staff-time.tsx";
import { PaymentStatusBadge } from "../../components/payments/payment-status.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { useMoney } from "../../components/shell/use-money.ts";
import { formatWhen } from "../../lib/format/format-when.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { Link } from "../../lib/i18n/link.tsx";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { getPaymentForStaff } from "../../modules/payments/list-payments.server.ts";
import { data } from "react-router";

/** Admin: one payment, its payer and every confirmation a gateway sent for it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const id = idInput().safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const payment = await getPaymentForStaff(services.db, { transactionId: id.data, lang });
  return { title: translate(lang, "transactionDetail", { reference: payment.reference }), now: new Date().toISOString(), payment };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function AdminTransaction({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const p = loaderData.payment;
  const awaitsReview = p.bank_transfer_status === "pending_verification" && p.payment_status === "processing";
  const rows: [string, string][] = [
    [t("payer"), `${p.user_name} · ${p.user_email}`],
    [t("transactionPackage"), p.package_name],
    [t("amount"), money.amount(p.amount)],
    [t("paymentMethod"), t(`paymentMethod_${p.payment_gateway}`)],
    [t("gatewayReference"), p.gateway_reference ?? "—"],
    [t("createdAt"), formatWhen(p.created_at, loaderData.now, lang, t)],
    [t("confirmedAt"), p.confirmed_at ? formatWhen(p.confirmed_at, loaderData.now, lang, t) : "—"],
  ];
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin/transactions" className="underline">
          {t("backToTransactions")}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold break-words">{loaderData.title}</h1>
      <p className="mt-2">
        <PaymentStatusBadge status={p.payment_status} bankStatus={p.bank_transfer_status} />
      </p>
      <dl className="mt-4 grid max-w-2xl gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {p.reject_reason ? <p className="mt-3 text-sm text-red-800">{p.reject_reason}</p> : null}
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        {p.has_receipt_file ? (
          <a href={`/user/payments/${p.id}/receipt-file`} target="_blank" rel="noreferrer" className="underline">
            {t("openReceiptFile")}
          </a>
        ) : null}
        {awaitsReview ? (
          <Link to={`/admin/payments?search=${encodeURIComponent(p.reference)}`} className="font-semibold underline">
            {t("reviewInQueue")}
          </Link>
        ) : null}
      </p>

      <section aria-labelledby="events-heading" className="mt-8">
        <h2 id="events-heading" className="text-lg font-semibold">
          {t("paymentEvents")}
        </h2>
        {p.events.length === 0 ? <p className="mt-2 text-slate-700">{t("paymentEventsEmpty")}</p> : null}
        <ol className="mt-3 space-y-3">
          {p.events.map((event) => (
            <li key={event.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold">
                {t(`eventOutcome_${event.outcome}`)} · {t(`paymentMethod_${event.method}`)} ·{" "}
                <StaffTime value={event.created_at} now={loaderData.now} />
              </p>
              <pre className="mt-2 rounded-lg bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap">
                {JSON.stringify(event.payload, null, 2)}
              </pre>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
