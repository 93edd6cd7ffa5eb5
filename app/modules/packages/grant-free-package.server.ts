import { and, asc, eq } from "drizzle-orm";
import { packages } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { startPackagePeriod } from "./assign-package.server.ts";

/**
 * Starts the free package for a new account, so a newcomer may post at once. The free
 * package is the first active one priced 0; an install without one grants nothing.
 */
export async function grantFreePackage(db: Db, userId: number): Promise<void> {
  const [free] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.isActive, true), eq(packages.price, 0)))
    .orderBy(asc(packages.sequence), asc(packages.id))
    .limit(1);
  if (free) await startPackagePeriod(db, userId, free);
}
