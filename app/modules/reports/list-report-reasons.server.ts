import { asc, eq } from "drizzle-orm";
import { reportReasons } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";

export interface ReportReasonView {
  id: number;
  reason: string;
}

/** get_report_reasons: the active reasons in the staff's order, in the request's language. */
export async function listReportReasons(db: Db, lang: LanguageCode): Promise<ReportReasonView[]> {
  const rows = await db
    .select()
    .from(reportReasons)
    .where(eq(reportReasons.isActive, true))
    .orderBy(asc(reportReasons.sequence), asc(reportReasons.id));
  return rows.map((r) => ({ id: r.id, reason: (lang !== "vi" ? r.translations[lang] : undefined) || r.reason }));
}
