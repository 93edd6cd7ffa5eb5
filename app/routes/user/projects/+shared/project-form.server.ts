import type { LanguageCode } from "../../../../lib/i18n/index.ts";
import type { Services } from "../../../../lib/services.server.ts";
import { listCategories } from "../../../../modules/categories/list-categories.server.ts";
import { listCityWards } from "../../../../modules/places/list-city-wards.server.ts";
import { wardOptions } from "../../../../modules/places/ward-options.ts";
import type { MyProject } from "../../../../modules/projects/list-my-projects.server.ts";
import type { ProjectFormInitial } from "./project-form.tsx";
import { tileSettingsOf } from "../../../../lib/location/tile-settings.ts";

const scalarFields = [
  "title",
  "description",
  "category_id",
  "type",
  "location",
  "ward_code",
  "latitude",
  "longitude",
  "video_link",
] as const;
const removalFields = ["remove_gallery_images", "remove_documents", "remove_plans"] as const;

/** What the project form needs: categories, the city's wards and the place picker's map tiles. */
export async function projectFormData(services: Services, lang: LanguageCode) {
  const [categories, wards] = await Promise.all([
    listCategories(services.db, { limit: 100, offset: 0, lang }),
    listCityWards(services.db, { limit: 5000, offset: 0, includeEmpty: true }),
  ]);
  return {
    categories: categories.items.map((c) => ({ id: c.id, name: c.category })),
    wards: wardOptions(
      wards.items.map((w) => ({ code: w.code, name: w.city })),
      lang,
    ),
    tiles: tileSettingsOf(services.env),
  };
}

const nonEmptyFile = (v: FormDataEntryValue | null): v is File => v instanceof File && v.size > 0;

/**
 * The form as post_project's input: empty fields dropped, files kept, plan rows
 * (`plan_id_N`, `plan_title_N`, `plan_document_N`) as `plans`, and remove_* lists.
 */
export function projectPayloadFromForm(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of scalarFields) {
    const value = form.get(key);
    if (typeof value === "string" && value.trim() !== "") out[key] = value;
  }
  for (const key of ["image", "meta_image"] as const) {
    const file = form.get(key);
    if (nonEmptyFile(file)) out[key] = file;
  }
  for (const key of ["gallery_images", "documents"] as const) {
    const files = form.getAll(key).filter(nonEmptyFile);
    if (files.length) out[key] = files;
  }
  for (const key of removalFields) {
    const ids = form.getAll(key).filter((v): v is string => typeof v === "string" && v !== "");
    if (ids.length) out[key] = ids;
  }
  const rows = Number(form.get("plan_rows")) || 0;
  const plans: Record<string, unknown>[] = [];
  for (let i = 0; i < Math.min(rows, 50); i++) {
    const id = form.get(`plan_id_${i}`);
    const title = String(form.get(`plan_title_${i}`) ?? "").trim();
    const document = form.get(`plan_document_${i}`);
    if (typeof id === "string" && form.getAll("remove_plans").includes(id)) continue;
    if (!id && !title && !nonEmptyFile(document)) continue;
    plans.push({ ...(id ? { id } : {}), title, ...(nonEmptyFile(document) ? { document } : {}) });
  }
  if (plans.length) out.plans = plans;
  return out;
}

/** An existing project as the edit form's starting values. */
export function initialFromProject(p: MyProject): ProjectFormInitial {
  return {
    values: {
      title: p.title,
      description: p.description,
      category_id: String(p.category_id),
      type: p.type,
      location: p.location,
      ward_code: p.ward?.code ?? "",
      latitude: p.latitude === null ? "" : String(p.latitude),
      longitude: p.longitude === null ? "" : String(p.longitude),
      video_link: p.video_link ?? "",
    },
    image: p.image,
    gallery: p.gallery_images.map((g) => ({ id: g.id, url: g.image })),
    documents: p.documents.map((d) => ({ id: d.id, name: d.name, url: d.url })),
    plans: p.plans.map((plan) => ({ id: plan.id, title: plan.title, url: plan.document })),
  };
}
