/** The property form's steps, in order (category → details → location → photos → SEO → review). */
export const formSteps = ["category", "details", "location", "photos", "seo", "review"] as const;
export type FormStep = (typeof formSteps)[number];

/** Which step shows each field, so a server error takes the owner back to it. */
export function stepOfField(field: string): FormStep {
  const name = field.split(".")[0]!;
  if (name === "category_id" || name === "property_type") return "category";
  if (["address", "client_address", "ward_code", "city", "state", "country", "latitude", "longitude"].includes(name)) return "location";
  if (
    ["title_image", "gallery_images", "three_d_image", "documents", "video_link", "remove_gallery_images", "remove_documents"].includes(
      name,
    )
  )
    return "photos";
  if (name.startsWith("meta_")) return "seo";
  return "details";
}

/** The fields each step validates before going on. */
export const stepFields: Record<FormStep, string[]> = {
  category: ["category_id", "property_type"],
  details: ["title", "description", "price", "rentduration", "parameters"],
  location: ["address", "client_address", "ward_code", "latitude", "longitude"],
  photos: ["title_image", "video_link"],
  seo: ["meta_title", "meta_description", "meta_keywords"],
  review: [],
};

export interface FormParameter {
  id: number;
  /** Stable code ("area", "bedrooms") where the parameter has one. */
  code: string | null;
  name: string;
  type: string;
  options: { value: string; label: string }[];
  unit: string | null;
  required: boolean;
}

export interface FormCategory {
  id: number;
  name: string;
  parameters: FormParameter[];
}

/** An edited listing's current values and files. */
export interface FormInitial {
  values: Record<string, string>;
  titleImage: string | null;
  threeDImage: string | null;
  gallery: { id: number; url: string }[];
  documents: { id: number; name: string; url: string }[];
}

/** Where the draft of a form lives in localStorage (files are never kept). */
export function draftKey(propertyId: number | null): string {
  return propertyId === null ? "property-draft:new" : `property-draft:${propertyId}`;
}

const fileFields = ["title_image", "three_d_image", "meta_image"] as const;
const listFileFields = ["gallery_images", "documents"] as const;
const listFields = ["remove_gallery_images", "remove_documents"] as const;

/**
 * The multipart form as the API's payload: empty fields left out (docs/product.md, "Validation"), the
 * chosen category's answers as `parameters`, file lists as lists.
 */
export function payloadFromForm(form: FormData, categories: FormCategory[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (key.startsWith("param_") || key === "intent" || key === "step") continue;
    if ((listFileFields as readonly string[]).includes(key) || (listFields as readonly string[]).includes(key)) continue;
    if (typeof value === "string" ? value.trim() === "" : value.size === 0) continue;
    if ((fileFields as readonly string[]).includes(key) && typeof value === "string") continue;
    out[key] = value;
  }
  for (const key of listFileFields) {
    const files = form.getAll(key).filter((v): v is File => v instanceof File && v.size > 0);
    if (files.length) out[key] = files;
  }
  for (const key of listFields) {
    const ids = form.getAll(key).filter((v): v is string => typeof v === "string" && v !== "");
    if (ids.length) out[key] = ids;
  }
  const category = categories.find((c) => String(c.id) === out.category_id);
  if (category) {
    const parameters = category.parameters.flatMap((p) => {
      const values = form.getAll(`param_${category.id}_${p.id}`).filter((v): v is string => typeof v === "string" && v.trim() !== "");
      if (!values.length) return [];
      return [{ parameter_id: String(p.id), value: p.type === "checkbox" ? values : values[0]! }];
    });
    if (parameters.length) out.parameters = parameters;
  }
  return out;
}

/** The server names a parameter's error `parameters.<id>`; the form's field for it is `param_<category>_<id>`. */
export function parameterFieldName(field: string, categoryId: unknown): string {
  const id = /^parameters\.(\d+)$/.exec(field)?.[1];
  return id && categoryId ? `param_${String(categoryId)}_${id}` : field;
}
