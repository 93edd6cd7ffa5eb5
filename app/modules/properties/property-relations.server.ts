import { eq, inArray } from "drizzle-orm";
import { categoryParameters, facilities, parameters, propertyFacilities, propertyParameters } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { filterColumnsFromParameters, type PropertyFilterColumns } from "./filter-columns.ts";

export interface ParameterAnswer {
  parameterId: number;
  value: string | string[];
}

/** One answer checked against its parameter's type: the stored text, or a dictionary key saying what is wrong. */
function checkAnswer(
  parameter: { typeOfParameter: string; typeValues: { value: string }[] },
  value: string | string[],
): { ok: true; stored: string } | { ok: false; key: string } {
  const allowed = new Set(parameter.typeValues.map((o) => o.value));
  if (parameter.typeOfParameter === "checkbox") {
    let values: unknown = value;
    if (typeof value === "string") {
      try {
        values = value.startsWith("[") ? JSON.parse(value) : value.split(",");
      } catch {
        return { ok: false, key: "invalidValue" };
      }
    }
    if (!Array.isArray(values) || values.some((v) => typeof v !== "string" || (allowed.size > 0 && !allowed.has(v))))
      return { ok: false, key: "invalidValue" };
    const chosen = (values as string[]).map((v) => v.trim()).filter(Boolean);
    return { ok: true, stored: chosen.length ? JSON.stringify(chosen) : "" };
  }
  if (Array.isArray(value)) return { ok: false, key: "invalidValue" };
  const text = value.trim();
  if (text === "") return { ok: true, stored: "" };
  if (parameter.typeOfParameter === "number") {
    const n = Number(text.replace(",", "."));
    return Number.isFinite(n) && n >= 0 ? { ok: true, stored: String(n) } : { ok: false, key: "parameterNumberInvalid" };
  }
  if ((parameter.typeOfParameter === "dropdown" || parameter.typeOfParameter === "radio") && allowed.size > 0 && !allowed.has(text)) {
    return { ok: false, key: "invalidValue" };
  }
  if (text.length > 2000) return { ok: false, key: "invalidValue" };
  return { ok: true, stored: text };
}

/**
 * Checks answers against the category's parameters (docs/architecture.md, "The API contract": admin-defined fields with a
 * type, options and a required flag) and returns them with their codes. Every answer must belong
 * to the category and fit its type; every required parameter needs an answer. Errors name the
 * field as `parameters.<id>`.
 */
export async function resolveParameters(
  db: Db,
  categoryId: number,
  answers: ParameterAnswer[],
): Promise<{ parameterId: number; code: string | null; value: string }[]> {
  const own = await db
    .select({
      id: parameters.id,
      code: parameters.code,
      typeOfParameter: parameters.typeOfParameter,
      typeValues: parameters.typeValues,
      isRequired: parameters.isRequired,
    })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(eq(categoryParameters.categoryId, categoryId));
  const byParameter = new Map(own.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  const stored = new Map<number, string>();
  for (const answer of answers) {
    const parameter = byParameter.get(answer.parameterId);
    if (!parameter) {
      fields.parameters ??= "invalidValue";
      continue;
    }
    const checked = checkAnswer(parameter, answer.value);
    if (checked.ok) stored.set(answer.parameterId, checked.stored);
    else fields[`parameters.${answer.parameterId}`] ??= checked.key;
  }
  for (const parameter of own) {
    if (
      parameter.isRequired &&
      parameter.typeOfParameter !== "file" &&
      !stored.get(parameter.id) &&
      !fields[`parameters.${parameter.id}`]
    ) {
      fields[`parameters.${parameter.id}`] = "parameterRequired";
    }
  }
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", { fields });
  return [...stored]
    .filter(([, value]) => value !== "")
    .map(([parameterId, value]) => ({ parameterId, code: byParameter.get(parameterId)?.code ?? null, value }));
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
  if (unique.length)
    await tx.insert(propertyFacilities).values(unique.map((f) => ({ propertyId, facilityId: f.facilityId, distance: f.distance })));
}

/** A parameter answer list read back from the database, for recomputing filter columns when the category changes. */
export async function currentAnswers(db: Db, propertyId: number): Promise<{ parameterId: number; code: string | null; value: string }[]> {
  return db
    .select({ parameterId: propertyParameters.parameterId, code: parameters.code, value: propertyParameters.value })
    .from(propertyParameters)
    .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
    .where(eq(propertyParameters.propertyId, propertyId));
}
