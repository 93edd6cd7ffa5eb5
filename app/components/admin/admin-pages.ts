import type { StaffRole } from "../../lib/roles.ts";

export interface AdminPage {
  to: string;
  /** Dictionary key of the page's name in the staff navigation. */
  label: string;
  /** Who sees it besides an admin (an admin sees every page). */
  roles: readonly StaffRole[];
}

/** The staff pages in navigation order; each page's loader enforces the same roles. */
export const adminPages: readonly AdminPage[] = [
  { to: "/admin", label: "users", roles: [] },
  { to: "/admin/moderation", label: "moderationQueue", roles: ["moderator"] },
  { to: "/admin/reports", label: "reportsQueue", roles: ["moderator"] },
  { to: "/admin/leads", label: "leadsInbox", roles: ["moderator"] },
  { to: "/admin/payments", label: "adminPayments", roles: [] },
  { to: "/admin/content", label: "staffContent", roles: [] },
  { to: "/admin/audit-log", label: "auditLog", roles: [] },
];

/** The pages a staff member of `role` may open. */
export function adminPagesFor(role: string): AdminPage[] {
  return adminPages.filter((page) => role === "admin" || page.roles.some((allowed) => allowed === role));
}
