import { and, eq } from "drizzle-orm";
import { properties, reportReasons, reports } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";
import type { AddReportInput } from "./report-schemas.ts";

/**
 * add_reports: the actor reports a public listing for a listed reason or in their own
 * words. One open report per user and listing: a second is refused until staff decide.
 */
export async function addReport(db: Db, actor: Actor, input: AddReportInput): Promise<{ id: number }> {
  const [listing] = await db
    .select({ id: properties.id, userId: properties.userId })
    .from(properties)
    .where(and(eq(properties.id, input.property_id), publicPropertyCondition()));
  if (!listing) throw new AppError("NOT_FOUND");
  const reasonId = input.reason_id === "other" || input.reason_id === undefined ? null : input.reason_id;
  if (reasonId !== null) {
    const [reason] = await db
      .select({ id: reportReasons.id })
      .from(reportReasons)
      .where(and(eq(reportReasons.id, reasonId), eq(reportReasons.isActive, true)));
    if (!reason) throw new AppError("VALIDATION", { fields: { reason_id: "reasonRequired" } });
  }
  const [row] = await db
    .insert(reports)
    .values({ userId: actor.id, propertyId: listing.id, reasonId, otherMessage: input.other_message ?? null })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (!row) throw new AppError("REPORT_ALREADY_OPEN");
  return { id: row.id };
}
