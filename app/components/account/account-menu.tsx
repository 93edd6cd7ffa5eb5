import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { Form, Link, NavLink } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";

export interface AccountSummary {
  id: number;
  name: string;
  isStaff: boolean;
  unread: number;
  /** The newest notification when the page loaded: live ones above it are not counted yet. */
  latestNotificationId: number;
  /** Chat messages waiting for the user. */
  chatUnread: number;
}

// Display is set per use ("inline-flex" or "hidden lg:inline-flex"): two display classes would fight.
export const linkClass =
  "min-h-9 items-center rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100";

// A member's actions (with the live notifications and toasts) load only for members: visitors'
// pages never fetch them. The server renders them in place, so nothing shifts while they load.
const MemberMenu = lazy(() => import("./member-menu.tsx"));

/**
 * The header's account actions. Visitors: sign in (and register from 640 px). Members: the bell
 * and the profile always (icons below 1024 px), posting from 640 px, and from 1024 px my listings,
 * favourites, admin and sign-out too; below that the menu holds them (AccountMenuLinks).
 */
export function AccountMenu({ account }: { account: AccountSummary | null }) {
  const { t } = useI18n();
  const location = useLocation();
  if (!account) {
    return (
      <div className="flex items-center gap-1 whitespace-nowrap">
        <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} className={`inline-flex ${linkClass}`}>
          {t("signIn")}
        </Link>
        {/* On a phone the header keeps "Sign in" only; the sign-in page and the menu link to registering. */}
        <Link
          to="/register"
          className="hidden min-h-9 items-center rounded-md bg-brand-700 px-2 py-1 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:inline-flex"
        >
          {t("register")}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <MemberMenu account={account} />
    </Suspense>
  );
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

/** The account part of the menu below 1024 px: what the header row has no room for. */
export function AccountMenuLinks({ account }: { account: AccountSummary | null }) {
  const { t } = useI18n();
  const location = useLocation();
  if (!account) {
    return (
      <ul className="border-t border-slate-200 pt-2">
        <li>
          <NavLink to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} className={menuLinkClass}>
            {t("signIn")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/register" className={menuLinkClass}>
            {t("register")}
          </NavLink>
        </li>
      </ul>
    );
  }
  const items = [
    { to: "/user/properties/new", key: "postListing" },
    { to: "/user/properties", key: "myListings" },
    { to: "/user/chat", key: "chatLink" },
    { to: "/user/leads", key: "myLeads" },
    { to: "/user/favourites", key: "myFavourites" },
    { to: "/user/personalise-feed", key: "personaliseFeed" },
    { to: "/user/notifications", key: "notifications" },
    { to: "/user/agent-verification", key: "agentVerification" },
    { to: "/user/profile", key: "myProfile" },
    ...(account.isStaff ? [{ to: "/admin", key: "adminArea" }] : []),
  ];
  return (
    <ul className="border-t border-slate-200 pt-2" aria-label={t("myAccountPages")}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={menuLinkClass}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
      <li>
        <Form method="post" action="/logout" reloadDocument>
          <button
            type="submit"
            className="flex min-h-10 w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t("signOut")}
          </button>
        </Form>
      </li>
    </ul>
  );
}
