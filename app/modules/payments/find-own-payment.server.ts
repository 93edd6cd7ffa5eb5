import { and, eq } from "drizzle-orm";
import { paymentTransactions, type PaymentMethod } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";

/** The actor's own payment by `method` with our reference (or, `by: "gatewayReference"`, the gateway's); anyone else's is none. */
export async function lookUpOwnPayment(
  db: Db,
  input: { actor: Pick<Actor, "id">; method: PaymentMethod; reference: string; by?: "reference" | "gatewayReference" },
): Promise<PaymentTransactionRow | undefined> {
  const [payment] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.method, input.method),
        eq(paymentTransactions[input.by ?? "reference"], input.reference),
        eq(paymentTransactions.userId, input.actor.id),
      ),
    );
  return payment;
}

/** The actor's own payment by `method` with our reference: anyone else's, or none, is NOT_FOUND. */
export async function findOwnPayment(
  db: Db,
  input: { actor: Pick<Actor, "id">; method: PaymentMethod; reference: string },
): Promise<PaymentTransactionRow> {
  const payment = await lookUpOwnPayment(db, input);
  if (!payment) throw new AppError("NOT_FOUND");
  return payment;
}
