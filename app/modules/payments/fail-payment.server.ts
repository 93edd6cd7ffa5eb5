import { and, eq } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";

/**
 * payment-transaction-fail: the payer gives up (a cancelled checkout, an abandoned
 * transfer). Only the payer's own processing transaction changes; nothing is activated.
 */
export async function failPayment(db: Db, input: { actor: Actor; transactionId: number }): Promise<PaymentTransactionRow> {
  const [row] = await db
    .update(paymentTransactions)
    .set({ status: "fail", updatedAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.id, input.transactionId),
        eq(paymentTransactions.userId, input.actor.id),
        eq(paymentTransactions.status, "processing"),
      ),
    )
    .returning();
  if (row) return row;
  const [own] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, input.transactionId), eq(paymentTransactions.userId, input.actor.id)));
  throw new AppError(own ? "PAYMENT_NOT_OPEN" : "NOT_FOUND");
}
