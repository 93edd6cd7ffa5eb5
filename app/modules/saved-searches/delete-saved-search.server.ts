import { and, eq } from "drizzle-orm";
import { savedSearches } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** Deletes the member's own saved search and its alert log (404 for anyone else's). */
export async function deleteSavedSearch(db: Db, input: { actor: Actor; id: number }): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.actor.id)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND");
}
