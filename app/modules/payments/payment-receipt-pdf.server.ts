import { formatAmount } from "../../lib/format/format-amount.ts";
import { formatDate } from "../../lib/format/format-date.ts";
import { translate, type LanguageCode } from "../../lib/i18n/index.ts";
import { a4, PdfDocument } from "../../lib/pdf/pdf-document.server.ts";
import type { PaymentReceipt } from "./get-payment-receipt.server.ts";

/** The file name a downloaded receipt is saved under. */
export const receiptFileName = (receipt: PaymentReceipt) => `receipt-${receipt.receipt_number}.pdf`;

/**
 * The receipt as a one-page A4 PDF in the reader's language: the company's details, the
 * receipt number (the payment reference), the date in Vietnam time, the buyer, the package,
 * the method, the amount in whole VND and the payment's state.
 */
export async function paymentReceiptPdf(receipt: PaymentReceipt, lang: LanguageCode): Promise<Uint8Array> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const pdf = await PdfDocument.create({ title: `${t("paymentReceipt")} ${receipt.receipt_number}`, author: receipt.company.name });
  const left = 56;
  const right = a4.width - 56;
  const width = right - left;
  let y = a4.height - 64;

  pdf.text(left, y, receipt.company.name, { size: 16, bold: true });
  y -= 18;
  for (const line of pdf.wrap(receipt.company.address, 10, width)) {
    pdf.text(left, y, line, { size: 10, grey: 0.25 });
    y -= 13;
  }
  const contact = [
    receipt.company.phone && `${t("phone")}: ${receipt.company.phone}`,
    receipt.company.email && `${t("email")}: ${receipt.company.email}`,
  ].filter(Boolean);
  if (contact.length > 0) {
    pdf.text(left, y, contact.join("   ·   "), { size: 10, grey: 0.25 });
    y -= 13;
  }
  y -= 8;
  pdf.line(left, y, right, y, 1, 0.6);
  y -= 36;
  pdf.text(left, y, t("paymentReceipt"), { size: 20, bold: true });
  y -= 30;

  const amount = formatAmount(receipt.payment.amount, { lang });
  const rows: [string, string][] = [
    [t("receiptNumber"), receipt.receipt_number],
    [t("receiptDate"), formatDate(receipt.issued_at, lang, "dateTime")],
    [t("receiptBuyer"), [receipt.customer.name, receipt.customer.email].filter(Boolean).join(" · ")],
    [t("package"), `${receipt.package.name} (${t("planDuration", { days: receipt.package.duration })})`],
    [t("paymentMethod"), t(`paymentMethod_${receipt.payment.payment_gateway}`)],
    [t("status"), t(`paymentState_${receipt.payment.payment_status}`)],
  ];
  const valueAt = left + 150;
  for (const [label, value] of rows) {
    pdf.text(left, y, label, { size: 11, grey: 0.35 });
    const lines = pdf.wrap(value, 11, right - valueAt);
    for (const line of lines) {
      pdf.text(valueAt, y, line, { size: 11 });
      y -= 15;
    }
    y -= 7;
  }
  y -= 4;
  pdf.rect(left, y - 14, width, 34, 0.93);
  pdf.text(left + 12, y, t("amount"), { size: 13, bold: true });
  pdf.textRight(right - 12, y, amount, { size: 13, bold: true });
  y -= 56;
  for (const line of pdf.wrap(t("receiptIssuedBy", { company: receipt.company.name }), 9, width)) {
    pdf.text(left, y, line, { size: 9, grey: 0.4 });
    y -= 12;
  }
  return pdf.toBytes();
}
