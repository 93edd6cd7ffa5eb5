import { useState } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/find-property";
import { buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { PriceField, TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { enforceRateLimit } from "../../lib/rate-limit.server.ts";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { requirementTimelines } from "../../modules/leads/lead-vocabulary.ts";
import { listCategories } from "../../modules/categories/list-categories.server.ts";
import { propertyRequirementSchema } from "../../modules/leads/lead-schemas.ts";
import { leadRule } from "../../modules/leads/lead-rule.ts";
import { submitPropertyRequirement } from "../../modules/leads/submit-property-requirement.server.ts";
import { listCityWards } from "../../modules/places/list-city-wards.server.ts";
import { wardOptions } from "../../modules/places/ward-options.ts";
import { getSetting } from "../../modules/settings/get-settings.server.ts";
import { getContactDefaults } from "../../modules/users/contact-defaults.server.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, getActor } = context.get(requestContext);
  const [categories, wards, provinceCode, contact] = await Promise.all([
    listCategories(services.db, { limit: 100, offset: 0, lang }),
    listCityWards(services.db, { limit: 500, offset: 0, includeEmpty: true }),
    getSetting(services.db, "city_province_code"),
    getActor().then((actor) => getContactDefaults(services.db, actor)),
  ]);
  return {
    contact,
    title: translate(lang, "findPropertyTitle"),
    categories: categories.items.map((c) => ({ id: c.id, name: c.category })),
    // Named as the posting form names them: the 2025 ward with its former district beside it.
    wards: wardOptions(
      wards.items.map((w) => ({ code: w.code, name: w.city })),
      lang,
    ).map((w) => ({ code: w.code, name: w.label })),
    provinceCode: String(provinceCode),
  };
}

interface RequestResult {
  sent: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
  wardCodes: string[];
  message: string | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { ip, getActor } = context.get(requestContext);
  const wardCodesOf = (form: FormData) => form.getAll("ward_codes").filter((v): v is string => typeof v === "string" && v !== "");
  return formAction(
    { request, context },
    async ({ data: form, input, lang }) => {
      const requirement = propertyRequirementSchema.parse({ ...input, ward_codes: wardCodesOf(form) });
      await enforceRateLimit(services.db, `page:submit-property-requirement:${ip}`, leadRule);
      await submitPropertyRequirement(services, { actor: await getActor(), request: requirement, lang });
      return { sent: true, errors: {}, values: {}, wardCodes: [], message: null } satisfies RequestResult;
    },
    { withStatus: true, extra: ({ data: form }) => ({ sent: false as const, wardCodes: wardCodesOf(form) }) },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }];
}

/** The steps and the fields each holds; a server error opens the first step that has one. */
const steps = [
  { key: "findStepNeed", fields: ["purpose", "category_id"] },
  { key: "findStepArea", fields: ["province_code", "ward_codes"] },
  { key: "findStepBudget", fields: ["budget_min", "budget_max", "bedrooms", "other_needs"] },
  { key: "findStepTimeline", fields: ["timeline"] },
  { key: "findStepContact", fields: ["name", "email", "phone"] },
] as const;

/** The lead success screen (docs/product.md, "Screens and addresses"). */
function LeadSuccess() {
  const { t } = useI18n();
  return (
    <section
      role="status"
      aria-labelledby="lead-success"
      className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-950"
      data-testid="lead-success"
    >
      <h2 id="lead-success" className="text-xl font-bold">
        {t("leadSuccessTitle")}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5">
        <li>{t("leadSuccessReview")}</li>
        <li>{t("leadSuccessFind")}</li>
        <li>{t("leadSuccessContact")}</li>
        <li>{t("leadSuccessViewings")}</li>
      </ol>
      <Link to="/properties" className={`mt-5 ${buttonClass}`}>
        {t("continueBrowsing")}
      </Link>
    </section>
  );
}

/**
 * The find-my-property request. Without JavaScript it is one long form; with it, one step at
 * a time (every step stays in the form, so nothing typed is lost going back and forth).
 */
