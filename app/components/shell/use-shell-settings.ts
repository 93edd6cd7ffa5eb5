import type { ShellSettings } from "../../modules/settings/get-shell-settings.server.ts";
import { useRootData } from "./use-root-data.ts";

/** The shell settings loaded once by the root route (brand, contact, placeholder logo …). */
export function useShellSettings(): ShellSettings | undefined {
  return useRootData()?.settings;
}

/** The image shown where a photo is missing or fails to load: the site's placeholder logo, else the built-in one. */
export function usePlaceholderLogo(): string {
  return useShellSettings()?.placeholderLogo ?? "/placeholder-logo.svg";
}
