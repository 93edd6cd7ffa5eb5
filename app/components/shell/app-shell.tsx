import type { ReactNode } from "react";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";
import type { AccountSummary } from "../account/account-menu.tsx";
import { Toasts } from "../ui/toasts.tsx";
import { AppBanner } from "./app-banner.tsx";
import { ClientEffects } from "./client-effects.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { ProgressBar } from "./progress-bar.tsx";

export function AppShell({ settings, account, year, children }: { settings: ShellSettings; account: AccountSummary | null; year: number; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[100001] focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      <ProgressBar />
      <Header companyName={settings.companyName} account={account} />
      <div id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </div>
      <Footer settings={settings} year={year} />
      <AppBanner appstoreId={settings.appstoreId} />
      <Toasts />
      <ClientEffects />
    </>
  );
}
