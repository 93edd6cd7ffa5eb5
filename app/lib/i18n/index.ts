import { slugify } from "../slug.ts";
import { en } from "./en.ts";
import { vi } from "./vi.ts";

export const languageCodes = ["vi", "en"] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const defaultLanguage: LanguageCode = "vi";
export const languageCookie = "lang";

const dictionaries: Record<LanguageCode, Record<string, string>> = { vi, en };

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && (languageCodes as readonly string[]).includes(value);
}

/** The whole dictionary of a language (get_languages with web_language_file). */
export function dictionaryFor(lang: LanguageCode): Record<string, string> {
  return lang === defaultLanguage ? dictionaries[lang] : { ...dictionaries[defaultLanguage], ...dictionaries[lang] };
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Looks a key up, falling back to the default language and then to the key itself. */
export function translate(lang: LanguageCode, key: string, vars?: Record<string, string | number>): string {
  const text = dictionaries[lang][key] ?? dictionaries[defaultLanguage][key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function translator(lang: LanguageCode): Translate {
  return (key, vars) => translate(lang, key, vars);
}

/**
 * A page's language: the URL's ?lang=, else Vietnamese. A page never varies by cookie or
 * Accept-Language, so its canonical and hreflang links tell the truth; those only offer a switch.
 */
export function pageLanguage(langParam: string | null | undefined): LanguageCode {
  return isLanguageCode(langParam) ? langParam : defaultLanguage;
}

/** A city's name in a language: the dictionary's `city.<slug>` entry, else the name as stored. */
export function cityNameIn(lang: LanguageCode, name: string): string {
  return dictionaries[lang][`city.${slugify(name)}`] ?? name;
}

/** Chooses a language from an explicit choice, the cookie, then Accept-Language (API messages). */
export function negotiateLanguage(options: {
  explicit?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): LanguageCode {
  if (isLanguageCode(options.explicit)) return options.explicit;
  const fromCookie = readCookie(options.cookieHeader ?? "", languageCookie);
  if (isLanguageCode(fromCookie)) return fromCookie;
  const ranked = (options.acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { base: tag.toLowerCase().split("-")[0] ?? "", q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) if (isLanguageCode(entry.base)) return entry.base;
  return defaultLanguage;
}

export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
