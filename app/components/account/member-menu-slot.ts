import type { ComponentType } from "react";
import type { AccountSummary } from "./account-menu.tsx";

/**
 * The member's header actions, when their module is in hand: app/entry.server.tsx puts them here,
 * so the server renders them at once (also for a browser without JavaScript), and
 * app/entry.client.tsx does too before hydrating a page that shows them (`loadMemberMenu`), so
 * hydration does not wait on them. Otherwise (a visitor who signs in without a reload) the
 * browser imports them lazily (app/components/account/account-menu.tsx).
 */
export const memberMenu: {
  MemberMenu?: ComponentType<{ account: AccountSummary }>;
  MemberMenuLinks?: ComponentType<{ account: AccountSummary }>;
} = {};

/** The browser's side: fetches the member's actions before hydration when the server rendered them. */
export async function loadMemberMenu(): Promise<void> {
  if (!document.querySelector("[data-member-menu]")) return;
  const { MemberMenu, MemberMenuLinks } = await import("./member-menu.tsx");
  memberMenu.MemberMenu = MemberMenu;
  memberMenu.MemberMenuLinks = MemberMenuLinks;
}
