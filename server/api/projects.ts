import { z } from "zod";
import { flagInput, idInput, latitudeInput, longitudeInput, pagingInput, radiusInput, searchInput } from "../../app/lib/input-schemas.ts";
import { getProjectDetail } from "../../app/modules/projects/get-project-detail.server.ts";
import { listProjects } from "../../app/modules/projects/list-projects.server.ts";
import { absoluteMedia } from "./answers/media.ts";
import { projectAnswer, toProjectAnswer } from "./answers/project.ts";
import { defineCall } from "./define-call.ts";

export const projectCalls = [
  defineCall({
    method: "GET",
    path: "get-projects",
    auth: "optional",
    tag: "Projects",
    summary: "Public projects: search, radius around a point, featured, similar to one, by id/slug/category",
    input: z.object({
      ...pagingInput,
      id: idInput().optional(),
      slug_id: z.string().trim().max(200).optional(),
      category_id: idInput().optional(),
      type: z.enum(["upcoming", "under_construction"], { error: "invalidValue" }).optional(),
      search: searchInput.optional(),
      get_featured: flagInput.optional(),
      get_similar: flagInput.optional(),
      latitude: latitudeInput.optional(),
      longitude: longitudeInput.optional(),
      radius: radiusInput.optional(),
      userid: idInput().optional(),
    }),
    output: z.array(projectAnswer),
    handler: async ({ input, services, lang }) => {
      const page = await listProjects(services, {
        id: input.id,
        slugId: input.slug_id,
        categoryId: input.category_id,
        type: input.type,
        search: input.search,
        featured: input.get_featured,
        similar: input.get_similar,
        latitude: input.latitude,
        longitude: input.longitude,
        radiusKm: input.radius,
        userId: input.userid,
        limit: input.limit,
        offset: input.offset,
        lang,
      });
      return { data: absoluteMedia(page.items.map(toProjectAnswer), services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-project-detail",
    auth: "optional",
    tag: "Projects",
    summary: "One project's full detail (plans, documents, gallery); needs project access; get_similar adds similar projects",
    input: z.object({ id: idInput().optional(), slug_id: z.string().trim().max(200).optional(), get_similar: flagInput.optional() }),
    output: projectAnswer.extend({ similar_projects: z.array(projectAnswer) }).loose(),
    handler: async ({ input, actor, services, lang }) => {
      const detail = await getProjectDetail(services, { id: input.id, slugId: input.slug_id, actor, lang, countView: true });
      const similar = input.get_similar
        ? (await listProjects(services, { id: detail.id, similar: true, limit: 8, offset: 0, lang })).items
        : [];
      return {
        data: absoluteMedia({ ...toProjectAnswer(detail), similar_projects: similar.map(toProjectAnswer) }, services.env.baseUrl),
      };
    },
  }),
];
