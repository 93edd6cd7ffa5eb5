import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { advertisements, projects, properties, type FeatureTarget } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { assertPackageAvailable, consumePackageUnit } from "../packages/check-package-limit.server.ts";
import { initialRequestStatus } from "./listing-policy.server.ts";
import { isStaffWrite, writableRow, type ListingWriter } from "./listing-scope.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

export interface FeatureListingInput extends ListingWriter {
  featureFor: FeatureTarget;
  propertyId?: number;
  projectId?: number;
}

const featureUnit = { property: "property_feature", project: "project_feature" } as const;

/**
 * A feature request (store_advertisement) for the owner's approved, active listing or
 * project: one property_feature / project_feature unit spent in the same transaction
 * (row-locked). It waits for staff unless auto-approved; approved, the target is featured
 * until the paying package ends. One open request per target (ALREADY_FEATURED). An admin
 * acting as staff features anyone's listing at once, for thirty days, audited.
 */
export async function featureListing(db: Db, input: FeatureListingInput): Promise<typeof advertisements.$inferSelect> {
  const { actor, featureFor } = input;
  const targetId = featureFor === "property" ? input.propertyId : input.projectId;
  if (targetId === undefined)
    throw new AppError("VALIDATION", { fields: { [featureFor === "property" ? "property_id" : "project_id"]: "invalidValue" } });
  const table = featureFor === "property" ? properties : projects;
  const [target] = await db
    .select({ id: table.id, userId: table.userId, requestStatus: table.requestStatus, status: table.status, expiresAt: table.expiresAt })
    .from(table)
    .where(writableRow(table, input, targetId));
  if (!target) throw new AppError("NOT_FOUND");
  if (target.requestStatus !== "approved" || target.status !== "active" || (target.expiresAt && target.expiresAt.getTime() <= Date.now())) {
    throw new AppError("NOT_FEATURABLE");
  }
  const unit = featureUnit[featureFor];
  await assertPackageAvailable(db, actor, unit);
  const status = await initialRequestStatus(db, actor);
  const targetColumn = featureFor === "property" ? advertisements.propertyId : advertisements.projectId;

  return db.transaction(async (tx) => {
    // The target row lock serialises requests for one listing, so only one can be open.
    await tx.select({ id: table.id }).from(table).where(eq(table.id, targetId)).for("update");
    const [open] = await tx
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(
        and(
          eq(targetColumn, targetId),
          or(
            eq(advertisements.status, "pending"),
            and(eq(advertisements.status, "approved"), or(isNull(advertisements.endsAt), gt(advertisements.endsAt, sql`now()`))),
          ),
        ),
      );
    if (open) throw new AppError("ALREADY_FEATURED");
    const held = await consumePackageUnit(tx, actor, unit);
    const approved = status === "approved";
    const startsAt = approved ? new Date() : null;
    const endsAt = approved ? (held?.endsAt ?? new Date(Date.now() + 30 * 86_400_000)) : null;
    const [row] = await tx
      .insert(advertisements)
      .values({
        userId: actor.id,
        featureFor,
        propertyId: featureFor === "property" ? targetId : null,
        projectId: featureFor === "project" ? targetId : null,
        userPackageId: held?.id ?? null,
        status,
        startsAt,
        endsAt,
      })
      .returning();
    if (approved) await tx.update(table).set({ featuredUntil: endsAt }).where(eq(table.id, targetId));
    if (isStaffWrite(input, target.userId)) {
      await recordStaffAction(tx, {
        actor,
        action: `${featureFor}.feature`,
        entityType: featureFor,
        entityId: targetId,
        before: null,
        after: { status, endsAt: endsAt?.toISOString() ?? null },
      });
    }
    return row!;
  });
}
