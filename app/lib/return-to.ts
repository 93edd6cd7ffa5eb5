import { useLocation } from "react-router";

/** The plans page, set to send the person back to `returnTo` once a package is taken. */
export function subscriptionPlanPath(returnTo?: string | null): string {
  return returnTo && returnTo !== "/subscription-plan"
    ? `/subscription-plan?redirectTo=${encodeURIComponent(returnTo)}`
    : "/subscription-plan";
}

/** The sign-in page, set to send the person back to `returnTo`. */
export function signInPath(returnTo?: string | null): string {
  return returnTo && returnTo !== "/" ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : "/login";
}

/** The current page's path and query: where a detour (sign-in, plans) brings the person back to. */
export function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}
