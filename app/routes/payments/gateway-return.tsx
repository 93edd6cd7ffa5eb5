import { afterPaymentTarget } from "../../lib/after-payment.server.ts";
import type { Route } from "./+types/gateway-return";
import { PaymentResult, paymentTitleKey, type PaymentOutcome } from "../../components/payments/payment-result.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { AppError } from "../../lib/errors.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { gatewayReturnGateways, type ReturningGateway } from "../../modules/payments/gateway-return.ts";
import { settleGatewayReturn } from "../../modules/payments/settle-gateway-return.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

/** Where PayPal, Paystack, Flutterwave and Stripe Checkout send the payer back; the page shows the state as stored. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  if (!(gatewayReturnGateways as readonly string[]).includes(params.gateway)) throw new AppError("NOT_FOUND");
  const gateway = params.gateway as ReturningGateway;
  const { payment: current, isCanceled } = await settleGatewayReturn(services, {
    actor,
    gateway,
    query: new URL(request.url).searchParams,
  });
  const outcome: PaymentOutcome = current?.status ?? "fail";
  const titleKey = paymentTitleKey(outcome, isCanceled);
  const url = new URL(request.url);
  return {
    title: translate(lang, titleKey),
    titleKey,
    outcome,
    reference: current?.reference ?? "",
    self: url.pathname + url.search,
    continueTo: afterPaymentTarget(request),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function GatewayReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentResult result={loaderData} />;
}
