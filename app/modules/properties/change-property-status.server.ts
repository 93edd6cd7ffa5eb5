import { and, eq } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { OwnerListingStatus } from "./property-schemas.ts";

/**
 * The owner's own status switch (change-property-status): active ⇄ inactive, and sold
 * (listings for sale) or rented (listings for rent). Staff review is separate
 * (request_status). Anyone but the owner gets NOT_FOUND.
 */
export async function changePropertyStatus(
  db: Db,
  input: { actor: Actor; propertyId: number; status: OwnerListingStatus },
): Promise<{ id: number; status: OwnerListingStatus }> {
  const own = and(eq(properties.id, input.propertyId), eq(properties.userId, input.actor.id));
  const [row] = await db.select({ propertyType: properties.propertyType }).from(properties).where(own);
  if (!row) throw new AppError("NOT_FOUND");
  if ((input.status === "sold" && row.propertyType !== "sell") || (input.status === "rented" && row.propertyType !== "rent")) {
    throw new AppError("VALIDATION", { fields: { status: "invalidValue" } });
  }
  await db.update(properties).set({ status: input.status, updatedAt: new Date() }).where(own);
  return { id: input.propertyId, status: input.status };
}
