import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminPagesFor } from "../../components/admin/admin-pages.ts";
import { requireStaff } from "../../lib/guards.server.ts";
import { NavLink } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

/** Every staff page sits inside this layout: any staff member may enter; each page checks its own roles. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireStaff(context, request, ["moderator"]);
  return { pages: adminPagesFor(actor.role) };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-slate-100"
  }`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-4 lg:flex-row lg:gap-8 lg:pt-8">
      <nav aria-label={t("staffPages")} className="lg:w-56 lg:shrink-0">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {loaderData.pages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end className={linkClass}>
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
