import type { MetaDescriptor } from "react-router";
import type { LanguageCode } from "../i18n/index.ts";
import { alternateLinks, localizedUrl, ogLocale } from "./alternates.ts";

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's absolute URL in Vietnamese (no `lang`); the tags give it in `lang`, with hreflang alternates. */
  canonical: string;
  /** Absolute URL of the share image. */
  image?: string | null;
  type?: "website" | "article" | "product";
  siteName?: string;
  lang?: LanguageCode;
  keywords?: string | null;
  /** Structured data blocks (schema.org), each one script tag. */
  jsonLd?: object[];
  /** Keeps search engines off the page (owner-only and gated views). */
  noindex?: boolean;
}

/** Collapses whitespace and cuts at `max` characters on a word boundary, with an ellipsis. */
export function metaText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * A tab title of at most `max` characters that never cuts the site's name: when the title ends
 * with " · <site name>", only the part before it is shortened.
 */
export function titleWithin(title: string, siteName: string | undefined, max: number): string {
  const suffix = siteName ? ` · ${siteName}` : "";
  if (!suffix || !title.endsWith(suffix) || title.length <= max) return metaText(title, max);
  return `${metaText(title.slice(0, -suffix.length), max - suffix.length)}${suffix}`;
}

/** The first non-empty text, for meta_title / meta_description fallbacks. */
export function firstText(...values: (string | null | undefined)[]): string {
  return values.find((value) => value && value.trim())?.trim() ?? "";
}

/** Makes a site-relative URL absolute against the site's base URL. */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${baseUrl.replace(/\/$/, "")}/`).toString();
}

/** Title, description, canonical and hreflang links (vi, en, x-default), Open Graph, Twitter card and JSON-LD for a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = titleWithin(input.title, input.siteName, 70);
  const description = metaText(input.description, 160);
  const lang = input.lang ?? "vi";
  const page = new URL(input.canonical);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    ...alternateLinks(page.origin, `${page.pathname}${page.search}`, lang),
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: localizedUrl(page.origin, `${page.pathname}${page.search}`, lang) },
    { property: "og:locale", content: ogLocale(lang) },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.siteName) tags.push({ property: "og:site_name", content: input.siteName });
  if (input.image) tags.push({ property: "og:image", content: input.image });
  if (input.keywords?.trim()) tags.push({ name: "keywords", content: input.keywords.trim() });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
