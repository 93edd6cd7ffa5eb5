import { hasSessionCookie } from "../../app/lib/actor.server.ts";

/** What a page rendered for one person is answered with: no cache, shared or the browser's, keeps it. */
export const sessionPageCacheControl = "private, no-store";

/** Whether a request carries a session: the session cookie or a bearer token. */
export function hasSession(request: Request): boolean {
  return request.headers.has("authorization") || hasSessionCookie(request.headers.get("cookie"));
}

/**
 * A page answered to a request with a session, or one that sets a cookie (signing in or out),
 * is the person's own (an admin's user list, someone's messages): it is marked
 * `private, no-store` whatever the page said. Visitors' pages are left as they are
 * (the page cache's rules, server/http/page-cache.ts).
 */
export function markSessionPage(request: Request, response: Response): Response {
  if (!hasSession(request) && !response.headers.has("set-cookie")) return response;
  try {
    response.headers.set("Cache-Control", sessionPageCacheControl);
    return response;
  } catch {
    // A response with immutable headers (a fetched one) is copied first.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", sessionPageCacheControl);
    return copy;
  }
}
