/**
 * schema.org JSON-LD for the discovery pages (https://schema.org). Each builder returns a
 * plain object that a route's meta puts in a `script:ld+json` descriptor.
 */

type JsonLd = Record<string, unknown>;

export const absoluteUrl = (baseUrl: string, pathOrUrl: string) => new URL(pathOrUrl, baseUrl).toString();

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  path?: string;
}

/** BreadcrumbList: the trail from home to the page. */
export function breadcrumbJsonLd(baseUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(baseUrl, crumb.path) } : {}),
    })),
  };
}

/** FAQPage: each question with its accepted answer. */
export function faqJsonLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({ "@type": "Question", name: faq.question, acceptedAnswer: { "@type": "Answer", text: faq.answer } })),
  };
}

/** Article with headline, image, dates, language and publisher. */
export function articleJsonLd(input: {
  baseUrl: string;
  url: string;
  title: string;
  description: string;
  image: string | null;
  datePublished: string;
  lang: string;
  publisher: string;
  section?: string | null;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title.slice(0, 110),
    description: input.description,
    ...(input.image ? { image: [absoluteUrl(input.baseUrl, input.image)] } : {}),
    datePublished: input.datePublished,
    inLanguage: input.lang,
    mainEntityOfPage: input.url,
    ...(input.section ? { articleSection: input.section } : {}),
    publisher: {
      "@type": "Organization",
      name: input.publisher,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.baseUrl, "/logo.svg") },
    },
    author: { "@type": "Organization", name: input.publisher },
  };
}

/** A project as a Residence (a Place): name, address, point, photo. */
export function projectJsonLd(input: {
  baseUrl: string;
  url: string;
  name: string;
  description: string;
  image: string | null;
  street: string;
  locality: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Residence",
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.image ? { image: absoluteUrl(input.baseUrl, input.image) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: input.street,
      addressLocality: input.locality,
      addressRegion: input.region,
      addressCountry: "VN",
    },
    ...(input.latitude !== null && input.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude } }
      : {}),
  };
}

/** An agent as a RealEstateAgent. */
export function agentJsonLd(input: {
  baseUrl: string;
  url: string;
  name: string;
  description: string | null;
  image: string | null;
  city: string | null;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: absoluteUrl(input.baseUrl, input.image) } : {}),
    ...(input.city ? { address: { "@type": "PostalAddress", addressLocality: input.city, addressCountry: "VN" } } : {}),
  };
}
