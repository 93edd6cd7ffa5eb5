import { useRouteLoaderData } from "react-router";
import type { AccountSummary } from "../account/account-menu.tsx";
import type { LanguageCode } from "../../lib/i18n/index.ts";
import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

/** What the root route loads for every page and components read (app/root.tsx's loader satisfies it). */
export interface RootData {
  lang: LanguageCode;
  settings: ShellSettings;
  /** The signed-in person as the shell knows them (null for a visitor). */
  account: AccountSummary | null;
  accountDeactivated: boolean;
}

/** The root route's data, for components below it; undefined only outside the root route (an error before it loaded). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
