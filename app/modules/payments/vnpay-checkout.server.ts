import type { Actor } from "../../lib/actor.server.ts";
import type { Services } from "../../lib/services.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { getGatewayConfig } from "./payment-settings.server.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";
import { vnpayDate, vnpaySignedQuery, vnpayVersion } from "./vnpay.ts";

/** Where VNPay sends the payer back; the page shows the state the IPN confirmed. */
export const vnpayReturnPath = "/payment/vnpay-return";

/**
 * Opens a VNPay payment for a paid package and signs the redirect to VNPay's payment page.
 * The payment stays processing until VNPay's IPN confirms it.
 */
export async function createVnpayCheckout(
  deps: Pick<Services, "db" | "env">,
  input: { actor: Actor; packageId: number; ip: string; lang: LanguageCode },
): Promise<{ payment: PaymentTransactionRow; paymentUrl: string }> {
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "vnpay" });
  const { vnpay } = await getGatewayConfig(deps);
  const now = new Date();
  const params: Record<string, string> = {
    vnp_Version: vnpayVersion,
    vnp_Command: "pay",
    vnp_TmnCode: vnpay.tmnCode,
    vnp_Amount: String(payment.amount * 100),
    vnp_CurrCode: "VND",
    vnp_TxnRef: payment.reference,
    vnp_OrderInfo: `Thanh toan goi tin ${payment.reference}`,
    vnp_OrderType: "other",
    vnp_Locale: input.lang === "vi" ? "vn" : "en",
    vnp_ReturnUrl: `${deps.env.baseUrl}${vnpayReturnPath}`,
    vnp_IpAddr: input.ip,
    vnp_CreateDate: vnpayDate(now),
    vnp_ExpireDate: vnpayDate(new Date(now.getTime() + 15 * 60_000)),
  };
  return { payment, paymentUrl: `${vnpay.paymentUrl}?${vnpaySignedQuery(params, vnpay.hashSecret)}` };
}
