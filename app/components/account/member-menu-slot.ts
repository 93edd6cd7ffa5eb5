import type { ComponentType } from "react";
import type { AccountSummary } from "./account-menu.tsx";

/**
 * The member's header actions as the server renders them: app/entry.server.tsx puts them here,
 * so the server renders them at once (also for a browser without JavaScript), while the browser's
 * code, which never loads entry.server.tsx, imports them lazily (app/components/account/account-menu.tsx).
 */
export const serverMemberMenu: {
  MemberMenu?: ComponentType<{ account: AccountSummary }>;
  MemberMenuLinks?: ComponentType<{ account: AccountSummary }>;
} = {};
