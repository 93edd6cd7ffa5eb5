import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { AppShell } from "./components/shell/app-shell.tsx";
import { Spinner } from "./components/ui/spinner.tsx";
import { requestContext, servicesContext } from "./lib/app-context.server.ts";
import { dictionaryFor } from "./lib/i18n/index.ts";
import { shellErrors } from "./lib/i18n/shell-errors.ts";
import { I18nProvider } from "./lib/i18n/react.tsx";
import { countAllUnread } from "./modules/chat/list-chats.server.ts";
import { getInboxSummary } from "./modules/notifications/list-notifications.server.ts";
import { getShellSettings } from "./modules/settings/get-shell-settings.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { lang, nonce, getActor, isAccountDeactivated } = context.get(requestContext);
  const [settings, actor, accountDeactivated] = await Promise.all([getShellSettings(services.db), getActor(), isAccountDeactivated()]);
  const [inbox, chatUnread] = actor ? await Promise.all([getInboxSummary(services.db, actor), countAllUnread(services, actor)]) : [null, 0];
  const account = actor && inbox ? { name: actor.name, isStaff: actor.role === "admin", unread: inbox.unread, latestNotificationId: inbox.latestId, chatUnread } : null;
  return { lang, nonce, dictionary: dictionaryFor(lang), settings, account, accountDeactivated, year: new Date().getFullYear() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "vi";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <link rel="icon" href={data?.settings.favicon ?? "/favicon.svg"} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {data ? (
          <I18nProvider lang={lang} dictionary={data.dictionary}>
            <AppShell settings={data.settings} account={data.account} accountDeactivated={data.accountDeactivated} year={data.year}>
              {children}
            </AppShell>
          </I18nProvider>
        ) : (
          children
        )}
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
  const text = (key: keyof (typeof shellErrors)["vi"]) => data?.dictionary[key] ?? shellErrors.vi[key];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{text(notFound ? "pageNotFoundTitle" : "errorTitle")}</h1>
      <p className="mt-3 text-slate-600">{text(notFound ? "pageNotFoundText" : "errorText")}</p>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {text("backToHome")}
      </a>
    </main>
  );
}
