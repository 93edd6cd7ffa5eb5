import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { packages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { slugify } from "../../lib/slug.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { packageColumns, type PackageDraft } from "./package-schemas.ts";
import { staffPackageView, type StaffPackageView } from "./staff-package-view.ts";

/**
 * Staff create a package (no id) or change one (id). Periods already held keep the
 * package's current terms: limits are read from the package, so a change applies to them
 * at once, and prices only to payments started afterwards. Audited with before and after.
 */
export async function savePackage(db: Db, input: { actor: Actor; draft: PackageDraft }): Promise<StaffPackageView> {
  const { actor, draft } = input;
  const columns = packageColumns(draft);
  return db.transaction(async (tx) => {
    if (draft.id === undefined) {
      const code = `${slugify(draft.name_en).slice(0, 40) || "package"}-${randomBytes(3).toString("hex")}`;
      const [created] = await tx
        .insert(packages)
        .values({ ...columns, code })
        .returning();
      const view = staffPackageView(created!);
      await recordStaffAction(tx, { actor, action: "package.create", entityType: "package", entityId: created!.id, after: view });
      return view;
    }
    const [current] = await tx.select().from(packages).where(eq(packages.id, draft.id)).for("update");
    if (!current) throw new AppError("NOT_FOUND");
    const [updated] = await tx.update(packages).set(columns).where(eq(packages.id, draft.id)).returning();
    const view = staffPackageView(updated!);
    await recordStaffAction(tx, {
      actor,
      action: "package.update",
      entityType: "package",
      entityId: updated!.id,
      before: staffPackageView(current),
      after: view,
    });
    return view;
  });
}
