import type { Context, MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../../app/lib/actor.server.ts";
import { translate, type LanguageCode } from "../../app/lib/i18n/index.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request would act with the browser's session cookie (a bearer token is sent by code, never by a foreign page). */
export function isCookieAuthenticated(headers: Headers): boolean {
  if (/^bearer\s/i.test(headers.get("authorization") ?? "")) return false;
  return hasSessionCookie(headers.get("cookie"));
}

/**
 * Whether a state-changing request comes from a page of another site: its Origin is neither the
 * request's own nor a trusted one, or, without an Origin, the browser marks it `Sec-Fetch-Site: cross-site`.
 */
export function isCrossSite(request: Request, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== new URL(request.url).origin && !trusted.has(origin);
  return request.headers.get("sec-fetch-site") === "cross-site";
}

/**
 * Refuses cookie-authenticated, state-changing requests (API calls, page form actions and
 * better-auth's endpoints alike) sent by another site, with 403 and the envelope. better-auth
 * checks origins against the same list, except under NODE_ENV=test, where it skips its check.
 */
export function crossSiteGuard(options: { trustedOrigins: string[] }): MiddlewareHandler<{
  Variables: { lang: LanguageCode };
}> {
  const trusted = new Set(options.trustedOrigins);
  return async (c: Context<{ Variables: { lang: LanguageCode } }>, next) => {
    const request = c.req.raw;
    if (safeMethods.has(request.method) || !isCookieAuthenticated(request.headers)) return next();
    if (!isCrossSite(request, trusted)) return next();
    const message = translate(c.get("lang") ?? "vi", "crossSiteRequest");
    return c.json({ error: true, message, data: null }, 403);
  };
}
