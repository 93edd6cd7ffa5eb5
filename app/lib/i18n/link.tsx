import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { defaultLanguage, type LanguageCode } from "./index.ts";
import { useI18n } from "./react.tsx";

const base = "http://page.invalid";

/**
 * A site path in a language: a page's language lives in its URL (?lang=, absent for
 * Vietnamese), so every link and form of a page keeps it. External, `#`, `mailto:` and
 * `tel:` targets, API paths and paths that already name a language are left alone.
 */
export function localizedHref(href: string, lang: LanguageCode): string {
  if (lang === defaultLanguage) return href;
  if (!(href.startsWith("/") || href.startsWith("?")) || href.startsWith("//") || href.startsWith("/api/")) return href;
  const url = new URL(href, `${base}/`);
  if (url.searchParams.has("lang")) return href;
  url.searchParams.set("lang", lang);
  return href.startsWith("?") ? `${url.search}${url.hash}` : `${url.pathname}${url.search}${url.hash}`;
}

export function localizedTo(to: To, lang: LanguageCode): To {
  if (typeof to === "string") return localizedHref(to, lang);
  if (lang === defaultLanguage) return to;
  const params = new URLSearchParams(to.search ?? "");
  if (params.has("lang")) return to;
  params.set("lang", lang);
  return { ...to, search: `?${params}` };
}

/** The page's language applied to a path, for navigate() and hrefs built in code. */
export function useLocalizedHref(): (href: string) => string {
  const { lang } = useI18n();
  return (href) => localizedHref(href, lang);
}

/** React Router's Link that keeps the page's language. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  const { lang } = useI18n();
  return <RouterLink to={localizedTo(to, lang)} {...props} />;
}

/** React Router's NavLink that keeps the page's language. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  const { lang } = useI18n();
  return <RouterNavLink to={localizedTo(to, lang)} {...props} />;
}

/**
 * React Router's Form that keeps the page's language: an explicit action gets ?lang=, and a
 * GET form (whose fields replace the query) carries it as a hidden field.
 */
export function Form({ action, method, children, ...props }: ComponentProps<typeof RouterForm>) {
  const { lang } = useI18n();
  const isGet = !method || method.toLowerCase() === "get";
  return (
    <RouterForm action={action && !isGet ? localizedHref(action, lang) : action} method={method} {...props}>
      {isGet && lang !== defaultLanguage ? <input type="hidden" name="lang" value={lang} /> : null}
      {children}
    </RouterForm>
  );
}
