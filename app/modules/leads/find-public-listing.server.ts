import { and, eq } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";

/** A public listing's id, title and slug, for the inquiry and report pages. */
export async function findPublicListing(db: Db, slug: string): Promise<{ id: number; title: string; slugId: string } | null> {
  const [row] = await db
    .select({ id: properties.id, title: properties.title, slugId: properties.slugId })
    .from(properties)
    .where(and(eq(properties.slugId, slug), publicPropertyCondition()));
  return row ?? null;
}
