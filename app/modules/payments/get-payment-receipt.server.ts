import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { packageName } from "../packages/list-packages.server.ts";
import { getSettings } from "../settings/get-settings.server.ts";
import { getPayment } from "./list-payments.server.ts";
import { paymentView } from "./payment-view.ts";

/**
 * get-payment-receipt: the receipt of a successful payment, with the company's details.
 * Only the payer (or staff) gets it; a payment that has not succeeded has no receipt.
 */
export async function getPaymentReceipt(db: Db, input: { actor: Actor; transactionId: number; lang: LanguageCode }) {
  const { payment, pkg } = await getPayment(db, input);
  if (payment.status !== "success") throw new AppError("PAYMENT_NOT_OPEN", { messageKey: "receiptNotAvailable" });
  const [settings, [buyer]] = await Promise.all([
    getSettings(db),
    payment.userId === null ? [] : db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, payment.userId)),
  ]);
  return {
    receipt_number: payment.reference,
    issued_at: (payment.confirmedAt ?? payment.updatedAt).toISOString(),
    company: {
      name: String(settings.company_name ?? ""),
      address: String(settings.company_address ?? ""),
      phone: String(settings.company_tel1 ?? ""),
      email: String(settings.company_email ?? ""),
    },
    customer: { id: payment.userId, name: buyer?.name ?? "", email: buyer?.email ?? "" },
    payment: paymentView(payment, packageName(pkg, input.lang)),
    package: { id: pkg.id, name: packageName(pkg, input.lang), duration: pkg.durationDays },
  };
}
export type PaymentReceipt = Awaited<ReturnType<typeof getPaymentReceipt>>;
