import { and, eq } from "drizzle-orm";
import { paymentEvents, paymentTransactions, type PaymentEventOutcome } from "../../../db/schema/index.ts";
import type { NotifyDeps } from "../moderation/notify-owner.server.ts";
import { activatePackagePurchase } from "./activate-package-purchase.server.ts";
import { getPaymentConfig } from "./payment-settings.server.ts";
import { isStripeSignatureValid } from "./stripe.ts";

interface StripeIntent {
  id?: string;
  amount?: number;
  amount_received?: number;
  currency?: string;
  metadata?: Record<string, string>;
}

/**
 * Stripe's webhook: the only way a Stripe payment succeeds or fails. A bad signature answers
 * 400 (Stripe retries; a forger gets nothing); an unknown intent, a wrong amount or currency
 * is refused and logged; a repeated event changes nothing. Every event is kept in payment_events.
 */
export async function handleStripeWebhook(
  deps: NotifyDeps,
  input: { rawBody: string; signature: string | null | undefined },
): Promise<{ status: 200 | 400; outcome: PaymentEventOutcome | "ignored" }> {
  const { stripe } = await getPaymentConfig(deps.db);
  let event: { id?: string; type?: string; data?: { object?: StripeIntent } } = {};
  try {
    event = JSON.parse(input.rawBody) as typeof event;
  } catch {
    event = {};
  }
  const intent = event.data?.object ?? {};
  const reference = intent.metadata?.reference ?? null;
  const record = async (outcome: PaymentEventOutcome, transactionId: number | null) => {
    await deps.db.insert(paymentEvents).values({
      method: "stripe",
      transactionId,
      reference,
      outcome,
      payload: {
        event_id: event.id ?? null,
        type: event.type ?? null,
        intent: intent.id ?? null,
        amount: intent.amount ?? null,
        currency: intent.currency ?? null,
      },
    });
    if (outcome !== "confirmed" && outcome !== "failed")
      deps.logger.warn({ gateway: "stripe", outcome, reference }, "payment confirmation refused");
  };

  if (!isStripeSignatureValid(input.signature, input.rawBody, stripe.webhookSecret)) {
    await record("bad_signature", null);
    return { status: 400, outcome: "bad_signature" };
  }
  const succeeded = event.type === "payment_intent.succeeded";
  const failed = event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled";
  if (!succeeded && !failed) return { status: 200, outcome: "ignored" };

  const [payment] = intent.id
    ? await deps.db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.method, "stripe"), eq(paymentTransactions.gatewayReference, intent.id)))
    : [];
  if (!payment) {
    await record("unknown_transaction", null);
    return { status: 200, outcome: "unknown_transaction" };
  }
  if (intent.currency?.toLowerCase() !== payment.currency.toLowerCase() || intent.amount !== payment.chargedAmount) {
    await record("amount_mismatch", payment.id);
    return { status: 200, outcome: "amount_mismatch" };
  }
  if (succeeded) {
    const result = await activatePackagePurchase(deps, { transactionId: payment.id });
    const outcome = result.activated ? "confirmed" : "duplicate";
    await record(outcome, payment.id);
    return { status: 200, outcome };
  }
  const [marked] = await deps.db
    .update(paymentTransactions)
    .set({ status: "fail", updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, "processing")))
    .returning({ id: paymentTransactions.id });
  const outcome = marked ? "failed" : "duplicate";
  await record(outcome, payment.id);
  return { status: 200, outcome };
}
