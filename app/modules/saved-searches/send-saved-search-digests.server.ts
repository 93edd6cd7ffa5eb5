import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { savedSearchAlerts, savedSearches } from "../../../db/schema/index.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import {
  alertsBySearch,
  deliverSavedSearchAlerts,
  searchesPerDelivery,
  selectAlertTargets,
  type AlertDeps,
  type PendingAlert,
} from "./deliver-saved-search-alerts.server.ts";

export type DigestFrequency = "daily" | "weekly";

/** How long after the last digest the next is due; an hour's slack lets a job that runs on the hour keep its time of day. */
const dueAfter: Record<DigestFrequency, string> = { daily: "23 hours", weekly: "167 hours" };

/**
 * Sends the daily or weekly digests that are due: for every live saved search of that frequency
 * whose last digest is a day (a week) old or that never had one, and that has alerts waiting,
 * one e-mail (and notification) with them, marked sent in the same transaction; the digest's
 * time is kept so the next waits its period. Run by `npm run alerts:digest -- --frequency=daily`
 * and hourly by the job runner; running it again straight away sends nothing more.
 */
export async function sendSavedSearchDigests(
  deps: AlertDeps,
  options: { frequency: DigestFrequency },
): Promise<{ searches: number; mailed: number }> {
  const due = await selectAlertTargets(
    deps.db,
    and(
      eq(savedSearches.frequency, options.frequency),
      eq(savedSearches.paused, false),
      or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, sql`now() - ${dueAfter[options.frequency]}::interval`)),
      sql`exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearches.id} and ${savedSearchAlerts.sentAt} is null)`,
    ),
  );
  let mailed = 0;
  const money = await getMoneyDisplay(deps.db);
  for (let start = 0; start < due.length; start += searchesPerDelivery) {
    const chunk = due.slice(start, start + searchesPerDelivery);
    const ids = chunk.map((t) => t.id);
    try {
      const waiting = await deps.db
        .select({
          savedSearchId: savedSearchAlerts.savedSearchId,
          propertyId: savedSearchAlerts.propertyId,
          kind: savedSearchAlerts.kind,
          oldPrice: savedSearchAlerts.oldPrice,
        })
        .from(savedSearchAlerts)
        .where(and(inArray(savedSearchAlerts.savedSearchId, ids), isNull(savedSearchAlerts.sentAt)))
        .orderBy(asc(savedSearchAlerts.createdAt));
      const alertsOf = alertsBySearch(waiting as (PendingAlert & { savedSearchId: number })[]);
      mailed += await deliverSavedSearchAlerts(
        deps,
        chunk.map((target) => ({
          target,
          alerts: alertsOf.get(target.id) ?? [],
          batchKey: `${options.frequency}:${(target.lastDigestAt ?? new Date(0)).getTime()}`,
        })),
        money,
      );
      await deps.db
        .update(savedSearches)
        .set({ lastDigestAt: sql`now()` })
        .where(inArray(savedSearches.id, ids));
    } catch (error) {
      deps.logger.warn({ err: error, savedSearchIds: ids }, "could not send saved searches' digests");
    }
  }
  if (mailed > 0) deps.mailQueue.kick();
  return { searches: due.length, mailed };
}
