import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { packages, paymentTransactions, users } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { paymentView, type PaymentType, type PaymentView } from "./payment-view.ts";

function typeCondition(type: PaymentType | undefined): SQL | undefined {
  if (type === "bank_transfer") return eq(paymentTransactions.method, "bank_transfer");
  if (type === "online") return ne(paymentTransactions.method, "bank_transfer");
  return undefined;
}

/** get_payment_details: the actor's own payments, newest first, filtered by type. */
export async function listMyPayments(
  db: Db,
  input: { actor: Actor; offset: number; limit: number; paymentType?: PaymentType },
): Promise<{ rows: PaymentView[]; total: number }> {
  const where = and(eq(paymentTransactions.userId, input.actor.id), typeCondition(input.paymentType));
  return page(db, where, input.offset, input.limit);
}

/** Staff: every payment, or the bank transfers awaiting verification (the receipts queue). */
export async function listPaymentsForStaff(
  db: Db,
  input: { offset: number; limit: number; paymentType?: PaymentType; queue?: boolean; search?: string },
): Promise<{ rows: (PaymentView & { user_name: string; user_email: string })[]; total: number }> {
  const conditions: (SQL | undefined)[] = [typeCondition(input.paymentType)];
  if (input.queue)
    conditions.push(eq(paymentTransactions.bankStatus, "pending_verification"), eq(paymentTransactions.status, "processing"));
  if (input.search) {
    const term = `%${input.search.replace(/[%_\\]/g, "\\$&")}%`;
    conditions.push(sql`(${paymentTransactions.reference} ilike ${term} or ${users.email} ilike ${term} or ${users.name} ilike ${term})`);
  }
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: paymentTransactions, packageName: packages.name, userName: users.name, userEmail: users.email })
      .from(paymentTransactions)
      .innerJoin(packages, eq(packages.id, paymentTransactions.packageId))
      .innerJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where)
      .orderBy(input.queue ? paymentTransactions.receiptUploadedAt : desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .innerJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...paymentView(r.payment, r.packageName), user_name: r.userName, user_email: r.userEmail })),
    total: count?.total ?? 0,
  };
}

async function page(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: paymentTransactions, packageName: packages.name })
      .from(paymentTransactions)
      .innerJoin(packages, eq(packages.id, paymentTransactions.packageId))
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(where),
  ]);
  return { rows: rows.map((r) => paymentView(r.payment, r.packageName)), total: count?.total ?? 0 };
}

/** One payment the actor may see: their own, or any for staff. Others' answer NOT_FOUND. */
export async function getPayment(db: Db, input: { actor: Actor; transactionId: number }) {
  const scope = isAdmin(input.actor) ? undefined : eq(paymentTransactions.userId, input.actor.id);
  const [row] = await db
    .select({ payment: paymentTransactions, pkg: packages })
    .from(paymentTransactions)
    .innerJoin(packages, eq(packages.id, paymentTransactions.packageId))
    .where(and(eq(paymentTransactions.id, input.transactionId), scope));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
