import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { showToast } from "../ui/toasts.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import { useLiveNotifications } from "./live-notifications.tsx";

export interface AccountSummary {
  name: string;
  isStaff: boolean;
  unread: number;
  /** The newest notification when the page loaded: live ones above it are not counted yet. */
  latestNotificationId: number;
  /** Chat messages waiting for the user. */
  chatUnread: number;
}

const linkClass = "rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100";

/** Sign-in links for visitors; notifications (live count), post a listing, my listings, profile, admin and sign-out for members. */
export function AccountMenu({ account }: { account: AccountSummary | null }) {
  const { t } = useI18n();
  const location = useLocation();
  const live = useLiveNotifications(Boolean(account) && location.pathname !== "/user/notifications");
  const shown = useRef(0);
  useEffect(() => {
    if (live.length > shown.current) void showToast(live[0]!.title, { description: live[0]!.body });
    shown.current = live.length;
  }, [live]);
  if (!account) {
    return (
      <div className="flex items-center gap-1 whitespace-nowrap">
        <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} className={linkClass}>
          {t("signIn")}
        </Link>
        {/* On a phone the header keeps "Sign in" only; the sign-in page links to registering. */}
        <Link to="/register" className="hidden rounded-md bg-brand-700 px-2 py-1 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block">
          {t("register")}
        </Link>
      </div>
    );
  }
  const unread = account.unread + live.filter((n) => n.id > account.latestNotificationId).length;
  return (
    <div className="flex items-center gap-1">
      <NavLink to="/user/notifications" className={`relative ${linkClass}`} aria-label={unread > 0 ? t("notificationsUnread", { count: unread }) : t("notifications")}>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? (
          <span aria-hidden="true" data-testid="unread-count" className="absolute -right-1 -top-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            {unread}
          </span>
        ) : null}
      </NavLink>
      {/* Shown while messages wait, so the header keeps its height otherwise; the phone menu always carries chat. */}
      {account.chatUnread > 0 ? (
      <NavLink
        to="/user/chat"
        className={`relative hidden sm:inline-block ${linkClass}`}
        aria-label={t("chatUnreadCount", { count: account.chatUnread })}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
        <span aria-hidden="true" data-testid="chat-unread-count" className="absolute -right-1 -top-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
          {account.chatUnread}
        </span>
      </NavLink>
      ) : null}
      <Link to="/user/properties/new" className="rounded-md bg-brand-700 px-2 py-1 text-sm font-semibold text-white hover:bg-brand-800">
        {t("postListing")}
      </Link>
      <NavLink to="/user/properties" end className={`hidden sm:inline-block ${linkClass}`}>
        {t("myListings")}
      </NavLink>
      <NavLink to="/user/profile" className={linkClass}>
        {t("myProfile")}
      </NavLink>
      {account.isStaff ? (
        <NavLink to="/admin" className={linkClass}>
          {t("adminArea")}
        </NavLink>
      ) : null}
      <Form method="post" action="/logout" reloadDocument>
        <button type="submit" className={linkClass}>
          {t("signOut")}
        </button>
      </Form>
    </div>
  );
}
