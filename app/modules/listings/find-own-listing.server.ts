import { and, eq } from "drizzle-orm";
import { projects, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** The two kinds of listing an owner writes; both carry `id` and the owner's `userId`. */
export type ListingTable = typeof properties | typeof projects;

/**
 * The actor's own listing of either kind, found by id and owner in one query; anyone
 * else gets NOT_FOUND, so a stranger cannot tell a foreign listing from a missing one.
 */
export async function findOwnListing<T extends ListingTable>(
  db: Db,
  table: T,
  actor: Pick<Actor, "id">,
  id: number,
): Promise<T["$inferSelect"]> {
  const owned: ListingTable = table;
  const [row] = await db
    .select()
    .from(owned)
    .where(and(eq(owned.id, id), eq(owned.userId, actor.id)));
  if (!row) throw new AppError("NOT_FOUND");
  return row as T["$inferSelect"];
}
