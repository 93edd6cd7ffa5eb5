import { redirect } from "react-router";

/** /admin/slider: the home slider table of the staff content pages (app/modules/staff-tables/tables/home-slides-table.server.ts). */
export function loader() {
  return redirect("/admin/content/slider");
}
