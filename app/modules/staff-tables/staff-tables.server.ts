import type { StaffTable } from "./staff-table.server.ts";
import { articlesTable } from "./tables/articles-table.server.ts";
import { categoriesTable, parametersTable } from "./tables/catalog-tables.server.ts";
import { homeSlidesTable } from "./tables/home-slides-table.server.ts";
import { homeSectionsTable, infoPagesTable } from "./tables/page-tables.server.ts";
import { seoSettingsTable } from "./tables/seo-table.server.ts";
import { articleCategoriesTable, faqsTable, facilitiesTable, homeCitiesTable, reportReasonsTable } from "./tables/simple-tables.server.ts";

/** Every staff-edited table by its URL key, in the order the content page lists them. */
export const staffTables: readonly StaffTable[] = [
  homeSectionsTable,
  homeSlidesTable,
  homeCitiesTable,
  seoSettingsTable,
  infoPagesTable,
  articlesTable,
  articleCategoriesTable,
  faqsTable,
  categoriesTable,
  parametersTable,
  facilitiesTable,
  reportReasonsTable,
];

export function findStaffTable(key: string | undefined): StaffTable | undefined {
  return staffTables.find((table) => table.view.key === key);
}
