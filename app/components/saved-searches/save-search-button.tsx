import { useRootData } from "../shell/use-root-data.ts";
import { signInPath, useHere } from "../../lib/return-to.ts";
import { Form, Link } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { buttonClass, secondaryButtonClass } from "../ui/field.tsx";

/**
 * "Lưu tìm kiếm" on a results page: a disclosure with the name (the search or the page's heading
 * to start with) and how often to be told, posted as a plain form to /user/saved-searches with
 * the page's own address (or `url`). A visitor is sent to sign in and back to this page.
 */
export function SaveSearchButton({
  defaultName,
  url: shown,
}: {
  defaultName: string;
  /** The search's address when the page's own differs (the map's current view). */ url?: string;
}) {
  const { t } = useI18n();
  const here = useHere();
  const signedIn = !!useRootData()?.account;
  if (!signedIn) {
    return (
      <Link to={signInPath(here)} className={secondaryButtonClass} aria-label={t("saveSearchSignIn")} data-testid="save-search">
        {t("saveSearch")}
      </Link>
    );
  }
  const url = new URL(shown ?? here, "http://page.invalid");
  url.searchParams.delete("lang");
  return (
    <details className="group relative">
      <summary className={`${secondaryButtonClass} cursor-pointer list-none`} data-testid="save-search">
        {t("saveSearch")}
      </summary>
      <Form
        method="post"
        action="/user/saved-searches"
        className="absolute right-0 z-20 mt-2 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="url" value={url.pathname + url.search} />
        <label className="text-sm font-medium text-slate-800">
          {t("saveSearchName")}
          <input
            name="name"
            required
            maxLength={80}
            defaultValue={defaultName.slice(0, 80)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          {t("savedSearchFrequency")}
          <select
            name="frequency"
            defaultValue="instant"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          >
            <option value="instant">{t("savedSearchInstant")}</option>
            <option value="daily">{t("savedSearchDaily")}</option>
            <option value="weekly">{t("savedSearchWeekly")}</option>
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          {t("saveSearch")}
        </button>
      </Form>
    </details>
  );
}
