import { z } from "zod";
import type { Actor } from "../../app/lib/actor.server.ts";
import { AppError } from "../../app/lib/errors.ts";
import type { LanguageCode } from "../../app/lib/i18n/index.ts";
import { idInput, pagingInput } from "../../app/lib/input-schemas.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { changeProjectStatus } from "../../app/modules/projects/change-project-status.server.ts";
import { deleteProject } from "../../app/modules/projects/delete-project.server.ts";
import { listMyProjects, type MyProject } from "../../app/modules/projects/list-my-projects.server.ts";
import { postProject } from "../../app/modules/projects/post-project.server.ts";
import { ownerProjectStatuses, postProjectSchema } from "../../app/modules/projects/project-schemas.ts";
import { updateProject } from "../../app/modules/projects/update-project.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { projectAnswer, toProjectAnswer } from "./answers/project.ts";
import { defineCall } from "./define-call.ts";

/** The owner's project as eBroker's clients read it, `reject_reason` as its object (`{project_id, reason}`). */
const ownProjectAnswer = projectAnswer
  .extend({
    status: z.string(),
    request_status: z.string(),
    reject_reason: z.object({ project_id: z.number().int(), reason: z.string() }).loose().nullable(),
  })
  .loose();

function toOwnProjectAnswer(project: MyProject, baseUrl: string) {
  const reason = project.reject_reason;
  return absoluteMedia(
    { ...toProjectAnswer(project), reject_reason: reason === null ? null : { project_id: project.id, reason } },
    baseUrl,
  );
}

async function ownProjectView(services: Services, actor: Actor, id: number, lang: LanguageCode) {
  const page = await listMyProjects(services, { actor, id, limit: 1, offset: 0, lang });
  if (!page.items[0]) throw new AppError("NOT_FOUND");
  return toOwnProjectAnswer(page.items[0], services.env.baseUrl);
}

export const projectWriteCalls = [
  defineCall({
    method: "POST",
    path: "post_project",
    auth: "user",
    tag: "Projects",
    summary:
      "Posts a project, or edits the owner's project when id is given (multipart: image, meta_image, gallery_images[], documents[], plans[i][title|document|id]; remove_gallery_images, remove_documents, remove_plans); SEO advice in `warnings`",
    input: postProjectSchema,
    output: ownProjectAnswer,
    handler: async ({ input, actor, services, lang, t }) => {
      const result =
        input.kind === "create"
          ? await postProject(services, { actor, draft: input.draft })
          : await updateProject(services, { actor, projectId: input.id, changes: input.changes });
      return {
        data: await ownProjectView(services, actor, result.id, lang),
        message:
          result.requestStatus !== "approved" ? "propertySubmittedForReview" : input.kind === "create" ? "projectPosted" : "projectUpdated",
        status: input.kind === "create" ? 201 : 200,
        extraFields: { warnings: result.warnings.map((key) => t(key)) },
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "delete_project",
    auth: "user",
    tag: "Projects",
    summary: "Deletes the owner's project with its files",
    input: z.object({ id: idInput() }),
    output: z.object({ id: z.number().int() }).loose(),
    handler: async ({ input, actor, services }) => {
      await deleteProject(services, { actor, projectId: input.id });
      return { data: { id: input.id }, message: "projectDeleted" };
    },
  }),
  defineCall({
    method: "POST",
    path: "change-project-status",
    auth: "user",
    tag: "Projects",
    summary: "The owner shows (active) or hides (inactive) a project",
    input: z.object({ project_id: idInput(), status: z.enum(ownerProjectStatuses, { error: "invalidValue" }) }),
    output: z.object({ id: z.number().int(), status: z.string() }).loose(),
    handler: async ({ input, actor, services }) => ({
      data: await changeProjectStatus(services.db, { actor, projectId: input.project_id, status: input.status }),
      message: "statusUpdated",
    }),
  }),
  defineCall({
    method: "GET",
    path: "get-added-projects",
    auth: "user",
    tag: "Projects",
    summary: "The actor's own projects in every status, with review status, reject reason and expiry",
    input: z.object({
      ...pagingInput,
      id: idInput().optional(),
      slug_id: z.string().trim().max(200).optional(),
      status: z.enum(ownerProjectStatuses, { error: "invalidValue" }).optional(),
      request_status: z.enum(["pending", "approved", "rejected"], { error: "invalidValue" }).optional(),
    }),
    output: z.array(ownProjectAnswer),
    handler: async ({ input, actor, services, lang }) => {
      const page = await listMyProjects(services, {
        actor,
        id: input.id,
        slugId: input.slug_id,
        status: input.status,
        requestStatus: input.request_status,
        limit: input.limit,
        offset: input.offset,
        lang,
      });
      return { data: page.items.map((project) => toOwnProjectAnswer(project, services.env.baseUrl)), total: page.total };
    },
  }),
];
