import { and, eq } from "drizzle-orm";
import { paymentEvents, paymentTransactions, type PaymentEventOutcome, type PaymentMethod } from "../../../db/schema/index.ts";
import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { activatePackagePurchase } from "./activate-package-purchase.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";

/** One gateway message as kept in payment_events: what it was about and what came of it. */
export interface PaymentEventRecord {
  method: PaymentMethod;
  transactionId: number | null;
  reference: string | null;
  outcome: PaymentEventOutcome;
  payload: Record<string, unknown>;
}

/** Keeps a gateway message in payment_events; a refusal is also logged as a warning. */
export async function recordPaymentEvent(deps: Pick<NotifyDeps, "db" | "logger">, event: PaymentEventRecord): Promise<void> {
  await deps.db.insert(paymentEvents).values(event);
  if (event.outcome !== "confirmed" && event.outcome !== "failed")
    deps.logger.warn({ gateway: event.method, outcome: event.outcome, reference: event.reference }, "payment confirmation refused");
}

/**
 * What a gateway states about a payment once its signature or server-to-server answer has
 * been checked: which transaction (by our reference or the gateway's own id), the amount and
 * currency it took (the amount in the currency's smallest unit, as `chargedAmount` is kept)
 * and whether the payment went through.
 */
export interface VerifiedGatewayFacts {
  method: PaymentMethod;
  find: { reference: string | null } | { gatewayReference: string | null };
  amount: number | null;
  currency: string | null;
  verdict: "succeeded" | "failed";
  /** The gateway's id of the payment, stored when it confirms (a capture id, a transaction number). */
  gatewayReference?: string | null;
  /** Our reference as the message names it, kept with the event even when no transaction matches. */
  reference?: string | null;
  /** What payment_events keeps of the message. */
  payload: Record<string, unknown>;
}

export interface ConfirmationResult {
  outcome: Extract<PaymentEventOutcome, "confirmed" | "duplicate" | "failed" | "amount_mismatch" | "unknown_transaction">;
  payment: PaymentTransactionRow | null;
}

/**
 * The one confirmation every gateway goes through with its verified facts: the transaction
 * is found by the gateway's reference (of that gateway only); an unknown one, or an amount or
 * currency other than the one asked for, changes nothing; a success activates the package
 * once (activatePackagePurchase is idempotent), also on a transaction marked failed before (the
 * payer turned back, or an earlier attempt failed) since the gateway has taken the money; a
 * failure marks a processing transaction failed. Every outcome is kept in payment_events, refusals also logged.
 */
export async function confirmGatewayPayment(deps: NotifyDeps, facts: VerifiedGatewayFacts): Promise<ConfirmationResult> {
  const byReference = "reference" in facts.find;
  const key = byReference
    ? (facts.find as { reference: string | null }).reference
    : (facts.find as { gatewayReference: string | null }).gatewayReference;
  const [payment] = key
    ? await deps.db
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.method, facts.method),
            byReference ? eq(paymentTransactions.reference, key) : eq(paymentTransactions.gatewayReference, key),
          ),
        )
    : [];
  const reference = payment?.reference ?? facts.reference ?? (byReference ? key : null);
  const finish = async (outcome: ConfirmationResult["outcome"], row: PaymentTransactionRow | null): Promise<ConfirmationResult> => {
    await recordPaymentEvent(deps, { method: facts.method, transactionId: row?.id ?? null, reference, outcome, payload: facts.payload });
    return { outcome, payment: row };
  };
  if (!payment) return finish("unknown_transaction", null);
  if (facts.amount !== payment.chargedAmount || facts.currency?.toUpperCase() !== payment.currency.toUpperCase())
    return finish("amount_mismatch", payment);
  if (payment.status === "success") return finish("duplicate", payment);
  if (facts.verdict === "succeeded") {
    const result = await activatePackagePurchase(deps, { transactionId: payment.id, gatewayReference: facts.gatewayReference ?? null });
    return finish(result.activated ? "confirmed" : "duplicate", result.transaction ?? payment);
  }
  const [failed] = await deps.db
    .update(paymentTransactions)
    .set({ status: "fail", updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, "processing")))
    .returning();
  return finish(failed ? "failed" : "duplicate", failed ?? payment);
}
