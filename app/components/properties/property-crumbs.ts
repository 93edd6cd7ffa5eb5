import type { Crumb } from "../../lib/seo/jsonld.ts";

/** A listing's trail: home, the list, its category, the listing (the page's breadcrumbs and its BreadcrumbList). */
export function propertyCrumbs(p: { title: string; category: { category: string; slug_id: string } }, t: (key: string) => string): Crumb[] {
  return [
    { name: t("home"), path: "/" },
    { name: t("properties"), path: "/properties" },
    { name: p.category.category, path: `/properties/category/${p.category.slug_id}` },
    { name: p.title },
  ];
}
