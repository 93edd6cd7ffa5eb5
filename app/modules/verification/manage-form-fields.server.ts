import { and, asc, eq } from "drizzle-orm";
import { verificationFormFields } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import type { FormFieldInput, SpecFormField } from "./verification-form-schemas.ts";

export type FormFieldRow = typeof verificationFormFields.$inferSelect;

/** The form's fields in order; removed fields only when asked (their old answers keep their labels). */
export async function listFormFields(db: Db, options: { includeRemoved?: boolean } = {}): Promise<FormFieldRow[]> {
  return db
    .select()
    .from(verificationFormFields)
    .where(options.includeRemoved ? undefined : eq(verificationFormFields.isActive, true))
    .orderBy(asc(verificationFormFields.sortOrder), asc(verificationFormFields.id));
}

export function toSpecFormField(field: FormFieldRow, lang: LanguageCode): SpecFormField {
  return {
    id: field.id,
    name: lang === "en" ? field.labelEn : field.labelVi,
    field_type: field.kind,
    is_required: field.isRequired,
    rank: field.sortOrder,
    form_field_values: field.options.map((option) => ({ value: option.vi, label: lang === "en" ? option.en : option.vi })),
  };
}

/** Staff add a field or change one (admin only); the change is audited. */
export async function saveFormField(db: Db, input: { actor: Actor; field: FormFieldInput }): Promise<FormFieldRow> {
  const { field } = input;
  const values = {
    kind: field.kind,
    labelVi: field.label_vi,
    labelEn: field.label_en,
    isRequired: field.is_required ?? false,
    options: field.options ?? [],
    sortOrder: field.sort_order ?? 0,
  };
  return db.transaction(async (tx) => {
    if (!field.id) {
      const [created] = await tx.insert(verificationFormFields).values(values).returning();
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "verification_field.create",
        entityType: "verification_field",
        entityId: created!.id,
        after: values,
      });
      return created!;
    }
    const [before] = await tx
      .select()
      .from(verificationFormFields)
      .where(and(eq(verificationFormFields.id, field.id), eq(verificationFormFields.isActive, true)))
      .for("update");
    if (!before) throw new AppError("NOT_FOUND");
    const [updated] = await tx
      .update(verificationFormFields)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(verificationFormFields.id, before.id))
      .returning();
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "verification_field.update",
      entityType: "verification_field",
      entityId: before.id,
      before: {
        kind: before.kind,
        labelVi: before.labelVi,
        labelEn: before.labelEn,
        isRequired: before.isRequired,
        options: before.options,
        sortOrder: before.sortOrder,
      },
      after: values,
    });
    return updated!;
  });
}

/** Staff remove a field from the form; answers already given keep it. */
export async function removeFormField(db: Db, input: { actor: Actor; id: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(verificationFormFields)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(verificationFormFields.id, input.id), eq(verificationFormFields.isActive, true)))
      .returning({ id: verificationFormFields.id, labelVi: verificationFormFields.labelVi });
    if (!removed) throw new AppError("NOT_FOUND");
    await recordStaffAction(tx, {
      actor: input.actor,
      action: "verification_field.remove",
      entityType: "verification_field",
      entityId: removed.id,
      before: removed.labelVi,
    });
  });
}
