import { eq } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { getPaymentConfig } from "./payment-settings.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";

/**
 * Opens a Stripe payment for a paid package: a PaymentIntent for the whole-VND amount (VND
 * is zero-decimal at Stripe) whose client secret the browser or app confirms with Stripe.
 * The payment stays processing until Stripe's signed webhook confirms it.
 */
export async function createStripePaymentIntent(
  deps: Pick<Services, "db" | "logger">,
  input: { actor: Actor; packageId: number },
): Promise<{ payment: PaymentTransactionRow; clientSecret: string; publishableKey: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "stripe" });
  const { stripe } = await getPaymentConfig(deps.db);
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
