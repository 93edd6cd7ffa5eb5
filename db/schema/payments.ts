import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { packages, userPackages } from "./packages.ts";

/** The ways to pay; bank transfer is checked by staff, the others by the gateway's signed confirmation. */
export const paymentMethods = ["bank_transfer", "vnpay", "stripe", "paypal", "paystack", "flutterwave"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Payment states (docs/product.md, "States"). */
export const paymentStatuses = ["processing", "success", "fail"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Bank-transfer states (docs/product.md, "States"): no receipt yet, receipt awaiting staff, receipt refused, package started. */
export const bankTransferStatuses = ["submitted", "pending_verification", "rejected", "activated"] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];

/**
 * One attempt to buy a package. `amount` is the package price in whole VND when the attempt
 * began; `chargedAmount` is what the gateway is asked for, in `currency`'s smallest unit
 * (equal to `amount` for VND), converted at `rateVnd` VND per one unit of `currency`.
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: serial().primaryKey(),
    /** The payer; null once the account is deleted (financial records are kept, the person's data is not). */
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    /** Our order reference: the bank-transfer note and the gateway's order id. */
    reference: text().notNull().unique(),
    method: text().$type<PaymentMethod>().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull().default("VND"),
    chargedAmount: bigint({ mode: "number" }).notNull(),
    rateVnd: bigint({ mode: "number" }),
    /** The gateway's own id for the payment (VNPay vnp_TransactionNo, a Stripe intent id, …). */
    gatewayReference: text(),
    status: text().$type<PaymentStatus>().notNull().default("processing"),
    bankStatus: text().$type<BankTransferStatus>(),
    /** Storage key of the uploaded bank-transfer receipt (under private/, never served at /media). */
    receiptFile: text(),
    receiptContentType: text(),
    receiptUploadedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    /** The package period the payment started, once confirmed. */
    userPackageId: integer().references(() => userPackages.id, { onDelete: "set null" }),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.bankStatus, t.receiptUploadedAt),
    // The staff dashboard sums confirmed revenue per day.
    index().on(t.confirmedAt),
    uniqueIndex()
      .on(t.method, t.gatewayReference)
      .where(sql`gateway_reference is not null`),
  ],
);

/** Outcomes of a gateway's confirmation (webhook, IPN, return check). */
export const paymentEventOutcomes = [
  "confirmed",
  "duplicate",
  "failed",
  "bad_signature",
  "amount_mismatch",
  "unknown_transaction",
] as const;
export type PaymentEventOutcome = (typeof paymentEventOutcomes)[number];

/** Every confirmation a gateway sent, kept whatever its outcome: the trail behind each state change. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial().primaryKey(),
    method: text().$type<PaymentMethod>().notNull(),
    transactionId: integer().references(() => paymentTransactions.id, { onDelete: "set null" }),
    reference: text(),
    outcome: text().$type<PaymentEventOutcome>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.transactionId), index().on(t.createdAt)],
);
