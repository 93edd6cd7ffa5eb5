import { and, eq } from "drizzle-orm";
import { properties, reports } from "../../../db/schema/index.ts";
import { isStaff, type Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import { moderateListing } from "../moderation/moderate-listing.server.ts";
import { setUserActive } from "../users/set-user-active.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

export type ReportDecision = "dismiss" | "unpublish" | "deactivate";

/**
 * A staff decision on an open report: dismiss it; unpublish the listing with a reason its
 * owner sees (the moderation decision, told to the owner); or deactivate the owner. The
 * listing's other open reports close with it. Every decision is in the audit log.
 */
export async function decideReport(
  services: Pick<Services, "db" | "env" | "events" | "logger" | "mailQueue">,
  input: { actor: Actor; id: number; decision: ReportDecision; reason?: string },
): Promise<{ id: number; status: "dismissed" | "actioned" }> {
  if (!isStaff(input.actor)) throw new AppError("FORBIDDEN");
  const reason = input.reason?.trim() || null;
  const [report] = await services.db
    .select({ id: reports.id, propertyId: reports.propertyId, ownerId: properties.userId })
    .from(reports)
    .innerJoin(properties, eq(properties.id, reports.propertyId))
    .where(and(eq(reports.id, input.id), eq(reports.status, "open")));
  if (!report) throw new AppError("NOT_FOUND");

  if (input.decision === "unpublish") {
    if (!reason) throw new AppError("VALIDATION", { fields: { reason: "reasonTextRequired" } });
    await moderateListing(services, { actor: input.actor, kind: "property", id: report.propertyId, decision: "reject", reason });
  } else if (input.decision === "deactivate") {
    if (report.ownerId === null) throw new AppError("USER_NOT_FOUND");
    await setUserActive(services, { actor: input.actor, userId: report.ownerId, active: false, reason: reason ?? undefined });
  }
  const status = input.decision === "dismiss" ? "dismissed" : "actioned";
  await services.db.transaction(async (tx) => {
    const closing = input.decision === "dismiss" ? eq(reports.id, report.id) : eq(reports.propertyId, report.propertyId);
    await tx
      .update(reports)
      .set({ status, handledById: input.actor.id, handledAt: new Date() })
      .where(and(closing, eq(reports.status, "open")));
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `report.${input.decision}`,
      entityType: "report",
      entityId: report.id,
      before: "open",
      after: status,
      reason,
    });
  });
  return { id: report.id, status };
}
