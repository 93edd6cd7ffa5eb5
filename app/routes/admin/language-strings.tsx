import { useNavigation } from "react-router";
import type { Route } from "./+types/language-strings";
import { FormMessage, buttonClass, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { listDictionary, listStaffLanguages, saveDictionaryEntry } from "../../modules/languages/manage-languages.server.ts";
import { data } from "react-router";
import { PageLinks } from "../../components/discovery/pagination.tsx";

const pageSize = 25;

/** One language's strings beside the default language's: search, show the missing ones, edit any of them. Admin only. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  await requireStaff(context, request);
  const language = (await listStaffLanguages(services.db)).find((l) => l.code === params.code);
  if (!language) throw data({ reason: "not-found" }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const search = (query.get("q") ?? "").slice(0, 100);
  const missingOnly = query.get("missing") === "1";
  const page = Math.max(1, Number(query.get("page")) || 1);
  const list = await listDictionary(services.db, {
    code: language.code,
    search,
    missingOnly,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { title: translate(lang, "languageStringsTitle", { name: language.name }), language, search, missingOnly, page, ...list };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireStaff(context, request);
  return formAction(
    { request, context },
    async ({ values, lang }) => {
      await saveDictionaryEntry(services.db, actor, params.code, { key: values.key, value: values.value ?? "" });
      return {
        ok: true as const,
        key: values.key ?? "",
        message: translate(lang, "stringSaved", { key: values.key ?? "" }),
        errors: {} as Record<string, string>,
      };
    },
    { extra: ({ values }) => ({ key: values.key ?? "" }) },
  );
}

export default function LanguageStrings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { language } = loaderData;
  const pages = Math.max(1, Math.ceil(loaderData.total / pageSize));
  const query = (page: number) =>
    `?${new URLSearchParams({ q: loaderData.search, ...(loaderData.missingOnly ? { missing: "1" } : {}), page: String(page) })}`;
  const failedKey = actionData && !actionData.ok ? actionData.key : null;
  return (
    <main className="pb-10">
      <p className="text-sm">
        <Link to="/admin/languages" className="text-brand-700 underline">
          ← {t("languagesAdmin")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t("languageMissingCount", { count: language.missing })} · {t("languageEditedCount", { count: language.edited })}
      </p>
      <search>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="strings-search" className="block text-sm font-medium">
              {t("searchStrings")}
            </label>
            <input
              id="strings-search"
              name="q"
              type="search"
              defaultValue={loaderData.search}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 sm:w-72"
            />
          </div>
          <div className="flex items-center gap-2 py-2">
            <input
              id="strings-missing"
              type="checkbox"
              name="missing"
              value="1"
              defaultChecked={loaderData.missingOnly}
              className="size-5"
            />
            <label htmlFor="strings-missing" className="text-sm">
              {t("missingOnly")}
            </label>
          </div>
          <button type="submit" className={secondaryButtonClass}>
            {t("filter")}
          </button>
        </Form>
      </search>
      <div className="mt-4" aria-live="polite">
        <FormMessage message={actionData?.message} tone={actionData?.ok ? "success" : "error"} />
      </div>
      {loaderData.rows.length === 0 ? (
        <p className="mt-6 text-slate-700">{loaderData.missingOnly ? t("noMissingStrings") : t("noStringsFound")}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {loaderData.rows.map((row) => {
            const id = `string-${row.key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
            const error = failedKey === row.key ? actionData?.message : undefined;
            return (
              <li key={row.key} className="rounded-xl border border-slate-200 bg-white p-4">
                <Form method="post" className="flex flex-col gap-2">
                  <input type="hidden" name="key" value={row.key} />
                  <label htmlFor={id} className="text-sm font-medium break-all text-slate-900">
                    <code>{row.key}</code>
                    {row.isMissing ? (
                      <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t("stringMissing")}</span>
                    ) : null}
                    {row.isEdited ? (
                      <span className="ml-2 rounded bg-sky-100 px-2 py-0.5 text-xs text-sky-900">{t("stringEdited")}</span>
                    ) : null}
                  </label>
                  <p id={`${id}-default`} className="text-sm break-words text-slate-700">
                    {t("defaultText")}: {row.defaultText}
                  </p>
                  <textarea
                    id={id}
                    name="value"
                    lang={language.code}
                    rows={2}
                    defaultValue={failedKey === row.key && actionData && "values" in actionData ? actionData.values.value : row.text}
                    aria-describedby={`${id}-default${error ? ` ${id}-error` : ""}`}
                    aria-invalid={error ? true : undefined}
                    className="w-full rounded-lg border border-slate-300 px-3 py-2"
                  />
                  {error ? (
                    <p id={`${id}-error`} className="text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                  <div>
                    <button type="submit" className={buttonClass} disabled={busy}>
                      {t("saveString")}
                      <span className="sr-only"> {row.key}</span>
                    </button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? <PageLinks page={loaderData.page} pages={pages} hrefFor={query} /> : null}
    </main>
  );
}
