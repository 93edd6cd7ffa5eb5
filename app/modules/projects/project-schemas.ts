import { z } from "zod";
import { idInput, idListInput, requiredText } from "../../lib/input-schemas.ts";
import { fileInput, listingFields, optional, toListingDraft, type ListingDraft } from "../listings/listing-inputs.ts";

export const projectTypeValues = ["upcoming", "under_construction"] as const;

const planInput = z.object({
  /** An existing plan's id, to retitle it or replace its document. */
  id: idInput().optional(),
  title: requiredText("planTitleRequired", 200),
  document: fileInput().optional(),
});

/** post_project's fields (docs/architecture.md, "The API contract": project); with `id` it edits. */
export const projectFields = z.object({
  ...listingFields,
  type: z.enum(projectTypeValues, { error: "invalidValue" }),
  location: optional(300),
  image: fileInput("titleImageRequired"),
  plans: z.array(planInput, { error: "invalidValue" }).max(50).optional(),
});

type Fields = z.output<typeof projectFields>;

export interface ProjectDraft extends ListingDraft {
  type: (typeof projectTypeValues)[number];
  location?: string;
  image: File;
  /** New plans need a document; an existing plan (id) may change title and document. */
  plans?: { id?: number; title: string; document?: File }[];
}

export interface ProjectChanges extends Partial<ProjectDraft> {
  removeGalleryImages?: number[];
  removeDocuments?: number[];
  removePlans?: number[];
}

function toDraft(f: Partial<Fields>): Partial<ProjectDraft> {
  return {
    ...toListingDraft(f),
    type: f.type,
    location: f.location,
    image: f.image,
    plans: f.plans,
  };
}

const removals = {
  remove_gallery_images: idListInput().optional(),
  remove_documents: idListInput().optional(),
  remove_plans: idListInput().optional(),
};

const createProjectSchema = projectFields.transform((f) => ({ kind: "create" as const, draft: toDraft(f) as ProjectDraft }));

const updateProjectSchema = projectFields
  .partial()
  .extend({ id: idInput(), ...removals })
  .transform((f) => ({
    kind: "update" as const,
    id: f.id,
    changes: {
      ...toDraft(f),
      removeGalleryImages: f.remove_gallery_images,
      removeDocuments: f.remove_documents,
      removePlans: f.remove_plans,
    } satisfies ProjectChanges,
  }));

/**
 * post_project: without `id` a new project (every required field), with `id` an edit
 * of the owner's project (any field, plus remove_* lists). Field messages come from
 * whichever of the two applies.
 */
export const postProjectSchema = z.looseObject({ id: z.unknown().optional() }).transform((raw, ctx) => {
  const result = raw.id === undefined ? createProjectSchema.safeParse(raw) : updateProjectSchema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

export const ownerProjectStatuses = ["active", "inactive"] as const;
