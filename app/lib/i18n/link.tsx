import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, useLocation, type To } from "react-router";
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

/** Link props that need React Router's own Link (its navigation options, a route-relative target). */
const routerOnly = [
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "viewTransition",
  "prefetch",
  "relative",
  "discover",
  "mask",
];

/**
 * A link that keeps the page's language. A plain site path with none of React Router's options
 * renders as a plain anchor marked `data-spa`, which `useSpaLinks` (app/lib/spa-links.ts)
 * navigates in the page with one listener for all: a page has ~60 links, and React Router's Link
 * resolves its path twice and runs ten hooks for each, on the server's render and again in the
 * browser's hydration (docs/benchmarks/speed-notes.md, "Fourteenth round"). The rest are React
 * Router's Link.
 */
export function Link({ to, children, ...props }: ComponentProps<typeof RouterLink>) {
  const { lang } = useI18n();
  if (typeof to === "string" && isSitePath(to) && !routerOnly.some((name) => name in props)) {
    return (
      <a href={localizedHref(to, lang)} data-discover="true" data-spa="" {...props}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={localizedTo(to, lang)} {...props}>
      {children}
    </RouterLink>
  );
}

/** A path on this site that a page answers (not the API, the media store or another host). */
function isSitePath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/api/") && !to.startsWith("/media/");
}

/**
 * A NavLink that keeps the page's language: for a plain site path, a plain anchor as `Link`
 * renders, marked as React Router's NavLink marks the current page (`aria-current`, the
 * class's `isActive`, an "active" class beside a string class); otherwise React Router's.
 */
export function NavLink({
  to,
  className,
  end = false,
  "aria-current": ariaCurrent = "page",
  ...props
}: ComponentProps<typeof RouterNavLink>) {
  const { lang } = useI18n();
  const { pathname } = useLocation();
  const { style, children, ...rest } = props;
  const plain =
    typeof to === "string" &&
    isSitePath(to) &&
    typeof style !== "function" &&
    typeof children !== "function" &&
    !routerOnly.some((name) => name in props) &&
    !("caseSensitive" in props);
  if (!plain) return <RouterNavLink to={localizedTo(to, lang)} className={className} end={end} aria-current={ariaCurrent} {...props} />;
  const isActive = isCurrentPath(pathname, to.split(/[?#]/)[0]!, end);
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false, isTransitioning: false })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ") || undefined;
  return (
    <a
      href={localizedHref(to, lang)}
      data-discover="true"
      data-spa=""
      aria-current={isActive ? ariaCurrent : undefined}
      {...(rest as ComponentProps<"a">)}
      style={style}
      className={classes}
    >
      {children}
    </a>
  );
}

/** Whether a NavLink to `target` marks the page at `pathname`, as React Router's NavLink decides it (case-insensitive). */
export function isCurrentPath(pathname: string, target: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const path = target.toLowerCase();
  if (here === path) return true;
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return !end && here.startsWith(path) && here.charAt(slashAt) === "/";
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
