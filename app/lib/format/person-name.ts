import type { LanguageCode } from "../i18n/index.ts";

/**
 * A full name from its family and given parts, in the order of the language it was given in:
 * Vietnamese puts the family name first ("Nguyễn" + "Văn Mua" → "Nguyễn Văn Mua"), English last.
 */
export function fullName(parts: { family?: string | null; given: string }, lang: LanguageCode): string {
  const family = parts.family?.trim() ?? "";
  const given = parts.given.trim();
  return (lang === "vi" ? [family, given] : [given, family]).filter(Boolean).join(" ");
}

/**
 * The name a greeting uses. A Vietnamese full name ends with the given name, which is how
 * Vietnamese mail addresses a person ("Nguyễn Văn Mua" → "Mua"); in other languages the order
 * of a name typed in one field is not known, so the whole name is used.
 */
export function greetingName(name: string, lang: LanguageCode): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return lang === "vi" && words.length > 1 ? words.at(-1)! : words.join(" ");
}
