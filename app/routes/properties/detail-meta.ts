import type { MetaDescriptor } from "react-router";
import { propertyCrumbs } from "../../components/properties/property-crumbs.ts";
import { rootDictionary } from "../../lib/i18n/dictionary-store.ts";
import { breadcrumbJsonLd } from "../../lib/seo/jsonld.ts";
import { listingJsonLd } from "../../lib/seo/listing-jsonld.ts";
import { absoluteUrl, firstText, pageMeta } from "../../lib/seo/meta.ts";
import type { DetailData } from "./detail-data.server.ts";

/** The page of a listing no longer shown: its title, and kept out of search engines' indexes. */
export function goneMeta(root: { lang?: "vi" | "en"; dictionaryVersion?: string } | undefined): MetaDescriptor[] {
  return [{ title: rootDictionary(root).goneTitle ?? "" }, { name: "robots", content: "noindex" }];
}

/** Title, description, canonical, Open Graph and listing + breadcrumb JSON-LD of a listing page. */
export function detailMeta(
  loaderData: DetailData | undefined,
  root: { lang?: "vi" | "en"; dictionaryVersion?: string } | undefined,
  noindex = false,
): MetaDescriptor[] {
  const dict = rootDictionary(root);
  if (!loaderData) return [{ title: dict.premiumGateTitle ?? dict.pageNotFoundTitle ?? "" }, { name: "robots", content: "noindex" }];
  const { property: p, baseUrl, canonical, siteName } = loaderData;
  const title = firstText(p.meta_title, p.title);
  const description = firstText(p.meta_description, p.description, p.title);
  const image = firstText(p.meta_image, p.title_image);
  const images = [p.title_image, ...p.gallery_images.map((g) => g.url)]
    .filter((u): u is string => Boolean(u))
    .map((u) => absoluteUrl(baseUrl, u));
  return pageMeta({
    title: siteName ? `${title} · ${siteName}` : title,
    description,
    canonical,
    image: image ? absoluteUrl(baseUrl, image) : null,
    type: "product",
    siteName,
    lang: root?.lang,
    keywords: p.meta_keywords,
    noindex,
    jsonLd: [
      listingJsonLd(p, { url: canonical, images: [...new Set(images)] }),
      breadcrumbJsonLd(
        baseUrl,
        propertyCrumbs(p, (key) => dict[key] ?? key),
      ),
    ],
  });
}
