import { slugify } from "../slug.ts";
import { en } from "./en.ts";
import { vi } from "./vi.ts";

/** The languages whose dictionaries ship with the code (the defaults staff edits override). */
export const languageCodes = ["vi", "en"] as const;
export type BuiltInLanguage = (typeof languageCodes)[number];
/** A language the site speaks: a built-in one, or one staff added (known at run time). */
export type LanguageCode = BuiltInLanguage | (string & {});
export const defaultLanguage: LanguageCode = "vi";
export const languageCookie = "lang";

const dictionaries: Record<string, Record<string, string> | undefined> = { vi, en };

/**
 * Staff edits over the dictionaries, and the added languages the site offers. The server
 * loads them from the database at start and after every edit (app/modules/languages);
 * until then they are empty and the files answer alone.
 */
interface RuntimeLanguages {
  overrides: Map<string, Record<string, string>>;
  enabled: Set<string>;
}
let runtime: RuntimeLanguages = { overrides: new Map(), enabled: new Set() };
let runtimeFingerprint = "";
let revision = 0;

/** Replaces the staff overrides and the added languages the site offers. */
export function setRuntimeLanguages(next: { overrides: Map<string, Record<string, string>>; enabled: Iterable<string> }): void {
  runtime = { overrides: next.overrides, enabled: new Set(next.enabled) };
  const sorted = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fingerprint = JSON.stringify([
    sorted([...runtime.overrides].map(([lang, edits]) => [lang, sorted(Object.entries(edits))])),
    [...runtime.enabled].sort(),
  ]);
  if (fingerprint !== runtimeFingerprint) revision += 1;
  runtimeFingerprint = fingerprint;
}

/** A number that changes whenever the staff edits or the offered languages change. */
export function runtimeRevision(): number {
  return revision;
}

/**
 * In the browser, the languages the site offers as the root loader sent them: hreflang links
 * and ?lang= then agree with the server's. The server's own list comes from the database.
 */
export function offerLanguagesInBrowser(codes: readonly string[]): void {
  if (typeof document === "undefined") return;
  const added = codes.filter((code) => !(languageCodes as readonly string[]).includes(code));
  if (added.length === runtime.enabled.size && added.every((code) => runtime.enabled.has(code))) return;
  runtime = { overrides: runtime.overrides, enabled: new Set(added) };
}

/** The codes the site offers: the built-in ones, then those staff added and enabled. */
export function siteLanguageCodes(): string[] {
  return [...languageCodes, ...[...runtime.enabled].filter((code) => !(languageCodes as readonly string[]).includes(code))];
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && ((languageCodes as readonly string[]).includes(value) || runtime.enabled.has(value));
}

/** A built-in language's own dictionary file (no overrides); empty for an added language. */
export function builtInDictionary(lang: string): Record<string, string> {
  return dictionaries[lang] ?? {};
}

/** A language's strings: its file under the staff edits, without the default language's. */
function ownStrings(lang: string): Record<string, string> {
  const file = dictionaries[lang];
  const edits = runtime.overrides.get(lang);
  if (!edits) return file ?? {};
  return { ...file, ...edits };
}

/** The whole dictionary of a language (get_languages with web_language_file, the page's strings). */
export function dictionaryFor(lang: LanguageCode): Record<string, string> {
  return lang === defaultLanguage ? ownStrings(lang) : { ...ownStrings(defaultLanguage), ...ownStrings(lang) };
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Looks a key up, falling back to the default language and then to the key itself. */
export function translate(lang: LanguageCode, key: string, vars?: Record<string, string | number>): string {
  const text =
    runtime.overrides.get(lang)?.[key] ??
    dictionaries[lang]?.[key] ??
    runtime.overrides.get(defaultLanguage)?.[key] ??
    dictionaries[defaultLanguage]?.[key] ??
    key;
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
  return ownStrings(lang)[`city.${slugify(name)}`] ?? name;
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
