import { and, eq, ne } from "drizzle-orm";
import { packages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * Staff take a package off sale (or put it back). An inactive package is neither listed nor
 * sold; periods already held run to their end. Setting the state it already has changes
 * nothing and writes no audit entry.
 */
export async function setPackageActive(
  db: Db,
  input: { actor: Actor; packageId: number; isActive: boolean },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(packages)
      .set({ isActive: input.isActive })
      .where(and(eq(packages.id, input.packageId), ne(packages.isActive, input.isActive)))
      .returning({ id: packages.id });
    if (!changed) {
      const [exists] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, input.packageId));
      if (!exists) throw new AppError("NOT_FOUND");
      return { changed: false };
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: input.isActive ? "package.activate" : "package.deactivate",
      entityType: "package",
      entityId: input.packageId,
      before: input.isActive ? "inactive" : "active",
      after: input.isActive ? "active" : "inactive",
    });
    return { changed: true };
  });
}
