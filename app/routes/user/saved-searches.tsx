import { redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/saved-searches";
import { buttonClass, Field, FormMessage, secondaryButtonClass } from "../../components/ui/field.tsx";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { formAction } from "../../lib/form-errors.server.ts";
import { requireUser } from "../../lib/guards.server.ts";
import { translate } from "../../lib/i18n/index.ts";
import { Form, Link, localizedHref } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { idInput } from "../../lib/input-schemas.ts";
import { titleWithSite } from "../../lib/seo/page-title.ts";
import { deleteSavedSearch } from "../../modules/saved-searches/delete-saved-search.server.ts";
import { listSavedSearches } from "../../modules/saved-searches/list-saved-searches.server.ts";
import { saveSearch } from "../../modules/saved-searches/save-search.server.ts";
import {
  saveSearchSchema,
  savedSearchFrequencies,
  updateSavedSearchSchema,
  type SavedSearchView,
} from "../../modules/saved-searches/saved-search-schema.ts";
import { updateSavedSearch } from "../../modules/saved-searches/update-saved-search.server.ts";

/** The member's saved searches: open, rename, change alerts, pause and delete each. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const actor = await requireUser(context, request);
  const saved = new URL(request.url).searchParams.get("saved");
  const items = await listSavedSearches(services.db, actor);
  const just = items.find((s) => String(s.id) === saved);
  return {
    title: translate(lang, "savedSearches"),
    items,
    message: just ? translate(lang, "savedSearchSaved", { name: just.name }) : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

const intentSchema = z.object({ intent: z.enum(["save", "update", "pause", "delete"], { error: "invalidRequest" }) });

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const actor = await requireUser(context, request);
  return formAction({ request, context }, async ({ input: values, lang }) => {
    const { intent } = intentSchema.parse(values);
    if (intent === "save") {
      // The results page's "Save search" form: a plain form, then this list with the new search.
      const input = saveSearchSchema.parse(values);
      const row = await saveSearch(services.db, { actor, ...input });
      return redirect(localizedHref(`/user/saved-searches?saved=${row.id}`, lang));
    }
    if (intent === "delete") {
      await deleteSavedSearch(services.db, { actor, id: z.object({ id: idInput() }).parse(values).id });
      return { ok: true as const, message: translate(lang, "savedSearchDeleted") };
    }
    if (intent === "pause") {
      await updateSavedSearch(services.db, { actor, ...updateSavedSearchSchema.pick({ id: true, paused: true }).parse(values) });
      return { ok: true as const, message: translate(lang, "savedSearchUpdated") };
    }
    // Unticked boxes send nothing: the settings form states both channels.
    const input = updateSavedSearchSchema.parse({ ...values, by_email: values.by_email ?? "0", by_push: values.by_push ?? "0" });
    await updateSavedSearch(services.db, { actor, ...input });
    return { ok: true as const, message: translate(lang, "savedSearchUpdated") };
  });
}

const frequencyKey = { instant: "savedSearchInstant", daily: "savedSearchDaily", weekly: "savedSearchWeekly" } as const;

function SavedSearchItem({ search, busy }: { search: SavedSearchView; busy: boolean }) {
  const { t } = useI18n();
  const headingId = `saved-search-${search.id}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {search.name}
        </h2>
        {search.new_since_visit > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900" data-testid="new-since-visit">
            {t("savedSearchNewSinceVisit", { count: search.new_since_visit })}
          </span>
        ) : null}
        {search.paused ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-sm text-slate-800">{t("savedSearchPaused")}</span>
        ) : null}
      </div>
      <Link to={`/user/saved-searches/${search.id}/open`} className="mt-1 inline-block text-brand-700 underline">
        {t("savedSearchOpen")}
      </Link>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={search.id} />
        <Field label={t("saveSearchName")} name="name" defaultValue={search.name} required maxLength={80} />
        <div>
          <label htmlFor={`${headingId}-frequency`} className="block text-sm font-medium text-slate-800">
            {t("savedSearchFrequency")}
          </label>
          <select
            id={`${headingId}-frequency`}
            name="frequency"
            defaultValue={search.frequency}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          >
            {savedSearchFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(frequencyKey[f])}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="sr-only">{t("savedSearchFrequency")}</legend>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="by_email" value="1" defaultChecked={search.by_email} className="h-5 w-5" />
            {t("savedSearchByEmail")}
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" name="by_push" value="1" defaultChecked={search.by_push} className="h-5 w-5" />
            {t("savedSearchByPush")}
          </label>
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass}>
            {t("savedSearchSaveChanges")}
          </button>
        </div>
      </Form>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="pause" />
          <input type="hidden" name="id" value={search.id} />
          <input type="hidden" name="paused" value={search.paused ? "0" : "1"} />
          <button type="submit" disabled={busy} className={secondaryButtonClass}>
            {search.paused ? t("savedSearchResume") : t("savedSearchPause")}
            <span className="sr-only">: {search.name}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={search.id} />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
          >
            {t("savedSearchDelete")}
            <span className="sr-only">: {search.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const message = actionData?.message ?? loaderData.message ?? undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("savedSearches")}</h1>
      <p className="mt-2 text-slate-700">{t("savedSearchesIntro")}</p>
      <div className="mt-4">
        <FormMessage tone={actionData && !actionData.ok ? "error" : "success"} message={message} />
      </div>
      {loaderData.items.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t("savedSearchesEmpty")}{" "}
          <Link to="/properties" className="text-brand-700 underline">
            {t("browseListings")}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {loaderData.items.map((search) => (
            <SavedSearchItem key={search.id} search={search} busy={busy} />
          ))}
        </ul>
      )}
    </main>
  );
}
