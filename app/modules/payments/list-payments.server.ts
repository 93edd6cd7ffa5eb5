import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import {
  packages,
  paymentEvents,
  paymentStatuses,
  paymentTransactions,
  users,
  type PaymentMethod,
  type PaymentStatus,
} from "../../../db/schema/index.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { packageName } from "../packages/list-packages.server.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { paymentView, type PaymentType, type PaymentView } from "./payment-view.ts";

function typeCondition(type: PaymentType | undefined): SQL | undefined {
  if (type === "bank_transfer") return eq(paymentTransactions.method, "bank_transfer");
  if (type === "online") return ne(paymentTransactions.method, "bank_transfer");
  return undefined;
}

/** get_payment_details: the actor's own payments, newest first, filtered by type; package names in `lang`. */
export async function listMyPayments(
  db: Db,
  input: { actor: Actor; offset: number; limit: number; paymentType?: PaymentType; lang: LanguageCode },
): Promise<{ rows: PaymentView[]; total: number }> {
  const where = and(eq(paymentTransactions.userId, input.actor.id), typeCondition(input.paymentType));
  return page(db, where, input.offset, input.limit, input.lang);
}

/** The staff filters over payments; dates are calendar days in Vietnam (UTC+7), both ends included. */
export interface StaffPaymentFilters {
  paymentType?: PaymentType;
  method?: PaymentMethod;
  status?: PaymentStatus;
  /** Bank transfers awaiting verification (the receipts queue). */
  queue?: boolean;
  /** A reference, or the payer's name or e-mail. */
  search?: string;
  userId?: number;
  from?: string;
  to?: string;
}

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`;

function staffConditions(input: StaffPaymentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [typeCondition(input.paymentType)];
  if (input.method) conditions.push(eq(paymentTransactions.method, input.method));
  if (input.status) conditions.push(eq(paymentTransactions.status, input.status));
  if (input.userId) conditions.push(eq(paymentTransactions.userId, input.userId));
  if (input.from) conditions.push(sql`${paymentTransactions.createdAt} >= ${dayStart(input.from)}`);
  if (input.to) conditions.push(sql`${paymentTransactions.createdAt} < ${dayStart(input.to)} + interval '1 day'`);
  if (input.queue)
    conditions.push(eq(paymentTransactions.bankStatus, "pending_verification"), eq(paymentTransactions.status, "processing"));
  if (input.search) {
    const term = `%${input.search.replace(/[%_\\]/g, "\\$&")}%`;
    conditions.push(sql`(${paymentTransactions.reference} ilike ${term} or ${users.email} ilike ${term} or ${users.name} ilike ${term})`);
  }
  return and(...conditions);
}

/** Staff: every payment matching the filters, newest first (the receipts queue: oldest receipt first). */
export async function listPaymentsForStaff(
  db: Db,
  input: StaffPaymentFilters & { offset: number; limit: number; lang?: LanguageCode },
): Promise<{ rows: (PaymentView & { user_name: string; user_email: string })[]; total: number }> {
  const where = staffConditions(input);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        payment: paymentTransactions,
        pkg: { name: packages.name, translations: packages.translations },
        userName: users.name,
        userEmail: users.email,
      })
      .from(paymentTransactions)
      .innerJoin(packages, eq(packages.id, paymentTransactions.packageId))
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where)
      .orderBy(input.queue ? paymentTransactions.receiptUploadedAt : desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .offset(input.offset)
      .limit(input.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...paymentView(r.payment, packageName(r.pkg, input.lang ?? "vi")),
      // A deleted account's payments stay (financial records); its person is gone.
      user_name: r.userName ?? "",
      user_email: r.userEmail ?? "",
    })),
    total: count?.total ?? 0,
  };
}

/** Staff: how many payments match the filters and their sum in whole VND, per payment state. */
export async function totalPaymentsForStaff(
  db: Db,
  input: StaffPaymentFilters,
): Promise<Record<PaymentStatus, { count: number; amount: number }>> {
  const rows = await db
    .select({
      status: paymentTransactions.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)::text`,
    })
    .from(paymentTransactions)
    .leftJoin(users, eq(users.id, paymentTransactions.userId))
    .where(staffConditions(input))
    .groupBy(paymentTransactions.status);
  const totals = Object.fromEntries(paymentStatuses.map((status) => [status, { count: 0, amount: 0 }])) as Record<
    PaymentStatus,
    { count: number; amount: number }
  >;
  for (const row of rows) totals[row.status] = { count: row.count, amount: Number(row.amount) };
  return totals;
}

/** Staff: one payment with its payer and every gateway confirmation kept for it, oldest first. */
export async function getPaymentForStaff(db: Db, input: { transactionId: number; lang: LanguageCode }) {
  const [row] = await db
    .select({ payment: paymentTransactions, pkg: packages, userName: users.name, userEmail: users.email })
    .from(paymentTransactions)
    .innerJoin(packages, eq(packages.id, paymentTransactions.packageId))
    .leftJoin(users, eq(users.id, paymentTransactions.userId))
    .where(eq(paymentTransactions.id, input.transactionId));
  if (!row) throw new AppError("NOT_FOUND");
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.transactionId, input.transactionId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  return {
    ...paymentView(row.payment, packageName(row.pkg, input.lang)),
    user_name: row.userName ?? "",
    user_email: row.userEmail ?? "",
    gateway_reference: row.payment.gatewayReference,
    events: events.map((event) => ({
      id: event.id,
      method: event.method,
      outcome: event.outcome,
      payload: event.payload,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

async function page(db: Db, where: SQL | undefined, offset: number, limit: number, lang: LanguageCode) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: paymentTransactions, pkg: { name: packages.name, translations: packages.translations } })
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
  return { rows: rows.map((r) => paymentView(r.payment, packageName(r.pkg, lang))), total: count?.total ?? 0 };
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