export default function FindProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const errors: Record<string, string> = actionData?.errors ?? {};
  // A signed-in member starts with their own name, e-mail and phone.
  const values: Record<string, string> = actionData?.values ?? { ...loaderData.contact };
  const firstWithError = steps.findIndex((s) => s.fields.some((f) => errors[f]));
  const [step, setStep] = useState(0);
  const [shownFor, setShownFor] = useState(actionData);
  if (shownFor !== actionData) {
    setShownFor(actionData);
    if (firstWithError >= 0) setStep(firstWithError);
  }
  const stepped = hydrated;
  const last = steps.length - 1;
  const radio = "size-4 accent-brand-700";
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-slate-700">{t("findPropertyIntro")}</p>
      <div className="mt-6">
        {actionData?.sent ? (
          <LeadSuccess />
        ) : (
          <Form method="post" noValidate className="grid gap-6" data-testid="find-property-form">
            {actionData?.message || Object.keys(errors).length ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {Object.keys(errors).length ? t("formHasErrors") : actionData?.message}
              </p>
            ) : null}
            {stepped ? (
              <p className="text-sm text-slate-600" aria-live="polite">
                {t("findStepOf", { step: step + 1, total: steps.length })}
              </p>
            ) : null}
            <input type="hidden" name="province_code" value={loaderData.provinceCode} />
            <fieldset hidden={stepped && step !== 0} className="grid gap-3">
              <legend className="text-lg font-semibold">{t(steps[0].key)}</legend>
              <div role="radiogroup" aria-label={t("findPurpose")} className="flex gap-6">
                {(["buy", "rent"] as const).map((purpose) => (
                  <label key={purpose} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="purpose"
                      value={purpose}
                      defaultChecked={(values.purpose ?? "buy") === purpose}
                      className={radio}
                    />
                    {t(purpose === "buy" ? "findBuy" : "findRent")}
                  </label>
                ))}
              </div>
              {errors.purpose ? <p className="text-sm text-red-700">{errors.purpose}</p> : null}
              <label className="block text-sm font-medium text-slate-800">
                {t("category")} <span className="font-normal text-slate-600">({t("optional")})</span>
                <select
                  name="category_id"
                  defaultValue={values.category_id ?? ""}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  <option value="">{t("findAnyCategory")}</option>
                  {loaderData.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
            <fieldset hidden={stepped && step !== 1} className="grid gap-3">
              <legend className="text-lg font-semibold">{t(steps[1].key)}</legend>
              <label className="block text-sm font-medium text-slate-800">
                {t("findWards")} <span className="font-normal text-slate-600">({t("optional")})</span>
                <select
                  name="ward_codes"
                  multiple
                  size={8}
                  defaultValue={actionData?.wardCodes ?? []}
                  aria-describedby="wards-hint"
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  {loaderData.wards.map((w) => (
                    <option key={w.code} value={w.code}>
                      {w.name}
                    </option>
                  ))}
                </select>
              </label>
              <p id="wards-hint" className="text-xs text-slate-600">
                {t("findWardsHint")}
              </p>
              {errors.ward_codes ? <p className="text-sm text-red-700">{errors.ward_codes}</p> : null}
            </fieldset>
            <fieldset hidden={stepped && step !== 2} className="grid gap-3 sm:grid-cols-2">
              <legend className="text-lg font-semibold">{t(steps[2].key)}</legend>
              <PriceField
                label={t("findBudgetMin")}
                name="budget_min"
                optional
                defaultValue={values.budget_min}
                error={errors.budget_min}
              />
              <PriceField
                label={t("findBudgetMax")}
                name="budget_max"
                optional
                defaultValue={values.budget_max}
                error={errors.budget_max}
              />
              <TextField
                label={t("findBedrooms")}
                name="bedrooms"
                type="number"
                min={0}
                max={20}
                optional
                defaultValue={values.bedrooms}
                error={errors.bedrooms}
              />
              <div className="sm:col-span-2">
                <TextAreaField
                  label={t("findOtherNeeds")}
                  name="other_needs"
                  rows={3}
                  optional
                  defaultValue={values.other_needs}
                  error={errors.other_needs}
                />
              </div>
            </fieldset>
            <fieldset hidden={stepped && step !== 3} className="grid gap-2">
              <legend className="text-lg font-semibold">{t(steps[3].key)}</legend>
              {requirementTimelines.map((timeline) => (
                <label key={timeline} className="flex items-center gap-2">
                  <input type="radio" name="timeline" value={timeline} defaultChecked={values.timeline === timeline} className={radio} />
                  {t(`timeline_${timeline}`)}
                </label>
              ))}
              {errors.timeline ? <p className="text-sm text-red-700">{t("findTimelineRequired")}</p> : null}
            </fieldset>
            <fieldset hidden={stepped && step !== 4} className="grid gap-3">
              <legend className="text-lg font-semibold">{t(steps[4].key)}</legend>
              <TextField label={t("name")} name="name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
              <TextField
                label={t("email")}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
              <TextField
                label={t("phone")}
                name="phone"
                type="tel"
                autoComplete="tel"
                optional
                defaultValue={values.phone}
                error={errors.phone}
              />
            </fieldset>
            <div className="flex flex-wrap gap-3">
              {stepped && step > 0 ? (
                <button type="button" className={secondaryButtonClass} onClick={() => setStep(step - 1)}>
                  {t("back")}
                </button>
              ) : null}
              {/* Distinct keys: the step button is replaced, not turned into the submit button mid-click. */}
              {stepped && step < last ? (
                <button key="next" type="button" className={buttonClass} onClick={() => setStep(step + 1)}>
                  {t("findNext")}
                </button>
              ) : (
                <button key="submit" type="submit" className={buttonClass} disabled={navigation.state === "submitting"}>
                  {navigation.state === "submitting" ? t("sending") : t("findSubmit")}
                </button>
              )}
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
