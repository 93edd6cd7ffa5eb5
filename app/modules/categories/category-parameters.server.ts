import { and, asc, eq, notInArray } from "drizzle-orm";
import { categories, categoryParameters, parameters } from "../../../db/schema/index.ts";
import { isAdmin, type Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localized } from "../../lib/i18n/localize.ts";
import { dropHomeCaches } from "../../lib/home-cache.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

export interface CategoryParameterRow {
  id: number;
  name: string;
  kind: string;
  isRequired: boolean;
}

function assertAdmin(actor: Actor): void {
  if (!isAdmin(actor)) throw new AppError("FORBIDDEN");
}

async function categoryName(db: Db, categoryId: number, lang: LanguageCode): Promise<string> {
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw new AppError("NOT_FOUND");
  return localized(category.name, category.translations, lang);
}

/** A category's parameters in their order, and the parameters it could take besides. */
export async function listCategoryParameters(
  db: Db,
  input: { actor: Actor; categoryId: number; lang: LanguageCode },
): Promise<{ category: string; attached: CategoryParameterRow[]; available: CategoryParameterRow[] }> {
  assertAdmin(input.actor);
  const category = await categoryName(db, input.categoryId, input.lang);
  const attachedRows = await db
    .select({ parameter: parameters })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(eq(categoryParameters.categoryId, input.categoryId))
    .orderBy(asc(categoryParameters.sequence), asc(parameters.id));
  const ids = attachedRows.map((row) => row.parameter.id);
  const availableRows = await db
    .select()
    .from(parameters)
    .where(ids.length ? notInArray(parameters.id, ids) : undefined)
    .orderBy(asc(parameters.name));
  const view = (p: typeof parameters.$inferSelect): CategoryParameterRow => ({
    id: p.id,
    name: localized(p.name, p.translations, input.lang),
    kind: p.typeOfParameter,
    isRequired: p.isRequired,
  });
  return { category, attached: attachedRows.map((row) => view(row.parameter)), available: availableRows.map(view) };
}

/**
 * Adds a parameter to a category (last), takes one off, or moves one up or down. Taking a
 * parameter off leaves the answers listings stored alone: they stay in property_parameters
 * and show on the listing until its owner next saves it, when the form no longer asks for it
 * and the answer is dropped.
 */
export async function changeCategoryParameters(
  db: Db,
  input: { actor: Actor; categoryId: number; parameterId: number; change: "attach" | "detach" | "up" | "down" },
): Promise<void> {
  assertAdmin(input.actor);
  await categoryName(db, input.categoryId, "vi");
  const [parameter] = await db.select({ id: parameters.id }).from(parameters).where(eq(parameters.id, input.parameterId));
  if (!parameter) throw new AppError("NOT_FOUND");
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ parameterId: categoryParameters.parameterId, sequence: categoryParameters.sequence })
      .from(categoryParameters)
      .where(eq(categoryParameters.categoryId, input.categoryId))
      .orderBy(asc(categoryParameters.sequence), asc(categoryParameters.parameterId));
    const before = rows.map((row) => row.parameterId);
    let after = [...before];
    const at = before.indexOf(input.parameterId);
    if (input.change === "attach") {
      if (at >= 0) return;
      after.push(input.parameterId);
    } else {
      if (at < 0) throw new AppError("NOT_FOUND");
      if (input.change === "detach") after = after.filter((id) => id !== input.parameterId);
      else {
        const to = input.change === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= after.length) return;
        [after[at], after[to]] = [after[to]!, after[at]!];
      }
    }
    if (input.change === "detach") {
      await tx
        .delete(categoryParameters)
        .where(and(eq(categoryParameters.categoryId, input.categoryId), eq(categoryParameters.parameterId, input.parameterId)));
    }
    for (const [position, parameterId] of after.entries()) {
      await tx
        .insert(categoryParameters)
        .values({ categoryId: input.categoryId, parameterId, sequence: position })
        .onConflictDoUpdate({ target: [categoryParameters.categoryId, categoryParameters.parameterId], set: { sequence: position } });
    }
    await recordStaffAction(tx, {
      actor: input.actor,
      action: `categories.parameters.${input.change}`,
      entityType: "categories",
      entityId: input.categoryId,
      before,
      after,
    });
  });
  dropHomeCaches(db);
}
