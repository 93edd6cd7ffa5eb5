import type { NotifyDeps } from "../notifications/notify-owner.server.ts";
import { confirmGatewayPayment, recordPaymentEvent } from "./confirm-gateway-payment.server.ts";
import { getPaymentConfig } from "./payment-settings.server.ts";
import { isVnpaySignatureValid, vnpayIpnAnswers, type VnpayIpnAnswer } from "./vnpay.ts";

/**
 * VNPay's IPN, the server-to-server confirmation: the only way a VNPay payment succeeds or
 * fails. A bad signature is refused here; the rest (unknown order, wrong amount, a repeat)
 * is the shared confirmation's. vnp_Amount is VND × 100.
 */
export async function handleVnpayIpn(deps: NotifyDeps, params: Record<string, string>): Promise<VnpayIpnAnswer> {
  const { vnpay } = await getPaymentConfig(deps.db);
  const reference = params.vnp_TxnRef ?? null;
  if (!vnpay.hashSecret || !isVnpaySignatureValid(params, vnpay.hashSecret)) {
    await recordPaymentEvent(deps, { method: "vnpay", transactionId: null, reference, outcome: "bad_signature", payload: params });
    return vnpayIpnAnswers.invalidSignature;
  }
  const paidHundredths = /^\d+$/.test(params.vnp_Amount ?? "") ? Number(params.vnp_Amount) : Number.NaN;
  const { outcome } = await confirmGatewayPayment(deps, {
    method: "vnpay",
    find: { reference },
    amount: paidHundredths % 100 === 0 ? paidHundredths / 100 : Number.NaN,
    currency: "VND",
    // Anything but a completed payment (cancelled, declined) fails the payment.
    verdict: params.vnp_ResponseCode === "00" && params.vnp_TransactionStatus === "00" ? "succeeded" : "failed",
    gatewayReference: params.vnp_TransactionNo ?? null,
    payload: params,
  });
  if (outcome === "unknown_transaction") return vnpayIpnAnswers.orderNotFound;
  if (outcome === "amount_mismatch") return vnpayIpnAnswers.invalidAmount;
  if (outcome === "duplicate") return vnpayIpnAnswers.alreadyConfirmed;
  return vnpayIpnAnswers.confirmed;
}
