// The account actions' classes, shared by the visitor's half (account-menu.tsx) and the member's (member-menu.tsx).

// Display is set per use ("inline-flex" or "hidden lg:inline-flex"): two display classes would fight.
export const linkClass =
  "min-h-9 items-center rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100";
export const iconClass = "relative size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100";

export const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;
