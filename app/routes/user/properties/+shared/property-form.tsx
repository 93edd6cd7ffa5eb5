import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { readVndField } from "../../../../lib/format/read-amount.ts";
import type { WardOption } from "../../../../modules/places/ward-options.ts";
import { useNavigation } from "react-router";
import { Form } from "../../../../lib/i18n/link.tsx";
import { FormMessage, buttonClass, secondaryButtonClass } from "../../../../components/ui/field.tsx";
import { useI18n } from "../../../../lib/i18n/react.tsx";
import { useMoney } from "../../../../components/shell/use-money.ts";
import { propertyFields } from "../../../../modules/properties/property-schemas.ts";
import { seoWarnings } from "../../../../modules/listings/seo-warnings.ts";
import { CategoryStep, DetailsStep } from "./form-steps.tsx";
import { LocationStep } from "./location-step.tsx";
import { SeoStep } from "./seo-step.tsx";
import { PhotoFields } from "./photo-fields.tsx";
import {
  draftKey,
  formSteps,
  payloadFromForm,
  stepFields,
  stepOfField,
  type FormCategory,
  type FormInitial,
  type FormStep,
} from "./property-form-model.ts";
import type { TileSettings } from "../../../../lib/location/tile-settings.ts";

export interface PropertyFormProps {
  propertyId: number | null;
  categories: FormCategory[];
  wards: WardOption[];
  tiles: TileSettings;
  initial: FormInitial | null;
  result?: { ok: boolean; message: string; errors: Record<string, string> };
}

const subscribeNever = () => () => undefined;

function stringEntries(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].filter((e): e is [string, string] => typeof e[1] === "string");
}

/**
 * The guided property form: one step at a time with JavaScript (checked as you type with
 * the API's own schema, a draft kept in localStorage without files), one long page that
 * posts as multipart without it. Server errors take the owner back to their step.
 */
