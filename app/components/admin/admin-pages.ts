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
  { to: "/admin", label: "dashboard", roles: ["moderator"] },
  { to: "/admin/users", label: "users", roles: [] },
  { to: "/admin/staff", label: "staffAccounts", roles: [] },
  { to: "/admin/listings", label: "allListings", roles: ["moderator"] },
  { to: "/admin/projects", label: "allProjects", roles: ["moderator"] },
  { to: "/admin/moderation", label: "moderationQueue", roles: ["moderator"] },
  { to: "/admin/reports", label: "reportsQueue", roles: ["moderator"] },
  { to: "/admin/leads", label: "leadsInbox", roles: ["moderator"] },
  { to: "/admin/verifications", label: "verificationQueue", roles: ["moderator"] },
  { to: "/admin/verification-form", label: "verificationFormBuilder", roles: [] },
  { to: "/admin/payments", label: "adminPayments", roles: [] },
  { to: "/admin/notifications", label: "staffNotifications", roles: [] },
  { to: "/admin/transactions", label: "adminTransactions", roles: [] },
  { to: "/admin/packages", label: "adminPackages", roles: [] },
  { to: "/admin/payment-settings", label: "adminPaymentSettings", roles: [] },
  { to: "/admin/content", label: "staffContent", roles: [] },
  { to: "/admin/audit-log", label: "auditLog", roles: [] },
  { to: "/admin/settings", label: "siteSettings", roles: [] },
  { to: "/admin/languages", label: "languagesAdmin", roles: [] },
  { to: "/admin/outbox", label: "outbox", roles: [] },
];

/** The pages a staff member of `role` may open. */
export function adminPagesFor(role: string): AdminPage[] {
  return adminPages.filter((page) => role === "admin" || page.roles.some((allowed) => allowed === role));
}
