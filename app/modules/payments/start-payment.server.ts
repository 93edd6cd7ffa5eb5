import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { packages, paymentTransactions, type PaymentMethod } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { isConvertingGateway } from "./gateway-currency.ts";
import { chargeFor, enabledMethods, getPaymentConfig } from "./payment-settings.server.ts";

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

// No 0/O or 1/I: the reference is typed by hand into banking apps.
const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A fresh order reference: "ND" and ten letters or digits, fit for a bank-transfer note and a gateway order id. */
export function newPaymentReference(): string {
  let out = "ND";
  for (let i = 0; i < 10; i += 1) out += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return out;
}

/**
 * Opens a payment for a paid package by an enabled method: the transaction is processing
 * (and, for a bank transfer, submitted) until the gateway or staff confirm it. The amount is
 * the package's price in whole VND now; a gateway that cannot charge VND is asked for it in
 * the currency and at the rate staff set, kept on the transaction (chargedAmount in the
 * currency's smallest unit, rateVnd).
 */
export async function startPayment(
  db: Db,
  input: { actor: Actor; packageId: number; method: PaymentMethod; expectedAmount?: number },
): Promise<PaymentTransactionRow> {
  const [pkg] = await db
    .select({ id: packages.id, price: packages.price })
    .from(packages)
    .where(and(eq(packages.id, input.packageId), eq(packages.isActive, true)));
  if (!pkg) throw new AppError("NOT_FOUND");
  if (pkg.price <= 0) throw new AppError("VALIDATION", { fields: { package_id: "freePackageNoPayment" } });
  // A caller that names the amount (GET paypal) must name the price as it is now.
  if (input.expectedAmount !== undefined && input.expectedAmount !== pkg.price)
    throw new AppError("VALIDATION", { fields: { amount: "paymentAmountMismatch" } });
  const config = await getPaymentConfig(db);
  const methods = enabledMethods(config);
  if (methods.length === 0) throw new AppError("NO_PAYMENT_METHOD");
  if (!methods.includes(input.method)) throw new AppError("PAYMENT_METHOD_DISABLED");
  const terms = isConvertingGateway(input.method) ? config[input.method] : null;
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      userId: input.actor.id,
      packageId: pkg.id,
      reference: newPaymentReference(),
      method: input.method,
      amount: pkg.price,
      currency: terms ? terms.currency : "VND",
      chargedAmount: terms ? chargeFor(pkg.price, terms).amount : pkg.price,
      rateVnd: terms ? terms.rateVnd : null,
      bankStatus: input.method === "bank_transfer" ? "submitted" : null,
    })
    .returning();
  return row!;
}
