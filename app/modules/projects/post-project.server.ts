import { projectPlans, projects } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { AppError } from "../../lib/errors.ts";
import { assertMayList, initialRequestStatus } from "../listings/listing-policy.server.ts";
import type { ListingDeps, WriteResult } from "../listings/write-result.ts";
import { assertCategory, resolveWard } from "../listings/listing-relations.server.ts";
import { seoWarnings } from "../listings/seo-warnings.ts";
import { uniqueSlug } from "../listings/unique-slug.server.ts";
import { newListingColumns } from "../listings/listing-columns.ts";
import { storeAttachments, writeAttachments } from "../listings/listing-attachments.server.ts";
import { withUploads } from "../listings/upload-batch.server.ts";
import { assertPackageAvailable, consumePackageUnit } from "../packages/check-package-limit.server.ts";
import { storePlanFile, type StoredPlanFile } from "./project-files.server.ts";
import type { ProjectDraft } from "./project-schemas.ts";

/**
 * A new project (post_project without id): the verification gate, one project_list unit
 * spent in the same transaction, its image, gallery, documents and plans stored first and
 * removed if the transaction fails. It waits for staff review unless auto-approved.
 */
export async function postProject(deps: ListingDeps, input: { actor: Actor; draft: ProjectDraft }): Promise<WriteResult> {
  const { db } = deps;
  const { actor, draft } = input;
  await assertMayList(db, actor);
  await assertPackageAvailable(db, actor, "project_list");
  await assertCategory(db, draft.categoryId);
  const ward = draft.wardCode ? await resolveWard(db, draft.wardCode) : null;
  for (const [i, plan] of (draft.plans ?? []).entries()) {
    if (!plan.document) throw new AppError("VALIDATION", { fields: { [`plans.${i}.document`]: "fileRequired" } });
  }
  const requestStatus = await initialRequestStatus(db, actor);

  const row = await withUploads(deps.storage, `projects/u${actor.id}`, async (batch) => {
    const image = await batch.image(draft.image, "image");
    const metaImage = draft.metaImage ? await batch.image(draft.metaImage, "meta_image") : null;
    const attachments = await storeAttachments(batch, draft);
    const plans: (StoredPlanFile & { title: string })[] = [];
    for (const [i, plan] of (draft.plans ?? []).entries())
      plans.push({ title: plan.title, ...(await storePlanFile(batch, plan.document!, `plans.${i}.document`)) });

    return db.transaction(async (tx) => {
      const unit = await consumePackageUnit(tx, actor, "project_list");
      const [created] = await tx
        .insert(projects)
        .values({
          userId: actor.id,
          ...newListingColumns(draft, ward),
          slugId: await uniqueSlug(tx, "project", draft.title),
          type: draft.type,
          location: draft.location ?? "",
          image,
          metaImage,
          status: "active",
          requestStatus,
          expiresAt: unit?.endsAt ?? null,
        })
        .returning({ id: projects.id, slugId: projects.slugId, requestStatus: projects.requestStatus });
      const project = created!;
      await writeAttachments(tx, "project", project.id, attachments);
      if (plans.length) await tx.insert(projectPlans).values(plans.map((p, sequence) => ({ projectId: project.id, ...p, sequence })));
      return project;
    });
  });
  return { ...row, warnings: seoWarnings(draft) };
}
