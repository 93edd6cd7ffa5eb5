import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import { localizedHref } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";
import type { AccountSummary } from "../account/account-menu.tsx";
import { Toasts } from "../ui/toasts.tsx";
import { useHydrated } from "../../lib/use-hydrated.tsx";
import { ClientEffects } from "./client-effects.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ProgressBar } from "./progress-bar.tsx";

// The app banner shows only in the browser, and only where an app-store id is set: its code is
// fetched then, not by every page.
const AppBanner = lazy(() => import("./app-banner.tsx").then((m) => ({ default: m.AppBanner })));

export function AppShell({
  settings,
  account,
  accountDeactivated = false,
  languageOffer = null,
  year,
  children,
}: {
  settings: ShellSettings;
  account: AccountSummary | null;
  /** The visitor's session belongs to an account staff deactivated: say so on every page. */
  accountDeactivated?: boolean;
  /** The visitor's language (cookie or Accept-Language) when the page is in another one. */
  languageOffer?: { lang: LanguageCode; text: string } | null;
  year: number;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("lang");
  const query = params.toString();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[100001] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <ProgressBar />
      {languageOffer ? (
        <p className="bg-slate-100 px-4 py-1 text-center text-sm" data-testid="language-offer">
          <a
            href={localizedHref(`${location.pathname}${query ? `?${query}` : ""}`, languageOffer.lang)}
            hrefLang={languageOffer.lang}
            lang={languageOffer.lang}
            className="inline-block py-1 font-medium text-brand-800 underline"
          >
            {languageOffer.text}
          </a>
        </p>
      ) : null}
      <Header companyName={settings.companyName} logo={settings.logo} account={account} />
      <div id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {accountDeactivated ? (
          <p
            role="alert"
            data-testid="account-deactivated"
            className="mx-auto mt-4 max-w-3xl rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {t("accountDeactivated")}
          </p>
        ) : null}
        {children}
      </div>
      <Footer settings={settings} year={year} />
      {hydrated && settings.appstoreId ? (
        <Suspense fallback={null}>
          <AppBanner appstoreId={settings.appstoreId} />
        </Suspense>
      ) : null}
      <Toasts />
      <ClientEffects />
    </>
  );
}
