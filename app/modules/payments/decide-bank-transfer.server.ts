import { and, eq } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { notifyOwner, queueOwnerMail, type NotifyDeps, type OwnerNotice } from "../notifications/notify-owner.server.ts";
import { activatePackagePurchase } from "./activate-package-purchase.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * A staff decision on a bank-transfer receipt awaiting verification. Approve: the package
 * starts (activatePackagePurchase). Reject, with a reason: the transfer goes back to the
 * user, who sees the reason and uploads another receipt. Both are in the audit log and the
 * user is told by notification and mail.
 */
export async function decideBankTransfer(
  deps: NotifyDeps,
  input: { actor: Actor; transactionId: number; decision: "approve" | "reject"; reason?: string },
): Promise<PaymentTransactionRow> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && !reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
  const [payment] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, input.transactionId), eq(paymentTransactions.method, "bank_transfer")));
  if (!payment) throw new AppError("NOT_FOUND");

  if (input.decision === "approve") {
    const result = await activatePackagePurchase(deps, { transactionId: payment.id, staffId: input.actor.id });
    if (!result.activated) throw new AppError("ALREADY_DECIDED");
    return result.transaction!;
  }

  const rejected = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentTransactions)
      .set({ bankStatus: "rejected", rejectReason: reason, decidedBy: input.actor.id, updatedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.id, payment.id),
          eq(paymentTransactions.status, "processing"),
          eq(paymentTransactions.bankStatus, "pending_verification"),
        ),
      )
      .returning();
    if (!row) throw new AppError("ALREADY_DECIDED");
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "payment.reject",
      entityType: "payment",
      entityId: row.id,
      before: "pending_verification",
      after: "rejected",
      reason,
    });
    const notice: OwnerNotice = {
      titleKey: "bankTransferRejectedTitle",
      bodyKey: "bankTransferRejectedBody",
      vars: { reference: row.reference, reason: reason ?? "" },
      url: `/user/bank-transfer/${row.id}`,
      type: "package",
    };
    if (row.userId !== null) await queueOwnerMail(tx, deps.env, row.userId, notice);
    return { row, notice };
  });
  if (rejected.row.userId !== null) await notifyOwner(deps, rejected.row.userId, rejected.notice);
  return rejected.row;
}
