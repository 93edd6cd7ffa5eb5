import type { Route } from "./+types/receipt-pdf";
import { paymentReceiptPdf, receiptFileName } from "../../modules/payments/payment-receipt-pdf.server.ts";
import { loadReceipt } from "./load-receipt.server.ts";

/** The receipt of a successful payment as a PDF in the page's language, for its payer and for staff only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await loadReceipt(context, request, params.id);
  if (found instanceof Response) return found;
  const { receipt, lang } = found;
  return new Response((await paymentReceiptPdf(receipt, lang)) as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(receipt)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
