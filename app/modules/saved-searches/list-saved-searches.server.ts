import { and, desc, eq, sql } from "drizzle-orm";
import { savedSearchAlerts, savedSearches } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { SavedSearchView } from "./saved-search-schema.ts";

export function toSavedSearchView(row: typeof savedSearches.$inferSelect, newSinceVisit: number): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    frequency: row.frequency,
    by_email: row.byEmail,
    by_push: row.byPush,
    paused: row.paused,
    new_since_visit: newSinceVisit,
    last_visited_at: row.lastVisitedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's saved searches, newest first, each with how many new matches were found since they last opened it. */
export async function listSavedSearches(db: Db, actor: Actor): Promise<SavedSearchView[]> {
  const rows = await db
    .select({
      search: savedSearches,
      fresh:
        sql<number>`(select count(*) from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearches.id} and ${savedSearchAlerts.kind} = 'new' and ${savedSearchAlerts.createdAt} > ${savedSearches.lastVisitedAt})`.mapWith(
          Number,
        ),
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, actor.id)))
    .orderBy(desc(savedSearches.id));
  return rows.map((r) => toSavedSearchView(r.search, r.fresh));
}
