import { and, eq, inArray } from "drizzle-orm";
import { categories, categoryParameters, facilities, parameters, propertyFacilities, propertyParameters, wards } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { filterColumnsFromParameters, type PropertyFilterColumns } from "../properties/filter-columns.ts";

/** The category must exist (SPEC "Please select Category"). */
export async function assertCategory(db: Db, categoryId: number): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!row) throw new AppError("VALIDATION", { fields: { category_id: "categoryRequired" } });
}

/** The ward's name for a ward code (copied onto the row for search); the code must exist. */
export async function resolveWard(db: Db, wardCode: string): Promise<{ code: string; name: string }> {
  const [row] = await db.select({ code: wards.code, name: wards.name }).from(wards).where(eq(wards.code, wardCode));
  if (!row) throw new AppError("VALIDATION", { fields: { ward_code: "invalidValue" } });
  return row;
}

export interface ParameterAnswer {
  parameterId: number;
  value: string | string[];
}

/** Checks answers against the category's parameters and returns them with their codes. */
export async function resolveParameters(
  db: Db,
  categoryId: number,
  answers: ParameterAnswer[],
): Promise<{ parameterId: number; code: string | null; value: string }[]> {
  if (answers.length === 0) return [];
  const ids = [...new Set(answers.map((a) => a.parameterId))];
  const allowed = await db
    .select({ id: parameters.id, code: parameters.code })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(and(eq(categoryParameters.categoryId, categoryId), inArray(parameters.id, ids)));
  if (allowed.length !== ids.length) throw new AppError("VALIDATION", { fields: { parameters: "invalidValue" } });
  const codes = new Map(allowed.map((p) => [p.id, p.code]));
  const byId = new Map(answers.map((a) => [a.parameterId, Array.isArray(a.value) ? JSON.stringify(a.value) : a.value]));
  return [...byId].filter(([, value]) => value !== "").map(([parameterId, value]) => ({ parameterId, code: codes.get(parameterId) ?? null, value }));
}

export async function assertFacilities(db: Db, list: { facilityId: number }[]): Promise<void> {
  const ids = [...new Set(list.map((f) => f.facilityId))];
  if (ids.length === 0) return;
  const rows = await db.select({ id: facilities.id }).from(facilities).where(inArray(facilities.id, ids));
  if (rows.length !== ids.length) throw new AppError("VALIDATION", { fields: { facilities: "invalidValue" } });
}

/** Replaces a listing's answers inside `tx` and returns the filter columns copied from them. */
export async function writeParameters(
  tx: Db,
  propertyId: number,
  answers: { parameterId: number; code: string | null; value: string }[],
): Promise<PropertyFilterColumns> {
  await tx.delete(propertyParameters).where(eq(propertyParameters.propertyId, propertyId));
  if (answers.length) {
    await tx.insert(propertyParameters).values(answers.map((a) => ({ propertyId, parameterId: a.parameterId, value: a.value })));
  }
  return filterColumnsFromParameters(answers);
}

/** Replaces a listing's facility distances inside `tx`. */
export async function writeFacilities(tx: Db, propertyId: number, list: { facilityId: number; distance: number }[]): Promise<void> {
  await tx.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, propertyId));
  const unique = [...new Map(list.map((f) => [f.facilityId, f])).values()];
  if (unique.length) await tx.insert(propertyFacilities).values(unique.map((f) => ({ propertyId, facilityId: f.facilityId, distance: f.distance })));
}

/** A parameter answer list read back from the database, for recomputing filter columns when the category changes. */
export async function currentAnswers(db: Db, propertyId: number): Promise<{ parameterId: number; code: string | null; value: string }[]> {
  return db
    .select({ parameterId: propertyParameters.parameterId, code: parameters.code, value: propertyParameters.value })
    .from(propertyParameters)
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .where(eq(propertyParameters.propertyId, propertyId));
}
