import { redirect } from "react-router";

/** /admin/seo: the SEO-per-page table of the staff content pages (app/modules/staff-tables/tables/seo-table.server.ts). */
export function loader() {
  return redirect("/admin/content/seo");
}
