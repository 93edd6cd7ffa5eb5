import type { MetaDescriptor } from "react-router";
import type { LanguageCode } from "../i18n/index.ts";
import { alternateLinks, localizedUrl, ogLocale } from "./alternates.ts";
import { absoluteUrl } from "./jsonld.ts";

/** What a page tells search engines and link previews; built by the loader, rendered by meta. */
export interface PageSeo {
  title: string;
  description: string;
  /** The path (and content-changing query) of the canonical URL, without `lang`. */
  path: string;
  lang: LanguageCode;
  baseUrl: string;
  siteName: string;
  image?: string | null;
  type?: "website" | "article";
  keywords?: string | null;
  jsonLd?: Record<string, unknown>[];
  /** Pages that only echo a form's input (tool results) ask not to be indexed under their query. */
  noindex?: boolean;
}

/** Title, description, canonical and hreflang links, Open Graph, Twitter card and JSON-LD. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  // An error page has no loader data; the error boundary speaks for itself.
  if (!seo) return [{ name: "robots", content: "noindex" }];
  const url = localizedUrl(seo.baseUrl, seo.path, seo.lang);
  const image = seo.image ? absoluteUrl(seo.baseUrl, seo.image) : absoluteUrl(seo.baseUrl, "/logo.svg");
  const fullTitle = seo.title.includes(seo.siteName) || !seo.siteName ? seo.title : `${seo.title} · ${seo.siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: seo.description },
    ...(seo.keywords ? [{ name: "keywords", content: seo.keywords }] : []),
    ...(seo.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...alternateLinks(seo.baseUrl, seo.path, seo.lang),
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: ogLocale(seo.lang) },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    ...(seo.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** Trims text for a meta description (≤ 160 characters, docs/product.md, "Validation"). */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}
