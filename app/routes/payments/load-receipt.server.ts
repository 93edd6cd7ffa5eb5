import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { getPaymentReceipt, type PaymentReceipt } from "../../modules/payments/get-payment-receipt.server.ts";

/**
 * The receipt page's and the receipt PDF's start: the signed-in payer's (or staff's) receipt of
 * transaction `id` in the page's language, or a 404 answer for a bad id, someone else's payment
 * or one not paid.
 */
export async function loadReceipt(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
): Promise<{ receipt: PaymentReceipt; lang: LanguageCode } | Response> {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const transactionId = Number(id);
  const notFound = new Response(translate(lang, "notFound"), { status: 404 });
  if (!Number.isInteger(transactionId) || transactionId <= 0) return notFound;
  const { value: receipt } = await attempt(getPaymentReceipt(services.db, { actor, transactionId, lang }), [
    "NOT_FOUND",
    "PAYMENT_NOT_OPEN",
  ]);
  return receipt ? { receipt, lang } : notFound;
}
