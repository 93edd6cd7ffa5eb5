import type { BankTransferStatus, PaymentMethod, PaymentStatus } from "../../../db/schema/index.ts";

/** get_payment_details' payment_type: gateways or bank transfer. */
export const paymentTypes = ["online", "bank_transfer"] as const;
export type PaymentType = (typeof paymentTypes)[number];

export function paymentTypeOf(method: PaymentMethod): PaymentType {
  return method === "bank_transfer" ? "bank_transfer" : "online";
}

export interface PaymentRowForView {
  id: number;
  /** Null once the payer deleted the account. */
  userId: number | null;
  packageId: number;
  reference: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  chargedAmount: number;
  status: PaymentStatus;
  bankStatus: BankTransferStatus | null;
  receiptFile: string | null;
  receiptUploadedAt: Date | null;
  rejectReason: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** A payment as the API answers it: spec names, snake_case, whole VND. */
export function paymentView(row: PaymentRowForView, packageName: string) {
  return {
    id: row.id,
    payment_transaction_id: row.id,
    user_id: row.userId,
    package_id: row.packageId,
    package_name: packageName,
    reference: row.reference,
    transfer_note: row.method === "bank_transfer" ? row.reference : null,
    payment_gateway: row.method,
    payment_type: paymentTypeOf(row.method),
    amount: row.amount,
    currency: row.currency,
    charged_amount: row.chargedAmount,
    payment_status: row.status,
    bank_transfer_status: row.bankStatus,
    has_receipt_file: Boolean(row.receiptFile),
    receipt_uploaded_at: row.receiptUploadedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    // eBroker's clients' names for the same: the web's transaction list ("1" is a success), the app's transaction model.
    transaction_id: row.reference,
    status: row.status === "success" ? "1" : "0",
    updated_at: (row.confirmedAt ?? row.createdAt).toISOString(),
    package: { id: row.packageId, name: packageName, price: row.amount },
  };
}
export type PaymentView = ReturnType<typeof paymentView>;
