import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";
import { useRootData } from "./use-root-data.ts";

/** The shell settings loaded once by the root route (brand, contact, placeholder logo …). */
export function useShellSettings(): ShellSettings | undefined {
  return useRootData()?.settings;
}
