import { useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/languages";
import { FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { addLanguage, listStaffLanguages, setLanguageEnabled } from "../../modules/languages/manage-languages.server.ts";

/** The site's languages with their missing strings; staff add one and offer it once it has strings. Admin only. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  return { title: translate(lang, "languagesAdmin"), languages: await listStaffLanguages(services.db) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction({ request, context }, async ({ values, lang }) => {
    if (values.intent === "add") {
      const { code } = await addLanguage(services.db, actor, values);
      return {
        ok: true as const,
        intent: "add",
        message: translate(lang, "languageAdded", { code }),
        errors: {} as Record<string, string>,
      };
    }
    const input = z.object({ code: z.string().min(1), enabled: z.enum(["1", "0"]) }).parse(values);
    await setLanguageEnabled(services.db, actor, input.code, input.enabled === "1");
    return {
      ok: true as const,
      intent: "toggle",
      message: translate(lang, input.enabled === "1" ? "languageEnabled" : "languageDisabled", { code: input.code }),
      errors: {} as Record<string, string>,
    };
  });
}

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : null;
  const typed = failed && "values" in failed && failed.values.intent === "add" ? failed.values : null;
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <main className="pb-10">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <div className="mt-4">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {loaderData.languages.map((language) => (
          <li
            key={language.code}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold">
                <span lang={language.code}>{language.name}</span>{" "}
                <span className="text-sm font-normal text-slate-600">({language.code})</span>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {language.isEnabled ? t("languageOnSite") : t("languageNotOnSite")} ·{" "}
                {t("languageMissingCount", { count: language.missing })} · {t("languageEditedCount", { count: language.edited })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={`/admin/languages/${language.code}`} className={secondaryButtonClass}>
                {t("editStrings")}
                <span className="sr-only"> ({language.name})</span>
              </Link>
              {language.isBuiltIn || language.isDefault ? null : (
                <Form method="post">
                  <input type="hidden" name="code" value={language.code} />
                  <input type="hidden" name="enabled" value={language.isEnabled ? "0" : "1"} />
                  <button type="submit" className={secondaryButtonClass} disabled={busy}>
                    {language.isEnabled ? t("disableLanguage") : t("enableLanguage")}
                    <span className="sr-only"> ({language.name})</span>
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>

      <Form method="post" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" noValidate>
        <h2 className="text-lg font-semibold">{t("addLanguage")}</h2>
        <p className="mt-1 text-sm text-slate-700">{t("addLanguageHint")}</p>
        <input type="hidden" name="intent" value="add" />
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField name="code" label={t("languageCode")} defaultValue={typed?.code ?? ""} error={errors.code} autoComplete="off" />
          <TextField name="name" label={t("languageName")} defaultValue={typed?.name ?? ""} error={errors.name} autoComplete="off" />
          <TextField
            name="name_in_english"
            label={t("languageNameInEnglish")}
            defaultValue={typed?.name_in_english ?? ""}
            error={errors.name_in_english}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={`${buttonClass} mt-4 w-full sm:w-auto`} disabled={busy}>
          {t("addLanguage")}
        </button>
      </Form>
    </main>
  );
}
