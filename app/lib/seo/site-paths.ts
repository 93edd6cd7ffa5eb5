/**
 * The public page paths, in one place: pages link with them, the sitemap lists them and
 * canonical URLs are built from them. Paths named in docs/product.md, "Screens and addresses" keep their spelling.
 */
export const sitePaths = {
  property: (slugId: string) => `/properties-details/${encodeURIComponent(slugId)}`,
  project: (idOrSlug: string | number) => `/project-details/${encodeURIComponent(String(idOrSlug))}`,
  agent: (id: number) => `/agents/${id}`,
  article: (slugId: string) => `/articles/${encodeURIComponent(slugId)}`,
  category: (slugId: string) => `/properties/category/${encodeURIComponent(slugId)}`,
  ward: (slug: string) => `/properties/ward/${encodeURIComponent(slug)}`,
};

/** Public pages without a parameter, listed in the sitemap. */
export const staticPaths = [
  "/",
  "/properties",
  "/projects",
  "/agents",
  "/articles",
  "/faqs",
  "/map",
  "/mortgage-calculator",
  "/area-converter",
  "/about",
  "/contact",
  "/privacy",
  "/terms",
] as const;
