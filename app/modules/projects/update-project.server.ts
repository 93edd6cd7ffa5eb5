import { and, eq, inArray, max } from "drizzle-orm";
import { projectPlans, projects } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { findOwnListing } from "../listings/find-own-listing.server.ts";
import { initialRequestStatus } from "../listings/listing-policy.server.ts";
import type { ListingDeps, WriteResult } from "../listings/write-result.ts";
import { assertCategory, resolveWard } from "../listings/listing-relations.server.ts";
import { editedSeoWarnings } from "../listings/seo-warnings.ts";
import { changedListingColumns } from "../listings/listing-columns.ts";
import { storeAttachments, writeAttachments } from "../listings/listing-attachments.server.ts";
import { releasedFiles, removeReleasedFiles, withUploads } from "../listings/upload-batch.server.ts";
import { planKeys, storePlanFile, type StoredPlanFile } from "./project-files.server.ts";
import { changedScalars, isStaffWrite, writableRow, type ListingWriter } from "../listings/listing-scope.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import type { ProjectChanges } from "./project-schemas.ts";

/**
 * Edits the owner's project (post_project with id): fields, new gallery photos, documents
 * and plans, retitled or re-filed plans, and remove_* lists. The slug stays; the edit goes
 * back to staff review unless auto-approved. Files follow the same rule as listings. An admin
 * acting as staff (`asStaff`) edits anyone's project; it keeps its review state and is audited.
 */
export async function updateProject(
  deps: ListingDeps,
  input: ListingWriter & { projectId: number; changes: ProjectChanges },
): Promise<WriteResult> {
  const { db } = deps;
  const { actor, changes } = input;
  const current = await findOwnListing(db, projects, input, input.projectId);
  const byStaff = isStaffWrite(input, current.userId);
  if (changes.categoryId !== undefined) await assertCategory(db, changes.categoryId);
  const ward = changes.wardCode ? await resolveWard(db, changes.wardCode) : null;
  const existingPlanIds = new Set(
    (await db.select({ id: projectPlans.id }).from(projectPlans).where(eq(projectPlans.projectId, current.id))).map((p) => p.id),
  );
  for (const [i, plan] of (changes.plans ?? []).entries()) {
    if (plan.id !== undefined && !existingPlanIds.has(plan.id))
      throw new AppError("VALIDATION", { fields: { [`plans.${i}.id`]: "invalidValue" } });
    if (plan.id === undefined && !plan.document) throw new AppError("VALIDATION", { fields: { [`plans.${i}.document`]: "fileRequired" } });
  }
  const requestStatus = byStaff ? current.requestStatus : await initialRequestStatus(db, actor);
  const released = releasedFiles();

  const row = await withUploads(deps.storage, `projects/u${current.userId ?? actor.id}`, async (batch) => {
    const image = changes.image ? await batch.image(changes.image, "image") : undefined;
    const metaImage = changes.metaImage ? await batch.image(changes.metaImage, "meta_image") : undefined;
    const attachments = await storeAttachments(batch, changes);
    const plans: { id?: number; title: string; file: StoredPlanFile | null }[] = [];
    for (const [i, plan] of (changes.plans ?? []).entries()) {
      plans.push({
        id: plan.id,
        title: plan.title,
        file: plan.document ? await storePlanFile(batch, plan.document, `plans.${i}.document`) : null,
      });
    }

    return db.transaction(async (tx) => {
      const own = writableRow(projects, input, current.id);
      const [locked] = await tx.select().from(projects).where(own).for("update");
      if (!locked) throw new AppError("NOT_FOUND");
      const columns = {
        ...changedListingColumns(changes, ward),
        type: changes.type,
        location: changes.location,
        image,
        metaImage,
        requestStatus,
        rejectReason: byStaff ? locked.rejectReason : null,
        updatedAt: new Date(),
      };
      const [updated] = await tx
        .update(projects)
        .set(columns)
        .where(own)
        .returning({ id: projects.id, slugId: projects.slugId, requestStatus: projects.requestStatus });
      if (byStaff) {
        const change = changedScalars(locked, columns);
        await recordStaffAction(tx, { actor, action: "project.edit", entityType: "project", entityId: locked.id, ...change });
      }
      if (image) released.images.push(locked.image);
      if (metaImage) released.images.push(locked.metaImage);
      await writeAttachments(
        tx,
        "project",
        locked.id,
        { ...attachments, removeGalleryImages: changes.removeGalleryImages, removeDocuments: changes.removeDocuments },
        released,
      );
      if (changes.removePlans?.length) {
        const removed = await tx
          .delete(projectPlans)
          .where(and(eq(projectPlans.projectId, locked.id), inArray(projectPlans.id, changes.removePlans)))
          .returning({ document: projectPlans.document, image: projectPlans.image });
        for (const plan of removed) {
          const owned = planKeys(plan);
          released.keys.push(...owned.keys);
          released.images.push(owned.image);
        }
      }
      const [{ lastPlan } = { lastPlan: null }] = await tx
        .select({ lastPlan: max(projectPlans.sequence) })
        .from(projectPlans)
        .where(eq(projectPlans.projectId, locked.id));
      let nextPlan = (lastPlan ?? -1) + 1;
      for (const plan of plans) {
        if (plan.id === undefined) {
          await tx.insert(projectPlans).values({ projectId: locked.id, title: plan.title, ...plan.file!, sequence: nextPlan++ });
          continue;
        }
        const [old] = await tx
          .select({ document: projectPlans.document, image: projectPlans.image })
          .from(projectPlans)
          .where(and(eq(projectPlans.id, plan.id), eq(projectPlans.projectId, locked.id)));
        if (!old) continue;
        await tx
          .update(projectPlans)
          .set({ title: plan.title, ...(plan.file ?? {}) })
          .where(and(eq(projectPlans.id, plan.id), eq(projectPlans.projectId, locked.id)));
        if (plan.file) {
          const owned = planKeys(old);
          released.keys.push(...owned.keys);
          released.images.push(owned.image);
        }
      }
      return updated!;
    });
  });
  await removeReleasedFiles(deps, released);
  return { ...row, warnings: editedSeoWarnings(changes, current) };
}
