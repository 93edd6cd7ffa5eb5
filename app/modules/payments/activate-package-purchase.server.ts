import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { packages, paymentTransactions, userPackages } from "../../../db/schema/index.ts";
import { activePeriod } from "../packages/active-packages.server.ts";
import { extendListingsToPeriod } from "../packages/extend-listings.server.ts";
import { notifyOwner, queueOwnerMail, type NotifyDeps, type OwnerNotice } from "../notifications/notify-owner.server.ts";
import type { PaymentTransactionRow } from "./start-payment.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

const day = 86_400_000;

export interface ActivationResult {
  /** False when the transaction was not processing (already confirmed, failed, or absent): nothing changed; or when its payer deleted the account: the payment is recorded as paid and no package starts. */
  activated: boolean;
  transaction: PaymentTransactionRow | null;
}

/**
 * The one way a paid package starts: confirms a transaction and starts the user's package
 * period in one database transaction. The UPDATE's WHERE requires an online payment not yet
 * successful (a gateway's word that it took the money stands over an earlier failure) or a
 * bank transfer awaiting verification, so handling the same confirmation twice changes
 * nothing the second time.
 *
 * Renewal: the new period starts now, so its units are usable at once beside any still
 * running; it ends `durationDays` after the later of now and the end of the user's running
 * period of the same package, so renewing early loses no days. The owner's listings that
 * would end sooner run to the new period's end (expired ones come back).
 */
export async function activatePackagePurchase(
  deps: NotifyDeps,
  input: { transactionId: number; gatewayReference?: string | null; staffId?: number | null },
): Promise<ActivationResult> {
  const result = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [confirmed] = await tx
      .update(paymentTransactions)
      .set({
        status: "success",
        bankStatus: sql`case when ${paymentTransactions.bankStatus} is null then null else 'activated' end`,
        gatewayReference: input.gatewayReference ?? sql`${paymentTransactions.gatewayReference}`,
        decidedBy: input.staffId ?? null,
        confirmedAt: now,
        rejectReason: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentTransactions.id, input.transactionId),
          or(
            // An online payment: a gateway's confirmed success also stands over an earlier failure.
            and(isNull(paymentTransactions.bankStatus), inArray(paymentTransactions.status, ["processing", "fail"])),
            and(eq(paymentTransactions.status, "processing"), eq(paymentTransactions.bankStatus, "pending_verification")),
          ),
        ),
      )
      .returning();
    if (!confirmed) {
      const [current] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, input.transactionId));
      return { activated: false, transaction: current ?? null };
    }
    const audit = {
      actor: input.staffId ? { id: input.staffId } : null,
      action: input.staffId ? "payment.approve" : "payment.confirm",
      entityType: "payment",
      entityId: confirmed.id,
      before: "processing",
      after: "success",
    } as const;
    const payerId = confirmed.userId;
    // The payer deleted the account before the gateway's word came: the payment is recorded, no package starts.
    if (payerId === null) {
      await recordStaffAction(tx, audit);
      return { activated: false, transaction: confirmed };
    }
    const [pkg] = await tx.select().from(packages).where(eq(packages.id, confirmed.packageId));
    const [running] = await tx
      .select({ endsAt: userPackages.endsAt })
      .from(userPackages)
      .where(and(eq(userPackages.userId, payerId), eq(userPackages.packageId, confirmed.packageId), activePeriod()))
      .orderBy(desc(userPackages.endsAt))
      .limit(1);
    const from = running && running.endsAt > now ? running.endsAt : now;
    const [held] = await tx
      .insert(userPackages)
      .values({
        userId: payerId,
        packageId: confirmed.packageId,
        startsAt: now,
        endsAt: new Date(from.getTime() + pkg!.durationDays * day),
      })
      .returning();
    await extendListingsToPeriod(tx, { userId: payerId, pkg: pkg!, endsAt: held!.endsAt });
    const [linked] = await tx
      .update(paymentTransactions)
      .set({ userPackageId: held!.id })
      .where(eq(paymentTransactions.id, confirmed.id))
      .returning();
    await recordStaffAction(tx, audit);
    const packageNames: Record<string, string> = { vi: pkg!.name };
    for (const [lang, name] of Object.entries(pkg!.translations)) if (name) packageNames[lang] = name;
    const notice: OwnerNotice = {
      titleKey: "paymentActivatedTitle",
      bodyKey: "paymentActivatedBody",
      vars: { package: packageNames, reference: linked!.reference },
      url: "/user/transaction-history",
      type: "package",
    };
    await queueOwnerMail(tx, deps.env, payerId, notice);
    return { activated: true, transaction: linked!, notice };
  });
  if (result.activated && result.transaction?.userId && "notice" in result && result.notice) {
    await notifyOwner(deps, result.transaction.userId, result.notice);
  }
  return { activated: result.activated, transaction: result.transaction };
}
