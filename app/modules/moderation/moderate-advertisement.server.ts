import { eq } from "drizzle-orm";
import { advertisements, projects, properties, userPackages } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { refundPackageUnit } from "../packages/check-package-limit.server.ts";
import type { Decision } from "./moderate-listing.server.ts";
import { notifyOwner, queueOwnerMail, type NotifyDeps, type OwnerNotice } from "../notifications/notify-owner.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { formatDate } from "../../lib/format/format-date.ts";

const day = 86_400_000;

/**
 * A staff decision on a pending feature request. Approved: the target is featured from now
 * until the paying package ends. Rejected (with a reason): the feature unit goes back to
 * that package. Change, refund and audit record are one transaction; the owner is told after.
 */
export async function moderateAdvertisement(
  deps: NotifyDeps,
  input: { actor: Actor; id: number; decision: Decision; reason?: string },
): Promise<{ id: number; status: string; ends_at: string | null }> {
  const reason = input.reason?.trim() || null;
  if (input.decision === "reject" && !reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
  const after = input.decision === "approve" ? "approved" : "rejected";
  const result = await deps.db.transaction(async (tx) => {
    const [ad] = await tx.select().from(advertisements).where(eq(advertisements.id, input.id)).for("update");
    if (!ad) throw new AppError("NOT_FOUND");
    if (ad.status !== "pending") throw new AppError("ALREADY_DECIDED");
    const table = ad.featureFor === "property" ? properties : projects;
    const targetId = (ad.featureFor === "property" ? ad.propertyId : ad.projectId)!;
    const [target] = await tx.select({ title: table.title, slugId: table.slugId }).from(table).where(eq(table.id, targetId));
    let endsAt: Date | null = null;
    if (after === "approved") {
      const [held] = ad.userPackageId
        ? await tx.select({ endsAt: userPackages.endsAt }).from(userPackages).where(eq(userPackages.id, ad.userPackageId))
        : [];
      endsAt = held?.endsAt ?? new Date(Date.now() + 30 * day);
      await tx
        .update(advertisements)
        .set({ status: after, startsAt: new Date(), endsAt, updatedAt: new Date() })
        .where(eq(advertisements.id, ad.id));
      await tx.update(table).set({ featuredUntil: endsAt }).where(eq(table.id, targetId));
    } else {
      await tx
        .update(advertisements)
        .set({ status: after, rejectReason: reason, updatedAt: new Date() })
        .where(eq(advertisements.id, ad.id));
      if (ad.userPackageId)
        await refundPackageUnit(tx, ad.userPackageId, ad.featureFor === "property" ? "property_feature" : "project_feature");
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `advertisement.${input.decision}`,
      entityType: "advertisement",
      entityId: ad.id,
      before: ad.status,
      after: after,
      reason,
    });
    const notice: OwnerNotice = {
      titleKey: after === "approved" ? "advertisementApprovedTitle" : "advertisementRejectedTitle",
      bodyKey: after === "approved" ? "advertisementApprovedBody" : "advertisementRejectedBody",
      vars: {
        title: target?.title ?? "",
        reason: reason ?? "",
        date: endsAt ? formatDate(endsAt, "vi") : "",
      },
      url: "/user/advertisement",
      type: "advertisement",
    };
    await queueOwnerMail(tx, deps.env, ad.userId, notice);
    return { ad, endsAt, notice };
  });
  await notifyOwner(deps, result.ad.userId, result.notice);
  return { id: result.ad.id, status: after, ends_at: result.endsAt?.toISOString() ?? null };
}
