import { useNavigation } from "react-router";
import { readVndField } from "../../lib/format/read-amount.ts";
import { PriceField } from "../../components/ui/form-field.tsx";
import { Form, Link } from "../../lib/i18n/link.tsx";
import type { Route } from "./+types/personalise-feed";
import { Field, FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listCategories } from "../../modules/categories/list-categories.server.ts";
import { listFacilities } from "../../modules/facilities/list-facilities.server.ts";
import { personalisedFieldsSchema, toPersonalisedFieldsView } from "../../modules/feed/personalised-fields-schema.ts";
import { getPersonalisedFields, removePersonalisedFields, savePersonalisedFields } from "../../modules/feed/personalised-fields.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const [categories, facilities, saved] = await Promise.all([
    listCategories(services.db, { limit: 100, offset: 0, lang }),
    listFacilities(services.db, { limit: 100, offset: 0, lang }),
    getPersonalisedFields(services.db, actor),
  ]);
  return {
    title: translate(lang, "personaliseFeed"),
    categories: categories.items.map((c) => ({ id: c.id, name: c.category })),
    facilities: facilities.items.map((f) => ({ id: f.id, name: f.name })),
    saved: saved ? toPersonalisedFieldsView(saved) : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

/** A bound as typed ("2 tỷ", "2.000.000.000") in whole VND through the one money reader; unreadable text stays for the schema to refuse. */
const digits = (value: FormDataEntryValue | null) => {
  if (typeof value !== "string" || !value.trim()) return "";
  const amount = readVndField(value);
  return amount !== null && Number.isSafeInteger(amount) ? String(amount) : value;
};

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction(
    { request, context },
    async ({ data, lang }) => {
      if (data.get("intent") === "remove") {
        await removePersonalisedFields(services.db, actor);
        return { ok: true as const, message: translate(lang, "interestsRemoved"), errors: {} as Record<string, string> };
      }
      const min = digits(data.get("min_price"));
      const max = digits(data.get("max_price"));
      const fields = personalisedFieldsSchema.parse({
        category_ids: data.getAll("category_ids").map(String),
        outdoor_facilitiy_ids: data.getAll("outdoor_facilitiy_ids").map(String),
        price_range: min || max ? `${min},${max}` : undefined,
        property_type: data.get("property_type") || undefined,
        city: data.get("city") || undefined,
      });
      await savePersonalisedFields(services.db, { actor, fields });
      return { ok: true as const, message: translate(lang, "interestsSaved"), errors: {} as Record<string, string> };
    },
    {
      // Checkboxes share a name; the typed values keep only the last, so the choices travel back whole.
      extra: ({ data }) => ({
        chosen: {
          category_ids: data.getAll("category_ids").map(Number),
          outdoor_facilitiy_ids: data.getAll("outdoor_facilitiy_ids").map(Number),
        },
      }),
    },
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
  error,
}: {
  legend: string;
  name: string;
  options: { id: number; name: string }[];
  chosen: Set<number>;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.id}>
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="checkbox" name={name} value={option.id} defaultChecked={chosen.has(option.id)} className="size-5 shrink-0" />
              {option.name}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function PersonaliseFeed({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { saved } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const errors = actionData?.errors ?? {};
  // After a failed save the form shows what was sent; otherwise what is saved.
  const typed = failed?.values;
  const [savedMin, savedMax] = (saved?.price_range ?? ",").split(",");
  const categories = new Set(failed ? failed.chosen.category_ids : (saved?.category_ids ?? []));
  const facilities = new Set(failed ? failed.chosen.outdoor_facilitiy_ids : (saved?.outdoor_facilitiy_ids ?? []));
  const propertyType = typed ? (typed.property_type ?? "") : (saved?.property_type ?? "");
  const formKey = failed ? `failed-${JSON.stringify(failed.values)}` : `saved-${JSON.stringify(saved)}`;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("personaliseFeed")}</h1>
      <p className="mt-2 text-slate-600">{t("personaliseFeedIntro")}</p>
      <Form method="post" key={formKey} className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
        <FormMessage tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
        {actionData?.ok && saved ? (
          <p className="text-sm">
            <Link to="/" className="font-medium text-brand-700 underline">
              {t("seeRecommendations")}
            </Link>
          </p>
        ) : null}
        <CheckboxGroup
          legend={t("interestCategories")}
          name="category_ids"
          options={loaderData.categories}
          chosen={categories}
          error={errors.category_ids}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("interestPropertyType")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {(["", "sell", "rent"] as const).map((value) => (
              <label
                key={value || "any"}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="property_type" value={value} defaultChecked={propertyType === value} className="size-5" />
                {value === "" ? t("interestAnyType") : value === "sell" ? t("forSale") : t("forRent")}
              </label>
            ))}
          </div>
          {errors.property_type ? <p className="mt-1 text-sm text-red-700">{errors.property_type}</p> : null}
        </fieldset>
        <fieldset aria-describedby={errors.price_range ? "price_range-error" : "price_range-hint"}>
          <legend className="text-sm font-medium text-slate-800">{t("interestPriceRange")}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <PriceField label={t("minPriceVnd")} name="min_price" defaultValue={typed ? (typed.min_price ?? "") : savedMin} />
            <PriceField label={t("maxPriceVnd")} name="max_price" defaultValue={typed ? (typed.max_price ?? "") : savedMax} />
          </div>
          <p id="price_range-hint" className="mt-1 text-xs text-slate-600">
            {t("interestPriceHint")}
          </p>
          {errors.price_range ? (
            <p id="price_range-error" className="mt-1 text-sm text-red-700">
              {errors.price_range}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t("interestCity")}
          name="city"
          hint={t("interestCityHint")}
          defaultValue={typed ? (typed.city ?? "") : (saved?.city ?? "")}
          error={errors.city}
          maxLength={100}
        />
        <CheckboxGroup
          legend={t("interestFacilities")}
          name="outdoor_facilitiy_ids"
          options={loaderData.facilities}
          chosen={facilities}
          error={errors.outdoor_facilitiy_ids}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonClass} disabled={busy}>
            {busy && navigation.formData?.get("intent") === "save" ? t("saving") : t("saveInterests")}
          </button>
          {saved ? (
            <button type="submit" name="intent" value="remove" className={secondaryButtonClass} disabled={busy}>
              {t("removeInterests")}
            </button>
          ) : null}
        </div>
      </Form>
    </main>
  );
}
