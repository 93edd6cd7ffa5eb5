import type { Route } from "./+types/unsubscribe-saved-search";
import { buttonClass } from "../components/ui/field.tsx";
import { requestContext, servicesContext } from "../lib/app-context.server.ts";
import { translate } from "../lib/i18n/index.ts";
import { Form, Link } from "../lib/i18n/link.tsx";
import { useI18n } from "../lib/i18n/react.tsx";
import { titleWithSite } from "../lib/seo/page-title.ts";
import { findUnsubscribeTarget, unsubscribeSavedSearch } from "../modules/saved-searches/unsubscribe-saved-search.server.ts";

/**
 * An alert e-mail's unsubscribe link, without signing in (the signed token is the proof): the
 * page asks to confirm; a POST to the same address, from this page or a mail client's one-click
 * unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`), stops the search's e-mails.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang } = context.get(requestContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await findUnsubscribeTarget(services, token);
  return { title: translate(lang, "unsubscribeTitle"), token, name: target?.name ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token");
  const target = await findUnsubscribeTarget(services, token);
  const done = target ? await unsubscribeSavedSearch(services, token) : false;
  return { done, name: target?.name ?? null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ title: titleWithSite(loaderData?.title, matches) }, { name: "robots", content: "noindex" }];
}

export default function UnsubscribeSavedSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const name = actionData?.name ?? loaderData.name;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("unsubscribeTitle")}</h1>
      {name === null ? (
        <p className="mt-4 text-slate-700" role="alert">
          {t("unsubscribeInvalid")}
        </p>
      ) : actionData?.done ? (
        <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-800" role="status">
          {t("unsubscribeDone", { name })}
        </p>
      ) : (
        <Form method="post" action={`/unsubscribe/saved-search?token=${encodeURIComponent(loaderData.token)}`} className="mt-4">
          <p className="text-slate-700">{t("unsubscribeConfirm", { name })}</p>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button type="submit" className={`mt-4 ${buttonClass}`}>
            {t("unsubscribeButton")}
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to="/user/saved-searches" className="text-brand-700 underline">
          {t("savedSearches")}
        </Link>
      </p>
    </main>
  );
}
