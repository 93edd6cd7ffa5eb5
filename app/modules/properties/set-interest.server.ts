import { and, eq } from "drizzle-orm";
import { propertyInterests } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { assertVisibleProperty } from "./set-favourite.server.ts";

/** Marks (type 1) or unmarks (type 0) the actor as interested in a listing (interested_users). */
export async function setInterest(
  db: Db,
  input: { actor: Actor; propertyId: number; interested: boolean },
): Promise<{ is_interested: boolean }> {
  const { actor, propertyId } = input;
  if (input.interested) {
    await assertVisibleProperty(db, actor, propertyId);
    await db.insert(propertyInterests).values({ userId: actor.id, propertyId }).onConflictDoNothing();
  } else {
    await db.delete(propertyInterests).where(and(eq(propertyInterests.userId, actor.id), eq(propertyInterests.propertyId, propertyId)));
  }
  return { is_interested: input.interested };
}
