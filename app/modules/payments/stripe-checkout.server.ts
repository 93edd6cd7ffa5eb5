import { eq } from "drizzle-orm";
import { packages, paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { failPayment } from "./fail-payment.server.ts";
import { failUnopenedPayment, gatewayJson, storeGatewayReference } from "./gateway-request.server.ts";
import { gatewayReturnPath } from "./gateway-return.ts";
import { getGatewayConfig } from "./payment-settings.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";

/**
 * Opens a Stripe payment for a paid package: a PaymentIntent for the whole-VND amount (VND
 * is zero-decimal at Stripe) whose client secret the browser or app confirms with Stripe.
 * The payment stays processing until Stripe's signed webhook confirms it.
 */
export async function createStripePaymentIntent(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; packageId: number },
): Promise<{ payment: PaymentTransactionRow; clientSecret: string; publishableKey: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "stripe" });
  const { stripe } = await getGatewayConfig(deps);
  const body = new URLSearchParams({
    amount: String(payment.chargedAmount),
    currency: "vnd",
    "automatic_payment_methods[enabled]": "true",
    description: `Package ${payment.reference}`,
    "metadata[reference]": payment.reference,
    "metadata[payment_transaction_id]": String(payment.id),
  });
  let intent: { id?: string; client_secret?: string };
  try {
    const res = await fetch(`${stripe.apiBase}/v1/payment_intents`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        // A retried request with the same key creates one intent, not two.
        "idempotency-key": `payment-${payment.reference}`,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    intent = (await res.json()) as typeof intent;
    if (!res.ok || !intent.id || !intent.client_secret) throw new Error(`Stripe answered ${res.status}`);
  } catch (error) {
    await deps.db.update(paymentTransactions).set({ status: "fail", updatedAt: new Date() }).where(eq(paymentTransactions.id, payment.id));
    deps.logger.error({ err: error, reference: payment.reference }, "stripe payment intent failed");
    throw new AppError("PAYMENT_GATEWAY_UNAVAILABLE", { cause: error });
  }
  const [stored] = await deps.db
    .update(paymentTransactions)
    .set({ gatewayReference: intent.id, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, payment.id))
    .returning();
  return { payment: stored!, clientSecret: intent.client_secret, publishableKey: stripe.publishableKey };
}

/**
 * The website's Stripe payment: a Checkout Session (mode payment, whole-VND zero-decimal
 * amount, our reference in its metadata) on Stripe's hosted page, so the site loads no
 * script of Stripe's. The payer comes back to the return page; only the signed webhook
 * (checkout.session.completed) confirms.
 */
export async function createStripeCheckoutSession(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; packageId: number },
): Promise<{ payment: PaymentTransactionRow; checkoutUrl: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "stripe" });
  const { stripe } = await getGatewayConfig(deps);
  const [pkg] = await deps.db.select({ name: packages.name }).from(packages).where(eq(packages.id, payment.packageId));
  const returnUrl = `${deps.env.baseUrl}${gatewayReturnPath("stripe")}?reference=${payment.reference}`;
  const body = new URLSearchParams({
    mode: "payment",
    success_url: `${returnUrl}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${returnUrl}&cancel=1`,
    client_reference_id: payment.reference,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "vnd",
    "line_items[0][price_data][unit_amount]": String(payment.chargedAmount),
    "line_items[0][price_data][product_data][name]": `${pkg?.name ?? "Package"} (${payment.reference})`,
    "metadata[reference]": payment.reference,
    "metadata[payment_transaction_id]": String(payment.id),
  });
  let session: { id?: string; url?: string };
  try {
    session = await gatewayJson(`${stripe.apiBase}/v1/checkout/sessions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${stripe.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        "idempotency-key": `session-${payment.reference}`,
      },
      body,
    });
  } catch (error) {
    return failUnopenedPayment(deps, payment, "stripe", error);
  }
  if (!session.id || !session.url) return failUnopenedPayment(deps, payment, "stripe", new Error("Checkout Session without a url"));
  return { payment: await storeGatewayReference(deps, payment.id, session.id), checkoutUrl: session.url };
}

/**
 * A payer who turns back from Stripe's page: the session is expired at Stripe first (POST
 * /v1/checkout/sessions/:id/expire), so it can no longer be paid, and only then is the
 * payment failed. Stripe refuses to expire a session already paid; the payment then stays
 * processing for the webhook to settle.
 */
export async function cancelStripeCheckoutSession(
  deps: Pick<Services, "db" | "env" | "logger">,
  input: { actor: Actor; payment: PaymentTransactionRow },
): Promise<void> {
  const { stripe } = await getGatewayConfig(deps);
  try {
    await gatewayJson(`${stripe.apiBase}/v1/checkout/sessions/${encodeURIComponent(input.payment.gatewayReference ?? "")}/expire`, {
      method: "POST",
      headers: { authorization: `Bearer ${stripe.secretKey}` },
    });
  } catch (error) {
    deps.logger.warn({ err: error, reference: input.payment.reference }, "stripe checkout session not expired");
    return;
  }
  await failPayment(deps.db, { actor: input.actor, transactionId: input.payment.id });
}
