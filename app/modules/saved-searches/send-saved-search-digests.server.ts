import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { savedSearchAlerts, savedSearches, users } from "../../../db/schema/index.ts";
import type { AlertKind } from "./alert-mail.ts";
import { getMoneyDisplay } from "../settings/get-shell-settings.server.ts";
import { deliverSavedSearchAlerts, type AlertDeps } from "./deliver-saved-search-alerts.server.ts";

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
  const due = await deps.db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      url: savedSearches.url,
      byEmail: savedSearches.byEmail,
      byPush: savedSearches.byPush,
      email: users.email,
      language: users.language,
      lastDigestAt: savedSearches.lastDigestAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.frequency, options.frequency),
        eq(savedSearches.paused, false),
        eq(users.banned, false),
        or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, sql`now() - ${dueAfter[options.frequency]}::interval`)),
        sql`exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearches.id} and ${savedSearchAlerts.sentAt} is null)`,
      ),
    );
  let mailed = 0;
  const money = await getMoneyDisplay(deps.db);
  for (const target of due) {
    try {
      const waiting = await deps.db
        .select({ propertyId: savedSearchAlerts.propertyId, kind: savedSearchAlerts.kind, oldPrice: savedSearchAlerts.oldPrice })
        .from(savedSearchAlerts)
        .where(and(eq(savedSearchAlerts.savedSearchId, target.id), isNull(savedSearchAlerts.sentAt)))
        .orderBy(asc(savedSearchAlerts.createdAt));
      const stamp = (target.lastDigestAt ?? new Date(0)).getTime();
      if (
        await deliverSavedSearchAlerts(
          deps,
          target,
          waiting as { propertyId: number; kind: AlertKind; oldPrice: number | null }[],
          `${options.frequency}:${stamp}`,
          money,
        )
      )
        mailed++;
      await deps.db
        .update(savedSearches)
        .set({ lastDigestAt: sql`now()` })
        .where(inArray(savedSearches.id, [target.id]));
    } catch (error) {
      deps.logger.warn({ err: error, savedSearchId: target.id }, "could not send a saved search's digest");
    }
  }
  if (mailed > 0) deps.mailQueue.kick();
  return { searches: due.length, mailed };
}
