import type { PaymentEventOutcome } from "../../../db/schema/index.ts";
import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { confirmGatewayPayment, recordPaymentEvent } from "./confirm-gateway-payment.server.ts";
import { getPaymentConfig } from "./payment-settings.server.ts";
import { isStripeSignatureValid } from "./stripe.ts";

/** The fields read from the event's object: a PaymentIntent or a Checkout Session. */
interface StripeObject {
  id?: string;
  object?: string;
  amount?: number;
  amount_total?: number;
  currency?: string;
  payment_status?: string;
  metadata?: Record<string, string>;
}

const intentSucceeded = new Set(["payment_intent.succeeded"]);
const intentFailed = new Set(["payment_intent.payment_failed", "payment_intent.canceled"]);
const sessionSucceeded = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const sessionFailed = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/**
 * Stripe's webhook: the only way a Stripe payment succeeds or fails. A bad signature answers
 * 400 (Stripe retries; a forger gets nothing). PaymentIntent events (the app's payments) are
 * matched by the intent's id, Checkout Session events (the website's) by the session's id;
 * a PaymentIntent without our reference in its metadata belongs to a Checkout Session and is
 * left to the session's events. A completed session whose payment_status is not "paid"
 * (a delayed method) waits for async_payment_succeeded. The rest is the shared confirmation's.
 */
export async function handleStripeWebhook(
  deps: NotifyDeps,
  input: { rawBody: string; signature: string | null | undefined },
): Promise<{ status: 200 | 400; outcome: PaymentEventOutcome | "ignored" }> {
  const { stripe } = await getPaymentConfig(deps.db);
  let event: { id?: string; type?: string; data?: { object?: StripeObject } } = {};
  try {
    event = JSON.parse(input.rawBody) as typeof event;
  } catch {
    event = {};
  }
  const object = event.data?.object ?? {};
  const reference = object.metadata?.reference ?? null;
  const isSession = event.type?.startsWith("checkout.session.") ?? false;
  const amount = isSession ? object.amount_total : object.amount;
  const payload = {
    event_id: event.id ?? null,
    type: event.type ?? null,
    [isSession ? "session" : "intent"]: object.id ?? null,
    amount: amount ?? null,
    currency: object.currency ?? null,
  };

  if (!isStripeSignatureValid(input.signature, input.rawBody, stripe.webhookSecret)) {
    await recordPaymentEvent(deps, { method: "stripe", transactionId: null, reference, outcome: "bad_signature", payload });
    return { status: 400, outcome: "bad_signature" };
  }
  const type = event.type ?? "";
  const succeeded = intentSucceeded.has(type) || (sessionSucceeded.has(type) && object.payment_status === "paid");
  const failed = intentFailed.has(type) || sessionFailed.has(type);
  if (!succeeded && !failed) return { status: 200, outcome: "ignored" };
  if (!isSession && !reference) return { status: 200, outcome: "ignored" };

  const { outcome } = await confirmGatewayPayment(deps, {
    method: "stripe",
    find: { gatewayReference: object.id ?? null },
    reference,
    amount: typeof amount === "number" ? amount : null,
    currency: object.currency ?? null,
    verdict: succeeded ? "succeeded" : "failed",
    payload,
  });
  return { status: 200, outcome };
}
