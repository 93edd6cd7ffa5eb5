import { NavLink } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { memberPages } from "./member-pages.ts";

/** The member's pages as a grid of links: two columns on a phone, more as the screen widens. */
export function MemberNav({ isStaff }: { isStaff: boolean }) {
  const { t } = useI18n();
  const items = [...memberPages, ...(isStaff ? [{ to: "/admin", key: "adminArea" }] : [])];
  return (
    <nav aria-label={t("myAccountPages")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-testid="member-nav">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg border px-3 py-2 text-sm font-medium ${isActive ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-800 hover:bg-slate-50"}`
              }
            >
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
