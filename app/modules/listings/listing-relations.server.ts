import { and, eq } from "drizzle-orm";
import { categories, wards } from "../../../db/schema/index.ts";
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

/** The ward's name for a ward code (copied onto the row for search); the code must exist. */
export async function resolveWard(db: Db, wardCode: string): Promise<{ code: string; name: string }> {
  const [row] = await db.select({ code: wards.code, name: wards.name }).from(wards).where(eq(wards.code, wardCode));
  if (!row) throw new AppError("VALIDATION", { fields: { ward_code: "invalidValue" } });
  return row;
}
