import { eq } from "drizzle-orm";
import { projectDocuments, projectImages, projectPlans, projects } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { ListingDeps } from "../listings/write-result.ts";
import { releasedFiles, removeReleasedFiles } from "../listings/upload-batch.server.ts";
import { planKeys } from "./project-files.server.ts";
import { isStaffWrite, writableRow, type ListingWriter } from "../listings/listing-scope.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";

/**
 * Deletes the owner's project (delete_project) and its rows, then its files after the commit.
 * An admin acting as staff deletes anyone's, audited.
 */
export async function deleteProject(deps: ListingDeps, input: ListingWriter & { projectId: number }): Promise<void> {
  const released = releasedFiles();
  await deps.db.transaction(async (tx) => {
    const own = writableRow(projects, input, input.projectId);
    const [row] = await tx.select().from(projects).where(own).for("update");
    if (!row) throw new AppError("NOT_FOUND");
    const images = await tx.select({ image: projectImages.image }).from(projectImages).where(eq(projectImages.projectId, row.id));
    const documents = await tx.select({ key: projectDocuments.key }).from(projectDocuments).where(eq(projectDocuments.projectId, row.id));
    const plans = await tx
      .select({ document: projectPlans.document, image: projectPlans.image })
      .from(projectPlans)
      .where(eq(projectPlans.projectId, row.id));
    await tx.delete(projects).where(own);
    if (isStaffWrite(input, row.userId)) {
      await recordStaffAction(tx, {
        actor: input.actor,
        action: "project.delete",
        entityType: "project",
        entityId: row.id,
        before: { title: row.title, userId: row.userId, requestStatus: row.requestStatus, status: row.status },
        after: null,
      });
    }
    released.images.push(row.image, row.metaImage, ...images.map((i) => i.image));
    released.keys.push(...documents.map((d) => d.key));
    for (const plan of plans) {
      const owned = planKeys(plan);
      released.keys.push(...owned.keys);
      released.images.push(owned.image);
    }
  });
  await removeReleasedFiles(deps, released);
}
