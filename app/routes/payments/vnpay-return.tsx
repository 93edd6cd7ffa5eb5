import { and, eq } from "drizzle-orm";
import { Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/vnpay-return";
import { paymentTransactions } from "../../../db/schema/index.ts";
import { buttonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { getPaymentConfig } from "../../modules/payments/payment-settings.server.ts";
import { isVnpaySignatureValid } from "../../modules/payments/vnpay.ts";
import { requireUser } from "../../lib/guards.server.ts";

/**
 * Where VNPay sends the payer back. The page only reads: the state comes from the payer's
 * own transaction as VNPay's IPN left it, never from these parameters. A valid signed
 * cancel shows "Payment canceled"; an IPN not yet arrived shows processing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const { vnpay } = await getPaymentConfig(services.db);
  const isSigned = Boolean(vnpay.hashSecret) && isVnpaySignatureValid(params, vnpay.hashSecret);
  const [payment] =
    isSigned && params.vnp_TxnRef
      ? await services.db
          .select({ id: paymentTransactions.id, status: paymentTransactions.status })
          .from(paymentTransactions)
          .where(
            and(
              eq(paymentTransactions.reference, params.vnp_TxnRef),
              eq(paymentTransactions.userId, actor.id),
              eq(paymentTransactions.method, "vnpay"),
            ),
          )
      : [];
  const outcome = !payment ? "fail" : payment.status === "processing" && params.vnp_ResponseCode === "00" ? "processing" : payment.status;
  const canceled = outcome === "fail" && params.vnp_ResponseCode === "24";
  const titleKey =
    outcome === "success"
      ? "paymentSucceeded"
      : outcome === "processing"
        ? "paymentProcessing"
        : canceled
          ? "paymentCanceled"
          : "paymentFailed";
  const url = new URL(request.url);
  return {
    title: translate(lang, titleKey),
    titleKey,
    outcome,
    reference: isSigned ? (params.vnp_TxnRef ?? "") : "",
    self: url.pathname + url.search,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function VnpayReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const tone =
    loaderData.outcome === "success" ? "text-emerald-800" : loaderData.outcome === "processing" ? "text-amber-800" : "text-red-800";
  return (
    <main className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className={`text-2xl font-bold ${tone}`}>{t(loaderData.titleKey)}</h1>
      {loaderData.reference ? <p className="mt-2 text-slate-700">{t("paymentReference", { reference: loaderData.reference })}</p> : null}
      <p className="mt-3 text-slate-700">{t(`paymentResultHelp_${loaderData.outcome}`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {loaderData.outcome === "processing" ? (
          <Link to={loaderData.self} reloadDocument className={buttonClass}>
            {t("refreshStatus")}
          </Link>
        ) : null}
        <Link to="/user/transaction-history" className={buttonClass}>
          {t("transactionHistory")}
        </Link>
        <Link to="/subscription-plan" className="inline-flex items-center rounded-lg border border-slate-300 px-4 py-2 font-medium">
          {t("viewPackages")}
        </Link>
      </div>
    </main>
  );
}
