import { and, eq } from "drizzle-orm";
import { afterPaymentTarget } from "../../lib/after-payment.server.ts";
import type { Route } from "./+types/gateway-return";
import { paymentTransactions } from "../../../db/schema/index.ts";
import { PaymentResult, paymentTitleKey, type PaymentOutcome } from "../../components/payments/payment-result.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { AppError } from "../../lib/errors.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { failPayment } from "../../modules/payments/fail-payment.server.ts";
import { verifyFlutterwavePayment } from "../../modules/payments/flutterwave.server.ts";
import { gatewayReturnGateways, type ReturningGateway } from "../../modules/payments/gateway-return.ts";
import { capturePaypalOrder } from "../../modules/payments/paypal.server.ts";
import { verifyPaystackPayment } from "../../modules/payments/paystack.server.ts";
import { cancelStripeCheckoutSession } from "../../modules/payments/stripe-checkout.server.ts";

/**
 * Where PayPal, Paystack, Flutterwave and Stripe Checkout send the payer back. The payer's
 * own transaction is found from what the gateway appends (PayPal's order token, Paystack's
 * reference, Flutterwave's tx_ref, our reference for Stripe). A cancel fails it (a Stripe
 * session is expired at Stripe first, so it cannot be paid afterwards); otherwise
 * PayPal's order is captured and Paystack's and Flutterwave's payments verified server to
 * server (Stripe's signed webhook confirms on its own). The page shows the state as stored.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  if (!(gatewayReturnGateways as readonly string[]).includes(params.gateway)) throw new AppError("NOT_FOUND");
  const gateway = params.gateway as ReturningGateway;
  const query = new URL(request.url).searchParams;
  const find = (column: "reference" | "gatewayReference", value: string | null) =>
    value
      ? services.db
          .select()
          .from(paymentTransactions)
          .where(
            and(eq(paymentTransactions[column], value), eq(paymentTransactions.userId, actor.id), eq(paymentTransactions.method, gateway)),
          )
      : Promise.resolve([]);
  const [payment] =
    gateway === "paypal"
      ? await find("gatewayReference", query.get("token"))
      : await find("reference", query.get(gateway === "flutterwave" ? "tx_ref" : "reference"));
  const isCanceled = query.get("cancel") === "1" || (gateway === "flutterwave" && query.get("status") === "cancelled");
  if (payment && payment.status === "processing") {
    try {
      if (isCanceled && gateway === "stripe") await cancelStripeCheckoutSession(services, { actor, payment });
      else if (isCanceled) await failPayment(services.db, { actor, transactionId: payment.id });
      else if (gateway === "paypal") await capturePaypalOrder(services, { actor, orderId: payment.gatewayReference ?? "" });
      else if (gateway === "paystack") await verifyPaystackPayment(services, { actor, reference: payment.reference });
      else if (gateway === "flutterwave")
        await verifyFlutterwavePayment(services, { actor, reference: payment.reference, transactionId: query.get("transaction_id") ?? "" });
    } catch (error) {
      // The gateway could not be asked: the payment stays processing and its webhook settles it.
      services.logger.warn({ err: error, gateway, reference: payment.reference }, "return check failed");
    }
  }
  const [current] = payment ? await find("reference", payment.reference) : [];
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

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function GatewayReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentResult result={loaderData} />;
}
