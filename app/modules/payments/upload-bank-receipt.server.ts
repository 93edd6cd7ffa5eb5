import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { detectImageType } from "../../lib/images/process-image.server.ts";
import { readUpload, type UploadInput } from "../../lib/storage/read-upload.ts";
import { defaultDocumentMaxBytes, isPdf } from "../../lib/storage/store-document.server.ts";
import type { Services } from "../../lib/services.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";

/** Receipts are private: kept under this prefix, which /media does not serve. */
export const receiptKeyPrefix = "private/receipts";

/** Reads a receipt upload and tells its type by its bytes: JPEG, PNG or PDF, whatever its name claims. */
export async function readReceipt(file: UploadInput): Promise<{ bytes: Uint8Array; extension: string; contentType: string }> {
  const bytes = await readUpload(file, defaultDocumentMaxBytes, "FILE_TOO_LARGE");
  const kind = detectImageType(bytes) ?? (isPdf(bytes) ? "pdf" : null);
  if (!kind) throw new AppError("VALIDATION", { fields: { file: "receiptFormatInvalid" } });
  return {
    bytes,
    extension: kind === "jpeg" ? "jpg" : kind,
    contentType: kind === "pdf" ? "application/pdf" : `image/${kind}`,
  };
}

/**
 * Stores a bank-transfer receipt (JPEG, PNG or PDF, by its bytes) for the actor's own
 * open transfer and puts it in the staff queue (pending verification). A rejected transfer
 * takes a new receipt the same way; the previous file is removed.
 */
export async function uploadBankReceipt(
  deps: Pick<Services, "db" | "storage">,
  input: { actor: Actor; transactionId: number; file: UploadInput },
): Promise<PaymentTransactionRow> {
  const { bytes, extension, contentType } = await readReceipt(input.file);
  const key = `${receiptKeyPrefix}/${input.actor.id}/${randomUUID()}.${extension}`;

  const [owned] = await deps.db
    .select({ id: paymentTransactions.id, receiptFile: paymentTransactions.receiptFile })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.id, input.transactionId),
        eq(paymentTransactions.userId, input.actor.id),
        eq(paymentTransactions.method, "bank_transfer"),
      ),
    );
  if (!owned) throw new AppError("NOT_FOUND");

  await deps.storage.put(key, bytes, contentType);
  const [updated] = await deps.db
    .update(paymentTransactions)
    .set({
      receiptFile: key,
      receiptContentType: contentType,
      receiptUploadedAt: new Date(),
      bankStatus: "pending_verification",
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(paymentTransactions.id, input.transactionId),
        eq(paymentTransactions.userId, input.actor.id),
        eq(paymentTransactions.method, "bank_transfer"),
        eq(paymentTransactions.status, "processing"),
        inArray(paymentTransactions.bankStatus, ["submitted", "pending_verification", "rejected"]),
      ),
    )
    .returning();
  if (!updated) {
    await deps.storage.delete(key);
    throw new AppError("PAYMENT_NOT_OPEN");
  }
  if (owned.receiptFile && owned.receiptFile !== key) await deps.storage.delete(owned.receiptFile).catch(() => undefined);
  return updated;
}
