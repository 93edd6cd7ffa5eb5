import type { Actor } from "../../lib/actor.server.ts";
import type { Services } from "../../lib/services.server.ts";
import type { UploadInput } from "../../lib/storage/read-upload.ts";
import { startPayment, type PaymentTransactionRow } from "./start-payment.server.ts";
import { readReceipt, uploadBankReceipt } from "./upload-bank-receipt.server.ts";

/**
 * initiate-bank-transfer: opens a bank-transfer payment for a paid package (submitted), and
 * when a receipt comes with it, stores it at once (pending verification).
 */
export async function initiateBankTransfer(
  deps: Pick<Services, "db" | "storage">,
  input: { actor: Actor; packageId: number; file?: UploadInput },
): Promise<PaymentTransactionRow> {
  // A bad receipt refuses the whole call before any payment is opened.
  const receipt = input.file ? await readReceipt(input.file) : null;
  const payment = await startPayment(deps.db, { actor: input.actor, packageId: input.packageId, method: "bank_transfer" });
  if (!receipt) return payment;
  return uploadBankReceipt(deps, { actor: input.actor, transactionId: payment.id, file: receipt.bytes });
}
