import { eq, sql } from "drizzle-orm";
import { packages, paymentTransactions, userPackages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { staffPackageView } from "./staff-package-view.ts";

/**
 * Staff delete a package nobody ever held or paid for. A package in use answers
 * PACKAGE_IN_USE: it can only be deactivated, so its holders' periods and payments keep
 * their package. The check and the delete run in one statement, so a purchase that starts
 * meanwhile cannot lose its package.
 */
export async function deletePackage(db: Db, input: { actor: Actor; packageId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(packages).where(eq(packages.id, input.packageId)).for("update");
    if (!current) throw new AppError("NOT_FOUND");
    const [deleted] = await tx
      .delete(packages)
      .where(
        sql`${packages.id} = ${input.packageId}
          and not exists (select 1 from ${userPackages} where ${userPackages.packageId} = ${input.packageId})
          and not exists (select 1 from ${paymentTransactions} where ${paymentTransactions.packageId} = ${input.packageId})`,
      )
      .returning({ id: packages.id });
    if (!deleted) throw new AppError("PACKAGE_IN_USE");
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "package.delete",
      entityType: "package",
      entityId: input.packageId,
      before: staffPackageView(current),
    });
  });
}
