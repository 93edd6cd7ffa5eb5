import { and, eq } from "drizzle-orm";
import { properties } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { publicPropertyCondition } from "../listings/public-property-condition.server.ts";

/** The public listing an inquiry is about, by its slug; null when it is not (or no longer) public. */
export async function findInquiryListing(
  db: Db,
  slug: string | null | undefined,
): Promise<{ id: number; slug: string; title: string } | null> {
  if (!slug) return null;
  const [row] = await db
    .select({ id: properties.id, slug: properties.slugId, title: properties.title })
    .from(properties)
    .where(and(eq(properties.slugId, slug), publicPropertyCondition()))
    .limit(1);
  return row ?? null;
}
