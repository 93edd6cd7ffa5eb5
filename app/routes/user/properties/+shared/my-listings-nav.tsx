import { NavLink } from "../../../../lib/i18n/link.tsx";
import { useI18n } from "../../../../lib/i18n/react.tsx";

const items = [
  { to: "/user/properties", key: "myListings" },
  { to: "/user/projects", key: "myProjects" },
  { to: "/user/advertisement", key: "myAdvertisements" },
  { to: "/user/favourites", key: "myFavourites" },
  { to: "/subscription-plan", key: "subscriptionPlans" },
] as const;

/** The owner's pages, as tabs that wrap on a phone. */
export function MyListingsNav() {
  const { t } = useI18n();
  return (
    <nav aria-label={t("myAccountPages")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                `block rounded-full px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-800 hover:bg-slate-200"}`
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
