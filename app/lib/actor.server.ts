import { sessionCookiePrefix } from "./auth.server.ts";
import { AppError } from "./errors.ts";
import { toRole, type Role } from "./roles.ts";
import type { Services } from "./services.server.ts";

export { toRole, type Role };

const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${sessionCookiePrefix}\\.session_token=`);

/** Whether a Cookie header carries the session cookie. */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookie.test(cookieHeader ?? "");
}

/** Who is asking: modules take this, never a Request. */
export interface Actor {
  id: number;
  role: Role;
  name: string;
  email: string;
}

/** Staff of either role: moderators handle moderation, reports, leads, verification and the site inbox. */
export function isStaff(actor: Pick<Actor, "role"> | null | undefined): boolean {
  return actor?.role === "admin" || actor?.role === "moderator";
}

/** An admin: settings, packages, payments, staff accounts and everything a moderator does. */
export function isAdmin(actor: Pick<Actor, "role"> | null | undefined): boolean {
  return actor?.role === "admin";
}

/**
 * Resolves the session from a bearer token or the session cookie.
 * A deactivated account is refused outright.
 */
export async function resolveActor(services: Pick<Services, "auth">, headers: Headers): Promise<Actor | null> {
  // Most requests are anonymous: without a token or a session cookie there is nothing to look up.
  if (!headers.has("authorization") && !hasSessionCookie(headers.get("cookie"))) return null;
  const session = await services.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string | null; banned?: boolean | null };
  if (user.banned) throw new AppError("ACCOUNT_DEACTIVATED");
  return {
    id: Number(user.id),
    role: toRole(user.role),
    name: user.name,
    email: user.email,
  };
}

const resolvedByRequest = new WeakMap<Headers, Promise<Actor | null>>();

/**
 * resolveActor once per request (keyed by its Headers object): the API-wide rate limit and the
 * call's own authorization share one session lookup.
 */
export function resolveRequestActor(services: Pick<Services, "auth">, headers: Headers): Promise<Actor | null> {
  let actor = resolvedByRequest.get(headers);
  if (!actor) {
    actor = resolveActor(services, headers);
    resolvedByRequest.set(headers, actor);
  }
  return actor;
}
