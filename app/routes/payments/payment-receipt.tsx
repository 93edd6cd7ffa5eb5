import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/payment-receipt";
import { useMoney } from "../../components/shell/use-money.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { loadReceipt } from "./load-receipt.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { formatDate } from "../../lib/format/format-date.ts";

/** The receipt of a successful payment with the company's details, laid out to print. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await loadReceipt(context, request, params.id);
  if (found instanceof Response) throw found;
  return { title: translate(found.lang, "paymentReceipt"), receipt: found.receipt };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function PaymentReceipt({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const money = useMoney();
  const { receipt } = loaderData;
  const date = (iso: string) => formatDate(iso, lang, "dateTime");
  const rows: [string, string][] = [
    [t("receiptNumber"), receipt.receipt_number],
    [t("receiptDate"), date(receipt.issued_at)],
    [t("package"), `${receipt.package.name} (${t("planDuration", { days: receipt.package.duration })})`],
    [t("paymentMethod"), t(`paymentMethod_${receipt.payment.payment_gateway}`)],
    [t("amount"), money.amount(receipt.payment.amount)],
  ];
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <p className="flex flex-wrap gap-4 text-sm print:hidden">
        <Link to="/user/transaction-history" className="underline">
          {t("transactionHistory")}
        </Link>
        <Link
          to={`/user/payments/${receipt.payment.id}/receipt.pdf`}
          reloadDocument
          download={`receipt-${receipt.receipt_number}.pdf`}
          className="font-semibold text-brand-800 underline"
        >
          {t("receiptDownloadPdf")}
        </Link>
      </p>
      <article aria-labelledby="receipt-title" className="mt-3 rounded-xl border border-slate-200 bg-white p-6">
        <header>
          <p className="font-semibold">{receipt.company.name}</p>
          <p className="text-sm text-slate-700">{receipt.company.address}</p>
          <p className="text-sm text-slate-700">
            {receipt.company.phone} · {receipt.company.email}
          </p>
        </header>
        <h1 id="receipt-title" className="mt-6 text-xl font-bold">
          {t("paymentReceipt")}
        </h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </main>
  );
}
