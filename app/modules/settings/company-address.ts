import type { LanguageCode } from "../../lib/i18n/index.ts";

/** The company's address in the page's language: the English one on English pages when staff gave it. */
export function companyAddress(settings: { address: string; addressEn: string }, lang: LanguageCode): string {
  return lang === "en" && settings.addressEn.trim() ? settings.addressEn : settings.address;
}
