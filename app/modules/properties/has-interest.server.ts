import { and, eq } from "drizzle-orm";
import { propertyInterests } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";

/** Whether the actor marked the listing "Quan tâm" (interested_users); never for a visitor. */
export async function hasInterest(db: Db, actor: Actor | null, propertyId: number): Promise<boolean> {
  if (!actor) return false;
  const [row] = await db
    .select({ userId: propertyInterests.userId })
    .from(propertyInterests)
    .where(and(eq(propertyInterests.userId, actor.id), eq(propertyInterests.propertyId, propertyId)));
  return Boolean(row);
}
