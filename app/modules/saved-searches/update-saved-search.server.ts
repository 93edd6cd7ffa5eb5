import { and, eq } from "drizzle-orm";
import { savedSearches } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { UpdateSavedSearchInput } from "./saved-search-schema.ts";

/** Renames, pauses or resumes a saved search, or changes how often and how it alerts; only the member's own (404 otherwise). */
export async function updateSavedSearch(
  db: Db,
  input: { actor: Actor } & UpdateSavedSearchInput,
): Promise<typeof savedSearches.$inferSelect> {
  const changes: Partial<typeof savedSearches.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.frequency !== undefined) changes.frequency = input.frequency;
  if (input.by_email !== undefined) changes.byEmail = input.by_email;
  if (input.by_push !== undefined) changes.byPush = input.by_push;
  if (input.paused !== undefined) changes.paused = input.paused;
  const where = and(eq(savedSearches.id, input.id), eq(savedSearches.userId, input.actor.id));
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(savedSearches).set(changes).where(where).returning()
      : await db.select().from(savedSearches).where(where);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}
