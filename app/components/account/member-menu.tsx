import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Form, Link, NavLink } from "../../lib/i18n/link.tsx";
import { showToast } from "../ui/toasts.tsx";
import { useI18n } from "../../lib/i18n/react.tsx";
import type { AccountSummary } from "./account-menu.tsx";
import { iconClass, linkClass, menuLinkClass } from "./menu-classes.ts";
import { useLiveNotifications } from "./live-notifications.tsx";
import { memberPages } from "./member-pages.ts";

// A member's half of the header's account actions (app/components/account/account-menu.tsx
// renders it): in the browser a chunk of its own, which visitors never fetch.

/**
 * The unread notifications and chat messages, with those that arrived live since the page's
 * data was loaded (a reload of the data counts them itself, so the live ones start again).
 */
function useUnread(account: AccountSummary): { unread: number; chatUnread: number } {
  const location = useLocation();
  const { items: live, chatMessageIds } = useLiveNotifications(location.pathname !== "/user/notifications", account.id);
  const shown = useRef(0);
  // Chat messages that arrived before the page's data was last loaded are in its count already.
  const [mark, setMark] = useState({ account, seen: 0 });
  useEffect(() => {
    if (live.length > shown.current) void showToast(live[0]!.title, { description: live[0]!.body });
    shown.current = live.length;
  }, [live]);
  const arrived = chatMessageIds.length;
  if (mark.account !== account) setMark({ account, seen: arrived });
  return {
    unread: account.unread + live.filter((n) => n.id > account.latestNotificationId).length,
    chatUnread: account.chatUnread + Math.max(0, arrived - mark.seen),
  };
}

/** The member's header actions: the bell, favourites, chat, posting, their home, admin and sign-out. */
export function MemberMenu({ account }: { account: AccountSummary }) {
  const { t } = useI18n();
  const { unread, chatUnread } = useUnread(account);
  return (
    <div className="flex items-center gap-1" data-member-menu>
      <NavLink
        to="/user/notifications"
        className={`inline-flex ${iconClass}`}
        aria-label={unread > 0 ? t("notificationsUnread", { count: unread }) : t("notifications")}
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute top-0 right-0 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
          >
            {unread}
          </span>
        ) : null}
      </NavLink>
      <NavLink to="/user/favourites" className={`hidden lg:inline-flex ${iconClass}`} aria-label={t("myFavourites")}>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-4.4-9.3-9A5.3 5.3 0 0 1 12 6.4 5.3 5.3 0 0 1 21.3 12C19 16.6 12 21 12 21z" />
        </svg>
      </NavLink>
      {/* Shown while messages wait, so the header keeps its height otherwise; the phone menu always carries chat. */}
      {chatUnread > 0 ? (
        <NavLink
          to="/user/chat"
          className={`relative hidden sm:inline-flex ${iconClass}`}
          aria-label={t("chatUnreadCount", { count: chatUnread })}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
          </svg>
          <span
            aria-hidden="true"
            data-testid="chat-unread-count"
            className="absolute -right-1 -top-1 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
          >
            {chatUnread}
          </span>
        </NavLink>
      ) : null}
      <Link
        to="/user/properties/new"
        className="hidden min-h-9 items-center rounded-md bg-brand-700 px-2 py-1 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800 sm:inline-flex"
      >
        {t("postListing")}
      </Link>
      <NavLink to="/user/properties" end className={`hidden lg:inline-flex ${linkClass}`}>
        {t("myListings")}
      </NavLink>
      <NavLink
        to="/user"
        data-testid="member-home-link"
        className={`inline-flex ${iconClass} lg:size-auto lg:min-h-9 lg:px-2 lg:py-1 lg:text-sm lg:font-medium lg:whitespace-nowrap`}
      >
        <svg viewBox="0 0 24 24" className="size-5 lg:hidden" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21a8 8 0 0 1 16 0" />
        </svg>
        <span className="sr-only lg:not-sr-only">{t("myAccount")}</span>
      </NavLink>
      {account.isStaff ? (
        <NavLink to="/admin" className={`hidden lg:inline-flex ${linkClass}`}>
          {t("adminArea")}
        </NavLink>
      ) : null}
      <Form method="post" action="/logout" reloadDocument className="hidden lg:block">
        <button type="submit" className={`inline-flex ${linkClass}`}>
          {t("signOut")}
        </button>
      </Form>
    </div>
  );
}

/** The member's pages in the menu below 1024 px, and sign-out. */
export function MemberMenuLinks({ account }: { account: AccountSummary }) {
  const { t } = useI18n();
  const items = [...memberPages, ...(account.isStaff ? [{ to: "/admin", key: "adminArea" }] : [])];
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
