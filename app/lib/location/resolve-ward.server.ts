import { eq } from "drizzle-orm";
import { provinces, wards } from "../../../db/schema/index.ts";
import type { Db } from "../db.server.ts";
import { AppError } from "../errors.ts";

/**
 * The one ward check of every form that picks a place (listings, projects, profiles): the code
 * must be a known ward; answers its name (copied onto the row for search and display) and its
 * province's name.
 */
export async function resolveWard(db: Db, wardCode: string): Promise<{ code: string; name: string; provinceName: string }> {
  const [row] = await db
    .select({ code: wards.code, name: wards.name, provinceName: provinces.name })
    .from(wards)
    .innerJoin(provinces, eq(provinces.code, wards.provinceCode))
    .where(eq(wards.code, wardCode));
  if (!row) throw new AppError("VALIDATION", { fields: { ward_code: "invalidValue" } });
  return row;
}
