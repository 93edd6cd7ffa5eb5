import { useLocation } from "react-router";

/**
 * The page a path names, as the browser's address bar shows it. A client-side navigation loads
 * a page's data from `/page.data?…&_routes=…` (`/_.data` for the home page); a path taken from
 * such a request keeps those framework parts, and sending someone back to it answers 404.
 */
export function pagePath(path: string): string {
  const origin = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return path;
  }
  if (url.origin !== origin) return path;
  const pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ""}${url.hash}`;
}

/** The plans page, set to send the person back to `returnTo` once a package is taken. */
export function subscriptionPlanPath(returnTo?: string | null): string {
  returnTo = returnTo ? pagePath(returnTo) : returnTo;
  return returnTo && returnTo !== "/subscription-plan"
    ? `/subscription-plan?redirectTo=${encodeURIComponent(returnTo)}`
    : "/subscription-plan";
}

/** The sign-in page, set to send the person back to `returnTo`. */
export function signInPath(returnTo?: string | null): string {
  returnTo = returnTo ? pagePath(returnTo) : returnTo;
  return returnTo && returnTo !== "/" ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : "/login";
}

/** The current page's path and query: where a detour (sign-in, plans) brings the person back to. */
export function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}
