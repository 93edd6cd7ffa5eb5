import type { Route } from "./+types/receipt-pdf";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { attempt } from "../../lib/errors.ts";
import { translate } from "../../lib/i18n/index.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { getPaymentReceipt } from "../../modules/payments/get-payment-receipt.server.ts";
import { paymentReceiptPdf, receiptFileName } from "../../modules/payments/payment-receipt-pdf.server.ts";

/** The receipt of a successful payment as a PDF in the page's language, for its payer and for staff only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const transactionId = Number(params.id);
  const notFound = () => new Response(translate(lang, "notFound"), { status: 404 });
  if (!Number.isInteger(transactionId) || transactionId <= 0) return notFound();
  const { value: receipt } = await attempt(getPaymentReceipt(services.db, { actor, transactionId, lang }), [
    "NOT_FOUND",
    "PAYMENT_NOT_OPEN",
  ]);
  if (!receipt) return notFound();
  return new Response(paymentReceiptPdf(receipt, lang) as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(receipt)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
