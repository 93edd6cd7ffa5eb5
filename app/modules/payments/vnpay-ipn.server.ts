import { and, eq } from "drizzle-orm";
import { paymentEvents, paymentTransactions, type PaymentEventOutcome } from "../../../db/schema/index.ts";
import type { NotifyDeps } from "../moderation/notify-owner.server.ts";
import { activatePackagePurchase } from "./activate-package-purchase.server.ts";
import { getPaymentConfig } from "./payment-settings.server.ts";
import { isVnpaySignatureValid, vnpayIpnAnswers, type VnpayIpnAnswer } from "./vnpay.ts";

/**
 * VNPay's IPN, the server-to-server confirmation: the only way a VNPay payment succeeds or
 * fails. A bad signature, an unknown order or a wrong amount changes nothing; a repeated
 * confirmation changes nothing either. Every call is kept in payment_events whatever its outcome.
 */
export async function handleVnpayIpn(deps: NotifyDeps, params: Record<string, string>): Promise<VnpayIpnAnswer> {
  const { vnpay } = await getPaymentConfig(deps.db);
  const reference = params.vnp_TxnRef ?? null;
  const record = async (outcome: PaymentEventOutcome, transactionId: number | null) => {
    await deps.db.insert(paymentEvents).values({ method: "vnpay", transactionId, reference, outcome, payload: params });
    if (outcome !== "confirmed" && outcome !== "failed")
      deps.logger.warn({ gateway: "vnpay", outcome, reference }, "payment confirmation refused");
  };

  if (!vnpay.hashSecret || !isVnpaySignatureValid(params, vnpay.hashSecret)) {
    await record("bad_signature", null);
    return vnpayIpnAnswers.invalidSignature;
  }
  const [payment] = reference
    ? await deps.db
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.reference, reference), eq(paymentTransactions.method, "vnpay")))
    : [];
  if (!payment) {
    await record("unknown_transaction", null);
    return vnpayIpnAnswers.orderNotFound;
  }
  if (params.vnp_Amount !== String(payment.chargedAmount * 100)) {
    await record("amount_mismatch", payment.id);
    return vnpayIpnAnswers.invalidAmount;
  }
  if (payment.status !== "processing") {
    await record("duplicate", payment.id);
    return vnpayIpnAnswers.alreadyConfirmed;
  }
  if (params.vnp_ResponseCode === "00" && params.vnp_TransactionStatus === "00") {
    const result = await activatePackagePurchase(deps, { transactionId: payment.id, gatewayReference: params.vnp_TransactionNo ?? null });
    await record(result.activated ? "confirmed" : "duplicate", payment.id);
    return result.activated ? vnpayIpnAnswers.confirmed : vnpayIpnAnswers.alreadyConfirmed;
  }
  // Cancelled or declined at VNPay: the payment fails and nothing starts.
  const [failed] = await deps.db
    .update(paymentTransactions)
    .set({ status: "fail", updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, "processing")))
    .returning({ id: paymentTransactions.id });
  await record(failed ? "failed" : "duplicate", payment.id);
  return failed ? vnpayIpnAnswers.confirmed : vnpayIpnAnswers.alreadyConfirmed;
}
