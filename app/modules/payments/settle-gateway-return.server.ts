import type { Actor } from "../../lib/actor.server.ts";
import type { Services } from "../../lib/services.server.ts";
import { failPayment } from "./fail-payment.server.ts";
import { lookUpOwnPayment } from "./find-own-payment.server.ts";
import { verifyFlutterwavePayment } from "./flutterwave.server.ts";
import type { ReturningGateway } from "./gateway-return.ts";
import { capturePaypalOrder } from "./paypal.server.ts";
import { verifyPaystackPayment } from "./paystack.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";
import { cancelStripeCheckoutSession } from "./stripe-checkout.server.ts";

/**
 * A payer back from PayPal, Paystack, Flutterwave or Stripe Checkout. The payer's own
 * transaction is found from what the gateway appends (PayPal's order token, Paystack's
 * reference, Flutterwave's tx_ref, our reference for Stripe). A cancel fails it (a Stripe
 * session is expired at Stripe first, so it cannot be paid afterwards); otherwise PayPal's
 * order is captured and Paystack's and Flutterwave's payments verified server to server
 * (Stripe's signed webhook confirms on its own). Answers the transaction as stored after that.
 */
export async function settleGatewayReturn(
  services: Services,
  input: { actor: Actor; gateway: ReturningGateway; query: URLSearchParams },
): Promise<{ payment: PaymentTransactionRow | undefined; isCanceled: boolean }> {
  const { actor, gateway, query } = input;
  const find = (by: "reference" | "gatewayReference", value: string | null) =>
    value ? lookUpOwnPayment(services.db, { actor, method: gateway, reference: value, by }) : Promise.resolve(undefined);
  const payment =
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
  return { payment: payment ? await find("reference", payment.reference) : undefined, isCanceled };
}
