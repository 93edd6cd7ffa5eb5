import { timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { sessions, users } from "../../db/schema/index.ts";
import { sessionCookieSignature, sessionCookiePrefix } from "./auth.server.ts";
import { builtStatement } from "./built-statements.server.ts";
import type { Db } from "./db.server.ts";
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

/** A session and its user, as the request's lookup reads them. */
interface SessionRow {
  expiresAt: Date;
  id: number;
  role: string | null;
  name: string;
  email: string;
  banned: boolean | null;
}

/** The first value of a cookie in a Cookie header, decoded, read as better-auth's cookie parser reads it (first wins, quotes dropped). */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    let value = part.slice(at + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Whether `signature` is the session cookie signature of `value`, compared in constant time. */
function signedBy(value: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(sessionCookieSignature(value, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The session token a request carries: a bearer token as the mobile apps send it (the raw token,
 * which better-auth's bearer plugin accepts unsigned), else the signed session cookie. `null`:
 * none, or a cookie whose signature fails. `undefined`: a form only better-auth should read (a
 * signed or escaped bearer token).
 */
function carriedToken(headers: Headers, cookieName: string, secret: string): string | null | undefined {
  const authorization = headers.get("authorization");
  if (authorization && authorization.slice(0, 7).toLowerCase() === "bearer ") {
    const token = authorization.slice(7).trim();
    if (token) return /^[A-Za-z0-9_-]+$/.test(token) ? token : undefined;
  }
  const value = cookieValue(headers.get("cookie") ?? "", cookieName);
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  return signedBy(token, value.slice(dot + 1), secret) ? token : null;
}

/** The session by its token with its user, in one statement built once per database. */
function findSessionRow(db: Db, token: string): Promise<SessionRow | undefined> {
  const statement = builtStatement(db, "session-actor", () =>
    db
      .select({
        expiresAt: sessions.expiresAt,
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        banned: users.banned,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, sql.placeholder("token"))),
  );
  return statement.execute({ token }).then((rows) => rows[0] as SessionRow | undefined);
}

function actorFrom(user: { id: number | string; role?: string | null; name: string; email: string; banned?: boolean | null }): Actor {
  if (user.banned) throw new AppError("ACCOUNT_DEACTIVATED");
  return { id: Number(user.id), role: toRole(user.role), name: user.name, email: user.email };
}

/**
 * Resolves the session from a bearer token or the session cookie.
 * A deactivated account is refused outright.
 *
 * A live session is read in one statement: the token checked as better-auth checks it, the
 * session and its user joined. better-auth's own getSession answers the rest: a session past its
 * end (it deletes it), one due for its daily extension (it extends it, unless the member asked not
 * to be remembered), and a signed bearer token. Its getSession costs about 1 ms of CPU per call
 * (its endpoint context, two statements built per call, WebCrypto); this path about a tenth.
 */
export async function resolveActor(services: Pick<Services, "auth" | "db">, headers: Headers): Promise<Actor | null> {
  // Most requests are anonymous: without a token or a session cookie there is nothing to look up.
  if (!headers.has("authorization") && !hasSessionCookie(headers.get("cookie"))) return null;
  const viaBetterAuth = async () => {
    const session = await services.auth.api.getSession({ headers }).catch(() => null);
    return session ? actorFrom(session.user as typeof session.user & { role?: string | null; banned?: boolean | null }) : null;
  };
  const context = await services.auth.$context;
  const token = carriedToken(headers, context.authCookies.sessionToken.name, context.secret);
  if (token === null) return null;
  if (token === undefined) return viaBetterAuth();
  const row = await findSessionRow(services.db, token).catch(() => null);
  if (!row) return null;
  const { expiresIn, updateAge } = context.sessionConfig;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt < now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return viaBetterAuth();
  return actorFrom(row);
}

const resolvedByRequest = new WeakMap<Headers, Promise<Actor | null>>();

/**
 * resolveActor once per request (keyed by its Headers object): the API-wide rate limit and the
 * call's own authorization share one session lookup.
 */
export function resolveRequestActor(services: Pick<Services, "auth" | "db">, headers: Headers): Promise<Actor | null> {
  let actor = resolvedByRequest.get(headers);
  if (!actor) {
    actor = resolveActor(services, headers);
    resolvedByRequest.set(headers, actor);
  }
  return actor;
}
