import { and, eq, inArray } from "drizzle-orm";
import { categories, facilities, personalisedInterests } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { PersonalisedFields } from "./personalised-fields-schema.ts";

/** The actor's saved preference, or null when none is saved. */
export async function getPersonalisedFields(db: Db, actor: Actor): Promise<PersonalisedFields | null> {
  const [row] = await db.select().from(personalisedInterests).where(eq(personalisedInterests.userId, actor.id));
  if (!row) return null;
  return {
    categoryIds: row.categoryIds,
    facilityIds: row.facilityIds,
    minPrice: row.minPrice,
    maxPrice: row.maxPrice,
    propertyType: row.propertyType,
    city: row.city,
  };
}

/** Saves (replaces) the actor's preference; every category and facility must exist. */
export async function savePersonalisedFields(db: Db, input: { actor: Actor; fields: PersonalisedFields }): Promise<PersonalisedFields> {
  const { fields } = input;
  if (fields.categoryIds.length) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(inArray(categories.id, fields.categoryIds), eq(categories.isActive, true)));
    if (found.length !== fields.categoryIds.length) throw new AppError("VALIDATION", { fields: { category_ids: "categoryRequired" } });
  }
  if (fields.facilityIds.length) {
    const found = await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, fields.facilityIds));
    if (found.length !== fields.facilityIds.length)
      throw new AppError("VALIDATION", { fields: { outdoor_facilitiy_ids: "facilityUnknown" } });
  }
  const values = { ...fields, updatedAt: new Date() };
  await db
    .insert(personalisedInterests)
    .values({ userId: input.actor.id, ...values })
    .onConflictDoUpdate({ target: personalisedInterests.userId, set: values });
  return fields;
}

/** Removes the actor's preference; true when there was one. */
export async function removePersonalisedFields(db: Db, actor: Actor): Promise<boolean> {
  const removed = await db
    .delete(personalisedInterests)
    .where(eq(personalisedInterests.userId, actor.id))
    .returning({ id: personalisedInterests.userId });
  return removed.length > 0;
}
