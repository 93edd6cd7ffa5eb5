import { useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { FormMessage, buttonClass } from "../../components/ui/field.tsx";
import { TextAreaField, TextField } from "../../components/ui/form-field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listLanguages } from "../../modules/settings/list-languages.server.ts";
import { getSettings } from "../../modules/settings/get-settings.server.ts";
import {
  brandImageKeys,
  featureFlagKeys,
  pageSettingKeys,
  readSettingsForm,
  settingSections,
  type BrandImageKey,
  type SettingField,
} from "../../modules/settings/site-settings-schema.ts";
import { updateSiteSettings } from "../../modules/settings/update-site-settings.server.ts";

/** Every site setting but the payment methods', grouped as the page shows them. Admin only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const [all, languages] = await Promise.all([getSettings(services.db), listLanguages(services.db)]);
  const shown = [...pageSettingKeys, ...brandImageKeys];
  return {
    title: translate(lang, "siteSettings"),
    settings: Object.fromEntries(shown.map((key) => [key, all[key]])) as Record<string, unknown>,
    languages: languages.map((language) => ({ code: language.code, name: language.name })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ data, lang }) => {
    const file = (key: BrandImageKey) => {
      const value = data.get(`${key}_file`);
      return value instanceof File && value.size > 0 ? value : undefined;
    };
    const { changed } = await updateSiteSettings({
      db: services.db,
      storage: services.storage,
      actor,
      values: readSettingsForm(data),
      images: Object.fromEntries(brandImageKeys.map((key) => [key, file(key)])),
    });
    return {
      ok: true as const,
      message: translate(lang, changed.length > 0 ? "settingsSaved" : "settingsUnchanged"),
      errors: {} as Record<string, string>,
    };
  });
}

const checkboxClass = "mt-0.5 size-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-600";

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors: Record<string, string> = actionData?.errors ?? {};
  // After a failed save the form shows what was typed, not what is stored.
  const typed = failed && "values" in failed ? failed.values : null;
  const textValue = (key: string) => (typed ? (typed[key] ?? "") : String(loaderData.settings[key] ?? ""));
  const isOn = (key: string, stored: unknown) => (typed ? key in typed : stored === true || stored === "1");
  const features = (loaderData.settings.features ?? {}) as Record<string, boolean>;

  const control = (field: SettingField) => {
    const label = t(field.label);
    const error = errors[field.key];
    if (field.control === "checkbox") {
      return (
        <div key={field.key} className="flex items-start gap-3">
          <input
            id={`setting-${field.key}`}
            type="checkbox"
            name={field.key}
            defaultChecked={isOn(field.key, loaderData.settings[field.key])}
            className={checkboxClass}
          />
          <label htmlFor={`setting-${field.key}`} className="text-sm text-slate-800">
            {label}
          </label>
        </div>
      );
    }
    if (field.control === "language") {
      return (
        <div key={field.key}>
          <label htmlFor={`setting-${field.key}`} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <select
            id={`setting-${field.key}`}
            name={field.key}
            defaultValue={textValue(field.key)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `setting-${field.key}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {loaderData.languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`setting-${field.key}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    if (field.control === "textarea") {
      return (
        <TextAreaField
          key={field.key}
          id={`setting-${field.key}`}
          name={field.key}
          label={label}
          rows={4}
          defaultValue={textValue(field.key)}
          error={error}
        />
      );
    }
    return (
      <TextField
        key={field.key}
        id={`setting-${field.key}`}
        name={field.key}
        label={label}
        type={field.control === "number" ? "text" : field.control}
        inputMode={field.control === "number" ? "decimal" : undefined}
        defaultValue={textValue(field.key)}
        error={error}
      />
    );
  };

  const imageField = (key: BrandImageKey, label: string, hint: string, accept: string) => {
    const current = String(loaderData.settings[key] ?? "");
    const error = errors[key];
    const describedBy = [`setting-${key}-hint`, error ? `setting-${key}-error` : ""].filter(Boolean).join(" ");
    return (
      <div key={key} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-50">
          {current ? <img src={current} alt="" width={48} height={48} className="max-h-12 max-w-12 object-contain" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`setting-${key}`} className="block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            id={`setting-${key}`}
            type="file"
            name={`${key}_file`}
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
          />
          <p id={`setting-${key}-hint`} className="mt-1 text-xs break-all text-slate-600">
            {t(hint)} {current ? t("settingCurrentImage", { name: current }) : t("settingNoImage")}
          </p>
          {error ? (
            <p id={`setting-${key}-error`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    );
  };

  const sectionClass = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
  const legendClass = "px-1 text-lg font-semibold text-slate-900";

  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-1 text-sm text-slate-700">{t("siteSettingsIntro")}</p>
      <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-col gap-6" noValidate>
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("settingsBranding")}</legend>
          <div className="mt-2 flex flex-col gap-4">
            {imageField(
              "web_favicon",
              t("settingFavicon"),
              "settingFaviconHint",
              "image/png,image/x-icon,image/vnd.microsoft.icon,image/svg+xml,.ico",
            )}
            {imageField("web_logo", t("settingLogo"), "settingLogoHint", "image/png,image/jpeg,image/svg+xml")}
            {imageField("web_placeholder_logo", t("settingPlaceholderLogo"), "settingLogoHint", "image/png,image/jpeg,image/svg+xml")}
          </div>
        </fieldset>
        {settingSections.map((section) => (
          <fieldset key={section.id} className={sectionClass}>
            <legend className={legendClass}>{t(section.title)}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">{section.fields.map(control)}</div>
          </fieldset>
        ))}
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("settingsFeatures")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {featureFlagKeys.map((key) => (
              <div key={key} className="flex items-start gap-3">
                <input
                  id={`setting-feature-${key}`}
                  type="checkbox"
                  name={`features.${key}`}
                  defaultChecked={typed ? `features.${key}` in typed : features[key] !== false}
                  className={checkboxClass}
                />
                <label htmlFor={`setting-feature-${key}`} className="text-sm text-slate-800">
                  {t(`feature_${key}`)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
          <button type="submit" className={`${buttonClass} w-full sm:w-auto`} disabled={busy}>
            {t("saveSettings")}
          </button>
        </div>
      </Form>
    </main>
  );
}
