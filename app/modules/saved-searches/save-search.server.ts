import { count, eq, sql } from "drizzle-orm";
import { savedSearches, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { maxSavedSearchesPerUser, type SaveSearchInput } from "./saved-search-schema.ts";
import { readSavedSearchFilters } from "./saved-search-filters.server.ts";

/**
 * Saves a results page's search for the member under a name, with its alert settings; the
 * filters are read from the address once, now. At most `maxSavedSearchesPerUser` each: the
 * count and the insert run in one transaction that locks the member's row.
 */
export async function saveSearch(db: Db, input: { actor: Actor } & SaveSearchInput): Promise<typeof savedSearches.$inferSelect> {
  const { url, filters } = await readSavedSearchFilters(db, input.url);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${input.actor.id} for update`);
    const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, input.actor.id));
    if ((held?.n ?? 0) >= maxSavedSearchesPerUser) throw new AppError("SAVED_SEARCH_LIMIT", { vars: { limit: maxSavedSearchesPerUser } });
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: input.actor.id,
        name: input.name,
        url,
        filters: filters as Record<string, unknown>,
        frequency: input.frequency,
        byEmail: input.by_email,
        byPush: input.by_push,
      })
      .returning();
    return row!;
  });
}
