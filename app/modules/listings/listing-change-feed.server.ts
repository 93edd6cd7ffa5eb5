import { and, asc, eq, gt, sql } from "drizzle-orm";
import { jobCursors, propertyChanges } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";

/** The jobs that read listing changes, each from its own cursor. */
export const listingChangeJobs = ["favourite-watch", "saved-search-alerts"] as const;
export type ListingChangeJob = (typeof listingChangeJobs)[number];

export type ListingChange = typeof propertyChanges.$inferSelect;

/**
 * The next changes a job has not handled, oldest first, claimed for this caller: the job's
 * cursor moves past them in one conditional update, so when two processes read the same
 * batch only one gets it, and a restart goes on after the last claimed batch. A batch is
 * handled at most once (a crash while handling it loses the rest of it rather than sending
 * anything twice). Answers no changes when there are none or another process claimed them.
 */
export async function claimListingChanges(db: Db, job: ListingChangeJob, limit: number): Promise<ListingChange[]> {
  await db.insert(jobCursors).values({ name: job, lastId: 0 }).onConflictDoNothing();
  const [cursor] = await db.select({ lastId: jobCursors.lastId }).from(jobCursors).where(eq(jobCursors.name, job));
  const from = cursor?.lastId ?? 0;
  const changes = await db.select().from(propertyChanges).where(gt(propertyChanges.id, from)).orderBy(asc(propertyChanges.id)).limit(limit);
  if (changes.length === 0) return [];
  const claimed = await db
    .update(jobCursors)
    .set({ lastId: changes.at(-1)!.id, updatedAt: new Date() })
    .where(and(eq(jobCursors.name, job), eq(jobCursors.lastId, from)))
    .returning({ name: jobCursors.name });
  return claimed.length ? changes : [];
}

/** Moves every job past the changes that exist now (the demo city's backdated history is not news). */
export async function skipListingChanges(db: Db): Promise<void> {
  const [last] = await db.select({ id: sql<number>`coalesce(max(${propertyChanges.id}), 0)`.mapWith(Number) }).from(propertyChanges);
  for (const name of listingChangeJobs) {
    await db
      .insert(jobCursors)
      .values({ name, lastId: last!.id })
      .onConflictDoUpdate({ target: jobCursors.name, set: { lastId: last!.id, updatedAt: new Date() } });
  }
}
