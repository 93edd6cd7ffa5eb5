import { defaultLanguage, siteLanguageCodes, type LanguageCode } from "../i18n/index.ts";

/**
 * A page's URL in a language. Vietnamese, the default, is the bare path; other languages
 * add ?lang=, which the server honours for pages and API alike. Other query parameters
 * that change the content (page, category …) are kept; `lang` itself is replaced.
 */
export function localizedUrl(baseUrl: string, pathAndQuery: string, lang: LanguageCode): string {
  const url = new URL(pathAndQuery, baseUrl);
  url.searchParams.delete("lang");
  if (lang !== defaultLanguage) url.searchParams.set("lang", lang);
  return url.toString();
}

/** True when the URL's query asks for more than a language (filters, a search): such pages are not indexed. */
export function hasQueryBeyondLanguage(url: URL): boolean {
  return [...url.searchParams.keys()].some((key) => key !== "lang");
}

/** The canonical link plus hreflang alternates (every language the site offers, and x-default) for a page. */
export function alternateLinks(baseUrl: string, pathAndQuery: string, lang: LanguageCode) {
  return [
    { tagName: "link", rel: "canonical", href: localizedUrl(baseUrl, pathAndQuery, lang) },
    ...siteLanguageCodes().map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: localizedUrl(baseUrl, pathAndQuery, code),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(baseUrl, pathAndQuery, defaultLanguage) },
  ] as const;
}

/** The Open Graph locale of a language; an added language is its own code. */
export function ogLocale(lang: LanguageCode): string {
  return lang === "vi" ? "vi_VN" : lang === "en" ? "en_US" : lang;
}
