import { and, eq } from "drizzle-orm";
import { categories } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";

/** The category must exist (the product's wording "Please select Category"). */
export async function assertCategory(db: Db, categoryId: number): Promise<void> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!row) throw new AppError("VALIDATION", { fields: { category_id: "categoryRequired" } });
}

export { resolveWard } from "../../lib/location/resolve-ward.server.ts";