export function PropertyForm({ propertyId, categories, wards, tiles, initial, result }: PropertyFormProps) {
  const { t } = useI18n();
  const money = useMoney();
  // The review reads the price as the server will ("4,2 tỷ" is 4 200 000 000).
  const priceReview = (price: unknown) => {
    const amount = typeof price === "string" && price.trim() ? readVndField(price) : null;
    return amount !== null && Number.isSafeInteger(amount) ? money.amount(amount) : (price as string | undefined);
  };
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const enhanced = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [step, setStep] = useState<FormStep>("category");
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    const first = result && !result.ok ? Object.keys(result.errors)[0] : undefined;
    if (first) setStep(stepOfField(first.startsWith("param_") ? "parameters" : first));
  }
  const [categoryId, setCategoryId] = useState(initial?.values.category_id ?? "");
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [snapshot, setSnapshot] = useState<Record<string, string>>(initial?.values ?? {});
  const schema = useMemo(() => (propertyId === null ? propertyFields : propertyFields.partial()), [propertyId]);
  const values = initial?.values ?? {};

  const validate = (fields: string[] | null): Record<string, string> => {
    if (!form.current) return {};
    const data = new FormData(form.current);
    const parsed = schema.safeParse(payloadFromForm(data, categories));
    const errors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        if (fields === null || fields.includes(field)) errors[field] ??= t(issue.message);
      }
    }
    // The chosen category's required parameters (the server checks them again).
    if (fields === null || fields.includes("parameters")) {
      const category = categories.find((c) => String(c.id) === data.get("category_id"));
      for (const p of category?.parameters ?? []) {
        const name = `param_${category!.id}_${p.id}`;
        const answered = data.getAll(name).some((v) => typeof v === "string" && v.trim() !== "");
        if (p.required && p.type !== "file" && !answered) errors[name] = t("parameterRequired");
      }
    }
    return errors;
  };

  useEffect(() => {
    if (!form.current) return;
    const saved = window.localStorage.getItem(draftKey(propertyId));
    if (!saved || result) {
      // What the owner chose or typed before the page's scripts ran is in the form already: adopt it.
      const chosen = form.current.querySelector<HTMLInputElement>('input[name="category_id"]:checked');
      // oxlint-disable-next-line react/set-state-in-effect -- the form's fields were changed outside React, before hydration
      if (chosen) setCategoryId(chosen.value);
      setSnapshot(Object.fromEntries(stringEntries(form.current)));
      return;
    }
    try {
      const entries = JSON.parse(saved) as [string, string][];
      for (const element of Array.from(form.current.elements)) {
        if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement))
          continue;
        if (!element.name || (element instanceof HTMLInputElement && element.type === "file")) continue;
        const mine = entries.filter(([k]) => k === element.name).map(([, v]) => v);
        if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox"))
          element.checked = mine.includes(element.value);
        else if (mine.length) element.value = mine[0]!;
      }
      const category = entries.find(([k]) => k === "category_id");
      // oxlint-disable-next-line react/set-state-in-effect -- the draft lives in localStorage, outside React
      if (category) setCategoryId(category[1]);
      setSnapshot(Object.fromEntries(stringEntries(form.current)));
    } catch {
      window.localStorage.removeItem(draftKey(propertyId));
    }
  }, [propertyId, result]);

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const name = target.name?.startsWith("param_") ? "parameters" : target.name;
    const nextTouched = new Set(touched).add(name);
    setTouched(nextTouched);
    setClientErrors(validate([...nextTouched].filter((f) => f !== "title_image" || target.name === "title_image")));
    if (!form.current) return;
    const entries = stringEntries(form.current).filter(([k]) => !k.startsWith("remove_"));
    setSnapshot(Object.fromEntries(entries));
    window.localStorage.setItem(draftKey(propertyId), JSON.stringify(entries));
  };

  // The review shows the photos chosen: new files as previews, kept ones as they are.
  const [reviewPhotos, setReviewPhotos] = useState<string[]>([]);
  useEffect(() => () => reviewPhotos.forEach((url) => url.startsWith("blob:") && URL.revokeObjectURL(url)), [reviewPhotos]);
  const readReviewPhotos = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const chosen = ["title_image", "gallery_images"].flatMap((name) =>
      data.getAll(name).filter((file): file is File => file instanceof File && file.size > 0),
    );
    const removed = new Set(data.getAll("remove_gallery_images").map(String));
    const kept = [
      ...(initial?.titleImage && !chosen.some((f) => f === data.get("title_image")) ? [initial.titleImage] : []),
      ...(initial?.gallery ?? []).filter((g) => !removed.has(String(g.id))).map((g) => g.url),
    ];
    setReviewPhotos([...chosen.map((file) => URL.createObjectURL(file)), ...kept]);
  };

  const go = (to: FormStep, check: boolean) => {
    if (check) {
      const errors = validate(stepFields[step]);
      setClientErrors(errors);
      setTouched(new Set([...touched, ...stepFields[step]]));
      if (Object.keys(errors).length) {
        form.current?.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`)?.focus();
        return;
      }
    }
    if (to === "review") readReviewPhotos();
    setStep(to);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const errors = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  const index = formSteps.indexOf(step);
  const warnings = seoWarnings({
    metaTitle: snapshot.meta_title,
    metaDescription: snapshot.meta_description,
    metaKeywords: snapshot.meta_keywords,
  });
  const section = (name: FormStep, body: React.ReactNode) => (
    <section
      key={name}
      aria-labelledby={`step-${name}`}
      hidden={enhanced && step !== name}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`step-${name}`} ref={step === name ? heading : undefined} tabIndex={-1} className="text-lg font-semibold">
        {enhanced ? t("stepOf", { n: formSteps.indexOf(name) + 1, total: formSteps.length }) + " · " : null}
        {t(`step_${name}`)}
      </h2>
      {body}
    </section>
  );
  const category = categories.find((c) => String(c.id) === (snapshot.category_id ?? categoryId));
  const ward = wards.find((w) => w.code === snapshot.ward_code);
  const areaParameter = category?.parameters.find((p) => p.code === "area");
  const area = areaParameter ? snapshot[`param_${category!.id}_${areaParameter.id}`]?.trim() : undefined;

  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onInput={onInput}
      className="mt-4 space-y-4"
      aria-label={t(propertyId === null ? "addProperty" : "editProperty")}
    >
      {enhanced ? (
        <ol className="flex flex-wrap gap-1 text-xs" aria-label={t("formProgress")}>
          {formSteps.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? "step" : undefined}
              className={`rounded-full px-2 py-1 ${s === step ? "bg-brand-700 text-white" : i < index ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"}`}
            >
              {i + 1}. {t(`step_${s}`)}
            </li>
          ))}
        </ol>
      ) : null}
      <FormMessage tone={result?.ok ? "success" : "error"} message={result?.message} />
      {section("category", <CategoryStep categories={categories} values={values} errors={errors} onCategory={setCategoryId} />)}
      {section(
        "details",
        <DetailsStep
          categories={categories}
          categoryId={categoryId}
          enhanced={enhanced}
          isRent={(snapshot.property_type ?? values.property_type) === "rent"}
          values={values}
          errors={errors}
        />,
      )}
      {section("location", <LocationStep wards={wards} values={values} errors={errors} tiles={tiles} />)}
      {section("photos", <PhotoFields initial={initial} errors={errors} />)}
      {section("seo", <SeoStep values={values} errors={errors} warnings={warnings} />)}
      {section(
        "review",
        <>
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {[
              ["category", category?.name],
              ["title", snapshot.title],
              ["priceVnd", priceReview(snapshot.price)],
              ["address", snapshot.address],
              ["ward", ward?.label],
              ["areaLabel", area ? `${area} ${areaParameter?.unit ?? "m²"}` : undefined],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium text-slate-700">{t(label!)}</dt>
                <dd className="break-words">{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <div>
            <p className="text-sm font-medium text-slate-700">{t("step_photos")}</p>
            {reviewPhotos.length ? (
              <ul className="mt-2 flex flex-wrap gap-2" data-testid="review-photos">
                {reviewPhotos.map((url, i) => (
                  <li key={url}>
                    <img src={url} alt={t("reviewPhoto", { n: i + 1 })} width={96} height={72} className="h-18 w-24 rounded object-cover" />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm">—</p>
            )}
          </div>
        </>,
      )}
      <div className="sticky bottom-0 flex flex-wrap justify-between gap-2 border-t border-slate-200 bg-white/95 py-3">
        {enhanced && index > 0 ? (
          <button type="button" className={secondaryButtonClass} onClick={() => go(formSteps[index - 1]!, false)}>
            {t("back")}
          </button>
        ) : (
          <span />
        )}
        {enhanced && step !== "review" ? (
          <button key="next" type="button" className={buttonClass} onClick={() => go(formSteps[index + 1]!, true)}>
            {t("continue")}
          </button>
        ) : (
          <button key="submit" type="submit" className={buttonClass} disabled={busy}>
            {t(propertyId === null ? "submitListing" : "saveChanges")}
          </button>
        )}
      </div>
    </Form>
  );
}
