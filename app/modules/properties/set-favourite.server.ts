import { and, eq, or, sql } from "drizzle-orm";
import { favourites, properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";

/** A listing the actor may see: public, or their own. */
export async function assertVisibleProperty(db: Db, actor: Actor, propertyId: number): Promise<void> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), or(publicPropertyCondition(), eq(properties.userId, actor.id))));
  if (!row) throw new AppError("NOT_FOUND");
}

/**
 * Adds (like) or removes a favourite (add_favourite, type 1 or 0) and keeps the listing's
 * like count in step, in one transaction. Repeating either is harmless.
 */
export async function setFavourite(
  db: Db,
  input: { actor: Actor; propertyId: number; like: boolean },
): Promise<{ is_favourite: boolean; total_likes: number }> {
  const { actor, propertyId } = input;
  if (input.like) await assertVisibleProperty(db, actor, propertyId);
  return db.transaction(async (tx) => {
    const changed = input.like
      ? await tx.insert(favourites).values({ userId: actor.id, propertyId }).onConflictDoNothing().returning({ id: favourites.propertyId })
      : await tx
          .delete(favourites)
          .where(and(eq(favourites.userId, actor.id), eq(favourites.propertyId, propertyId)))
          .returning({ id: favourites.propertyId });
    const delta = changed.length === 0 ? 0 : input.like ? 1 : -1;
    const [row] = await tx
      .update(properties)
      .set({ totalLikes: sql`greatest(${properties.totalLikes} + ${delta}, 0)` })
      .where(eq(properties.id, propertyId))
      .returning({ totalLikes: properties.totalLikes });
    return { is_favourite: input.like, total_likes: row?.totalLikes ?? 0 };
  });
}
