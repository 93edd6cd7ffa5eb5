/** The home page's sections (docs/product.md, "Screens and addresses") in their default order, each with its default title's dictionary key. */
export const homeSectionDefaults = [
  { key: "categories", title: "categories" },
  { key: "featured", title: "featuredProperties" },
  { key: "nearby", title: "nearbyProperties" },
  { key: "most-liked", title: "mostLikedProperties" },
  { key: "wards", title: "propertiesByWard" },
  { key: "premium", title: "premiumProperties" },
  { key: "recommended", title: "recommendedForYou" },
  { key: "agents", title: "agentsList" },
  { key: "projects", title: "projectsList" },
  { key: "articles", title: "articlesList" },
  { key: "faqs", title: "faqTitle" },
] as const;

export type HomeSectionKey = (typeof homeSectionDefaults)[number]["key"];

/** A home section as the page draws it: its key and its title in the page's language. */
export interface HomeSectionView {
  key: HomeSectionKey;
  title: string;
}
