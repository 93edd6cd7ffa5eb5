import type { LanguageCode } from "./index.ts";

/** A Vietnamese original or its translation in `lang`, falling back to the original. */
export function localized(original: string, translations: Partial<Record<string, string>> | null | undefined, lang: LanguageCode): string {
  return lang === "vi" ? original : (translations?.[lang] ?? original);
}

/** A field of a translated object ({ en: { title } }), falling back to the Vietnamese original. */
export function localizedField<T extends Record<string, string | undefined>>(
  original: string,
  translations: Partial<Record<string, T>> | null | undefined,
  field: keyof T,
  lang: LanguageCode,
): string {
  if (lang === "vi") return original;
  return translations?.[lang]?.[field] ?? original;
}
