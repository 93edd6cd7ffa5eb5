import { afterPaymentTarget } from "../../lib/after-payment.server.ts";
import type { Route } from "./+types/vnpay-return";
import { PaymentResult, paymentTitleKey, type PaymentOutcome } from "../../components/payments/payment-result.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { lookUpOwnPayment } from "../../modules/payments/find-own-payment.server.ts";
import { getPaymentConfig } from "../../modules/payments/payment-settings.server.ts";
import { isVnpaySignatureValid } from "../../modules/payments/vnpay.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

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
  const payment =
    isSigned && params.vnp_TxnRef
      ? await lookUpOwnPayment(services.db, { actor, method: "vnpay", reference: params.vnp_TxnRef })
      : undefined;
  const outcome: PaymentOutcome = !payment
    ? "fail"
    : payment.status === "processing" && params.vnp_ResponseCode === "00"
      ? "processing"
      : payment.status;
  const canceled = outcome === "fail" && params.vnp_ResponseCode === "24";
  const titleKey = paymentTitleKey(outcome, canceled);
  const url = new URL(request.url);
  return {
    title: translate(lang, titleKey),
    titleKey,
    outcome,
    reference: isSigned ? (params.vnp_TxnRef ?? "") : "",
    self: url.pathname + url.search,
    continueTo: afterPaymentTarget(request),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function VnpayReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentResult result={loaderData} />;
}
