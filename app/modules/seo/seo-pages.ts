/**
 * The pages whose SEO text staff set (admin /admin/seo), by the keys eBroker's web client sends
 * to get_seo_settings (`page=all-properties`, …; its home page sends none and reads `homepage`).
 * Our own pages read the same rows: the home page `homepage`, /properties `all-properties`.
 */
export const seoPageKeys = [
  "homepage",
  "all-properties",
  "featured-properties",
  "most-viewed-properties",
  "most-favorite-properties",
  "properties-nearby-city",
  "properties-on-map",
  "search",
  "all-categories",
  "all-projects",
  "all-agents",
  "agent-details",
  "articles",
  "about-us",
  "contact-us",
  "faqs",
  "subscription-plan",
  "privacy-policy",
  "terms-and-condition",
  "chat",
] as const;

export type SeoPageKey = (typeof seoPageKeys)[number];

export function isSeoPageKey(value: string): value is SeoPageKey {
  return (seoPageKeys as readonly string[]).includes(value);
}
