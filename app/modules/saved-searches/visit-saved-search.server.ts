import { and, eq, sql } from "drizzle-orm";
import { savedSearches } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** The member opens their saved search: its results page's address, and "new since your last visit" starts again from now. */
export async function visitSavedSearch(db: Db, input: { actor: Actor; id: number }): Promise<string> {
  const [row] = await db
    .update(savedSearches)
    .set({ lastVisitedAt: sql`now()` })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.actor.id)))
    .returning({ url: savedSearches.url });
  if (!row) throw new AppError("NOT_FOUND");
  return row.url;
}
