/** A project as get-projects, get-project-detail, agent-properties and the home answer it (docs/architecture.md, "The API contract"). */
import { z } from "zod";
import type { ProjectCard, ProjectDetail } from "../../../app/modules/projects/project-view.server.ts";
import { categoryRefAnswer } from "./property.ts";

const galleryItem = z.object({ id: z.number().int(), name: z.string(), type: z.string(), project_id: z.number().int() }).loose();

export const projectAnswer = z
  .object({
    id: z.number().int(),
    slug_id: z.string(),
    title: z.string(),
    translated_title: z.string(),
    description: z.string(),
    translated_description: z.string(),
    type: z.string(),
    category_id: z.number().int(),
    category: categoryRefAnswer,
    location: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    image: z.string(),
    is_promoted: z.boolean(),
    /** Spelled as eBroker's clients read it. */
    gallary_images: z.array(galleryItem),
    documents: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string(), project_id: z.number().int() }).loose()),
    plans: z.array(z.object({ id: z.number().int(), title: z.string(), document: z.string(), project_id: z.number().int() }).loose()),
    added_by: z.number().int(),
    created_at: z.string(),
  })
  .loose();

function isDetail(project: ProjectCard | ProjectDetail): project is ProjectDetail {
  return "gallery_images" in project;
}

function extension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function toProjectAnswer(project: ProjectCard | ProjectDetail) {
  const detail = isDetail(project) ? project : null;
  return {
    ...project,
    translated_title: project.title,
    translated_description: project.description,
    category: { ...project.category, translated_name: project.category.category },
    image: project.image ?? "",
    gallary_images: (detail?.gallery_images ?? []).map((image) => ({
      id: image.id,
      name: image.image,
      type: "image",
      project_id: project.id,
    })),
    documents: (detail?.documents ?? []).map((doc) => ({
      ...doc,
      name: doc.url,
      file_name: doc.name,
      type: extension(doc.name),
      project_id: project.id,
    })),
    plans: (detail?.plans ?? []).map((plan) => ({ ...plan, project_id: project.id })),
    added_by: detail?.customer?.id ?? 0,
  };
}
