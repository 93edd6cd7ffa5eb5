import { lazy } from "react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../../lib/i18n/link.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { linkClass, menuLinkClass } from "./menu-classes.ts";
import { memberMenu } from "./member-menu-slot.ts";

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

/**
 * A member's actions (the bell and its live counts, chat, posting, sign-out) are a chunk of
 * their own in the browser, which visitors never fetch. The server renders them at once from the
 * same module (member-menu-slot.ts), so the page has them, also without JavaScript; the browser
 * fetches them before hydrating such a page. No Suspense boundary: React streams a boundary's
 * content apart from the page, to be shown by a script, which a browser without JavaScript never
 * runs. A visitor who signs in without a reload gets them lazily (the navigation waits for them).
 */
const LazyMemberMenu = lazy(() => import("./member-menu.tsx").then((m) => ({ default: m.MemberMenu })));
const LazyMemberMenuLinks = lazy(() => import("./member-menu.tsx").then((m) => ({ default: m.MemberMenuLinks })));

/**
 * The header's account actions. Visitors: sign in (and register from 640 px). Members: the bell
 * and their home (`/user`, which reaches every member page) always (icons below 1024 px), posting
 * from 640 px, and from 1024 px my listings, favourites, admin and sign-out too; below that the
 * menu holds them (AccountMenuLinks).
 */
export function AccountMenu({ account }: { account: AccountSummary | null }) {
  const { t } = useI18n();
  const location = useLocation();
  if (!account) {
    return (
      <div className="flex items-center gap-1 whitespace-nowrap">
        {/* Posting asks a visitor to sign in first and then opens the form (the menu carries it below 1024 px). */}
        <Link to="/user/properties/new" className={`hidden lg:inline-flex ${linkClass}`}>
          {t("postListing")}
        </Link>
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
  const MemberMenu = memberMenu.MemberMenu ?? LazyMemberMenu;
  return <MemberMenu account={account} />;
}

/** The account part of the menu below 1024 px: what the header row has no room for. */
export function AccountMenuLinks({ account }: { account: AccountSummary | null }) {
  const { t } = useI18n();
  const location = useLocation();
  if (!account) {
    return (
      <ul className="border-t border-slate-200 pt-2">
        <li>
          <NavLink to="/user/properties/new" className={menuLinkClass}>
            {t("postListing")}
          </NavLink>
        </li>
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
  const MemberMenuLinks = memberMenu.MemberMenuLinks ?? LazyMemberMenuLinks;
  return <MemberMenuLinks account={account} />;
}
