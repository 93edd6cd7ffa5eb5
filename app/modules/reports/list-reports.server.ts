import { and, asc, count, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { properties, reportReasons, reports, users } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";

export interface ReportItem {
  id: number;
  status: string;
  reason: string | null;
  other_message: string | null;
  created_at: string;
  reporter: { id: number; name: string; email: string };
  property: { id: number; title: string; slug_id: string; request_status: string; owner_id: number | null; owner_name: string | null };
}

const owners = alias(users, "owners");

/** The staff's report queue: reports in one status (open by default), oldest first, with the listing and who reported it. */
export async function listReports(
  db: Db,
  input: { status?: "open" | "dismissed" | "actioned"; limit: number; offset: number; lang: LanguageCode },
): Promise<{ items: ReportItem[]; total: number }> {
  const where = eq(reports.status, input.status ?? "open");
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        report: reports,
        reason: reportReasons,
        reporter: { id: users.id, name: users.name, email: users.email },
        property: {
          id: properties.id,
          title: properties.title,
          slugId: properties.slugId,
          requestStatus: properties.requestStatus,
          ownerId: properties.userId,
        },
        ownerName: owners.name,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .innerJoin(properties, eq(properties.id, reports.propertyId))
      .leftJoin(owners, eq(owners.id, properties.userId))
      .leftJoin(reportReasons, eq(reportReasons.id, reports.reasonId))
      .where(and(where))
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  const items = rows.map((r) => ({
    id: r.report.id,
    status: r.report.status,
    reason: r.reason ? (input.lang !== "vi" ? r.reason.translations[input.lang] : undefined) || r.reason.reason : null,
    other_message: r.report.otherMessage,
    created_at: r.report.createdAt.toISOString(),
    reporter: r.reporter,
    property: {
      id: r.property.id,
      title: r.property.title,
      slug_id: r.property.slugId,
      request_status: r.property.requestStatus,
      owner_id: r.property.ownerId,
      owner_name: r.ownerName,
    },
  }));
  return { items, total: totals?.n ?? 0 };
}
