import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";

/** The shell settings loaded once by the root route (brand, contact, placeholder logo …). */
export function useShellSettings(): ShellSettings | undefined {
  return useRouteLoaderData<typeof rootLoader>("root")?.settings;
}
