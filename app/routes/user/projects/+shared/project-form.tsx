import { useNavigation } from "react-router";
import { Form } from "../../../../lib/i18n/link.tsx";
import { FormMessage, buttonClass } from "../../../../components/ui/field.tsx";
import { TextAreaField, TextField } from "../../../../components/ui/form-field.tsx";
import { useI18n } from "../../../../lib/i18n/react.tsx";
import { PlaceFields } from "../../../../components/location/place-fields.tsx";
import type { WardOption } from "../../../../modules/places/ward-options.ts";
import type { TileSettings } from "../../../../lib/location/tile-settings.ts";

export interface ProjectFormInitial {
  values: Record<string, string>;
  image: string | null;
  gallery: { id: number; url: string }[];
  documents: { id: number; name: string; url: string }[];
  plans: { id: number; title: string; url: string }[];
}

interface Props {
  editing: boolean;
  categories: { id: number; name: string }[];
  wards: WardOption[];
  /** Map tiles for the place picker. */
  tiles: TileSettings;
  initial: ProjectFormInitial | null;
  result: { ok: boolean; message: string; errors?: Record<string, string> } | undefined;
}

/** Blank plan rows offered at once, so the form works without JavaScript. */
const newPlanRows = 2;
const selectClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm";
const fileClass =
  "mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5";

/** The one-page project form shared by /user/add-project and /user/projects/:id/edit (multipart). */
export function ProjectForm({ editing, categories, wards, tiles, initial, result }: Props) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors ?? {};
  const v = initial?.values ?? {};
  const existingPlans = initial?.plans ?? [];
  const planRows = existingPlans.length + newPlanRows;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={t(editing ? "editProject" : "addProject")}
      className="mt-6 space-y-6"
      noValidate
    >
      {result && !result.ok ? <FormMessage tone="error" message={result.message} /> : null}
      <input type="hidden" name="plan_rows" value={planRows} />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("projectInfo")}</legend>
        <TextField label={t("title")} name="title" defaultValue={v.title} error={errors.title} required maxLength={200} />
        <TextAreaField
          label={t("description")}
          name="description"
          defaultValue={v.description}
          error={errors.description}
          required
          rows={6}
        />
        <div>
          <label htmlFor="project-category" className="block text-sm font-medium text-slate-800">
            {t("category")}
          </label>
          <select
            id="project-category"
            name="category_id"
            defaultValue={v.category_id ?? ""}
            className={selectClass}
            aria-invalid={errors.category_id ? true : undefined}
            aria-describedby={errors.category_id ? "project-category-error" : undefined}
          >
            <option value="">{t("chooseCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.category_id ? (
            <p id="project-category-error" className="mt-1 text-sm text-red-700">
              {errors.category_id}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("projectType")}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(["upcoming", "under_construction"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2">
                <input type="radio" name="type" value={type} defaultChecked={(v.type ?? "upcoming") === type} className="size-6 shrink-0" />
                {t(type === "upcoming" ? "projectTypeUpcoming" : "projectTypeUnderConstruction")}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("location")}</legend>
        <PlaceFields
          wards={wards}
          wardCode={v.ward_code}
          wardId="project-ward"
          latitude={v.latitude}
          longitude={v.longitude}
          errors={errors}
          tiles={tiles}
          addressField="location"
          address={<TextField label={t("address")} name="location" defaultValue={v.location} error={errors.location} optional />}
          selectClassName={selectClass}
          labelClassName="block text-sm font-medium text-slate-800"
        />
        <TextField label={t("videoLink")} name="video_link" type="url" defaultValue={v.video_link} error={errors.video_link} optional />
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("projectFiles")}</legend>
        <div>
          <label htmlFor="project-image" className="block text-sm font-medium text-slate-800">
            {t("titleImage")}
          </label>
          {initial?.image ? (
            <img src={initial.image} alt={t("currentImage")} width={160} height={120} className="mt-1 h-24 w-32 rounded object-cover" />
          ) : null}
          <input
            id="project-image"
            type="file"
            name="image"
            accept="image/*"
            className={fileClass}
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? "project-image-error" : undefined}
          />
          {errors.image ? (
            <p id="project-image-error" className="mt-1 text-sm text-red-700">
              {errors.image}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="project-gallery" className="block text-sm font-medium text-slate-800">
            {t("galleryImages")}
          </label>
          <ExistingList
            name="remove_gallery_images"
            items={(initial?.gallery ?? []).map((g, i) => ({ id: g.id, label: t("removePhotoN", { n: i + 1 }), preview: g.url }))}
          />
          <input id="project-gallery" type="file" name="gallery_images" accept="image/*" multiple className={fileClass} />
        </div>
        <div>
          <label htmlFor="project-documents" className="block text-sm font-medium text-slate-800">
            {t("documents")}
          </label>
          <ExistingList
            name="remove_documents"
            items={(initial?.documents ?? []).map((d) => ({
              id: d.id,
              label: t("removeItem", { name: d.name }),
              href: d.url,
              linkText: d.name,
            }))}
          />
          <input id="project-documents" type="file" name="documents" multiple className={fileClass} />
        </div>
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t("projectPlans")}</legend>
        {Array.from({ length: planRows }, (_, i) => {
          const plan = existingPlans[i];
          const n = i + 1;
          return (
            <div key={i} className="grid gap-3 rounded-lg border border-slate-100 p-3 sm:grid-cols-2">
              {plan ? <input type="hidden" name={`plan_id_${i}`} value={plan.id} /> : null}
              <TextField
                label={t("planTitleN", { n })}
                name={`plan_title_${i}`}
                defaultValue={plan?.title}
                error={errors[`plans.${i}.title`]}
                optional={!plan}
              />
              <div>
                <label htmlFor={`plan-document-${i}`} className="block text-sm font-medium text-slate-800">
                  {t("planDocumentN", { n })}
                </label>
                {plan ? (
                  <a href={plan.url} className="text-sm text-brand-700 underline">
                    {t("currentFile")}
                  </a>
                ) : null}
                <input
                  id={`plan-document-${i}`}
                  type="file"
                  name={`plan_document_${i}`}
                  className={fileClass}
                  aria-invalid={errors[`plans.${i}.document`] ? true : undefined}
                  aria-describedby={errors[`plans.${i}.document`] ? `plan-document-${i}-error` : undefined}
                />
                {errors[`plans.${i}.document`] ? (
                  <p id={`plan-document-${i}-error`} className="mt-1 text-sm text-red-700">
                    {errors[`plans.${i}.document`]}
                  </p>
                ) : null}
              </div>
              {plan ? (
                <label className="flex items-center gap-2 text-sm text-red-800">
                  <input type="checkbox" name="remove_plans" value={plan.id} className="size-6 shrink-0" /> {t("removePlanN", { n })}
                </label>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className={buttonClass} disabled={busy}>
        {t(editing ? "saveChanges" : "submitProject")}
      </button>
    </Form>
  );
}

function ExistingList({
  name,
  items,
}: {
  name: string;
  items: { id: number; label: string; preview?: string; href?: string; linkText?: string }[];
}) {
  if (!items.length) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-2 text-sm">
          {item.preview ? <img src={item.preview} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" /> : null}
          {item.href ? (
            <a href={item.href} className="text-brand-700 underline">
              {item.linkText}
            </a>
          ) : null}
          <label className="flex items-center gap-1 text-red-800">
            <input type="checkbox" name={name} value={item.id} className="size-6 shrink-0" /> {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
