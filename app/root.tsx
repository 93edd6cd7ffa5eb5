import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AppShell } from "./components/shell/app-shell.tsx";
import { Spinner } from "./components/ui/spinner.tsx";
import { requestContext, servicesContext } from "./lib/app-context.server.ts";
import { dictionaryFile } from "./lib/i18n/dictionary-files.server.ts";
import { dictionaryUrl, loadDictionary, rootDictionary, storedDictionary } from "./lib/i18n/dictionary-store.ts";
import { defaultLanguage, offerLanguagesInBrowser, siteLanguageCodes, translate } from "./lib/i18n/index.ts";
import { localizedHref } from "./lib/i18n/link.tsx";
import { shellErrors } from "./lib/i18n/shell-errors.ts";
import { I18nProvider } from "./lib/i18n/react.tsx";
import { countAllUnread } from "./modules/chat/list-chats.server.ts";
import { getInboxSummary } from "./modules/notifications/list-notifications.server.ts";
import { requestShellSettings } from "./routes/+shared/discovery-context.server.ts";
import type { RootData } from "./components/shell/use-root-data.ts";
import { HydrationGate } from "./lib/use-hydrated.tsx";

/**
 * A page's redirects stay in its language: a site path without ?lang= gets the page's. Actions
 * and loaders then redirect to bare paths and the language still follows the URL.
 */
const keepLanguageInRedirects: Route.MiddlewareFunction = async ({ context }, next) => {
  const response = await next();
  const { lang } = context.get(requestContext);
  const location = response.headers.get("Location");
  if (lang === defaultLanguage || !location || response.status < 300 || response.status >= 400) return response;
  const localized = localizedHref(location, lang);
  if (localized === location) return response;
  const headers = new Headers(response.headers);
  headers.set("Location", localized);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export const middleware: Route.MiddlewareFunction[] = [keepLanguageInRedirects];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, preferredLang, nonce, getActor, isAccountDeactivated } = context.get(requestContext);
  const [settings, actor, accountDeactivated] = await Promise.all([requestShellSettings(context), getActor(), isAccountDeactivated()]);
  const [inbox, chatUnread] = actor ? await Promise.all([getInboxSummary(services.db, actor), countAllUnread(services, actor)]) : [null, 0];
  const account =
    actor && inbox
      ? {
          id: actor.id,
          name: actor.name,
          isStaff: actor.role !== "user",
          unread: inbox.unread,
          latestNotificationId: inbox.latestId,
          chatUnread,
        }
      : null;
  // The visitor's own language, when it is not the page's, is offered as a link in that language.
  const languageOffer = preferredLang === lang ? null : { lang: preferredLang, text: translate(preferredLang, "languageOffer") };
  const data = {
    lang,
    nonce,
    // The dictionary itself is served from its own URL (app/lib/i18n/dictionary-store.ts).
    dictionaryVersion: dictionaryFile(lang).version,
    languages: siteLanguageCodes(),
    settings,
    account,
    accountDeactivated,
    languageOffer,
    year: new Date().getFullYear(),
  };
  // Components read part of this through useRootData(); the check keeps the two in step.
  return data satisfies RootData;
}

/** A navigation into another language (or after a staff edit) fetches that dictionary before it renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadDictionary(data.lang, data.dictionaryVersion);
  return data;
}

/** The error page's title (404 or failure) with the site's name; pages give their own otherwise. */
export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const key = isRouteErrorResponse(error) && error.status === 404 ? "pageNotFoundTitle" : "errorTitle";
  const title = rootDictionary(loaderData)[key] ?? shellErrors.vi[key];
  const site = loaderData?.settings.companyName;
  return [{ title: site ? `${title} · ${site}` : title }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "vi";
  const dictionary = storedDictionary(data?.dictionaryVersion);
  const dictionaryHref = data ? dictionaryUrl(lang, data.dictionaryVersion) : undefined;
  // Before <Meta /> renders: the pages' hreflang links name every offered language, as on the server.
  if (data) offerLanguagesInBrowser(data.languages);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href={data?.settings.favicon ?? "/favicon.svg"} />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The browser fetches the dictionary alongside the scripts, after the first paint
            (lib/scripts-after-paint.server.ts); hydration waits for it (entry.client.tsx). */}
        {dictionaryHref ? <link rel="preload" as="fetch" href={dictionaryHref} crossOrigin="anonymous" fetchPriority="low" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <HydrationGate>
          {data ? (
            <I18nProvider lang={lang} dictionary={dictionary ?? {}} languages={data.languages}>
              <AppShell
                settings={data.settings}
                account={data.account}
                accountDeactivated={data.accountDeactivated}
                languageOffer={data.languageOffer}
                year={data.year}
              >
                {children}
              </AppShell>
            </I18nProvider>
          ) : (
            children
          )}
        </HydrationGate>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <Spinner />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The dictionary comes with the root loader's data; when that loader is what failed, the
  // error page's own strings speak instead.
  const text = (key: keyof (typeof shellErrors)["vi"]) => rootDictionary(data)[key] ?? shellErrors.vi[key];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, body] =
    status === 404
      ? (["pageNotFoundTitle", "pageNotFoundText"] as const)
      : status === 403
        ? (["forbiddenTitle", "forbiddenText"] as const)
        : (["errorTitle", "errorText"] as const);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>{data ? `${text(title)} · ${data.settings.companyName}` : text(title)}</title>
      <h1 className="text-2xl font-bold">{text(title)}</h1>
      <p className="mt-3 text-slate-600">{text(body)}</p>
      <a
        href={localizedHref("/", data?.lang ?? defaultLanguage)}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {text("backToHome")}
      </a>
    </main>
  );
}
