import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { sessions, users } from "../../../db/schema/index.ts";
import { sessionCookieSignature } from "../../lib/auth.server.ts";
import { resolveAuthSecret } from "../../lib/auth/auth-secret.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";

/** A started session: the bearer token for API clients and the cookie for the website. */
export interface StartedSession {
  userId: number;
  token: string;
  setCookies: string[];
}

type SessionServices = Pick<Services, "auth" | "db" | "env">;

/** Maps better-auth's refusals onto the app's error table (docs/product.md, "Messages" wording). */
export function authFailure(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === "BANNED_USER") return new AppError("ACCOUNT_DEACTIVATED");
  if (code === "EMAIL_NOT_VERIFIED") return new AppError("EMAIL_NOT_VERIFIED");
  if (
    code === "INVALID_EMAIL_OR_PASSWORD" ||
    code === "INVALID_EMAIL" ||
    code === "INVALID_PASSWORD" ||
    code === "CREDENTIAL_ACCOUNT_NOT_FOUND"
  ) {
    return new AppError("INVALID_CREDENTIALS");
  }
  if (code === "INVALID_TOKEN") return new AppError("RESET_TOKEN_INVALID");
  if (code === "PASSWORD_TOO_SHORT") return new AppError("VALIDATION", { fields: { password: "passwordTooShort" } });
  return new AppError("INTERNAL", { cause: error });
}

async function assertActive(services: Pick<Services, "db">, userId: number): Promise<void> {
  const [user] = await services.db.select({ banned: users.banned }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("USER_NOT_FOUND");
  if (user.banned) throw new AppError("ACCOUNT_DEACTIVATED");
}

/** E-mail + password sign-in through better-auth, so sessions, cookies and bearer tokens are its own. */
export async function signInWithEmail(
  services: SessionServices,
  input: { email: string; password: string; headers?: Headers },
): Promise<StartedSession> {
  try {
    const result = await services.auth.api.signInEmail({
      body: { email: input.email.trim().toLowerCase(), password: input.password, rememberMe: true },
      headers: input.headers ?? new Headers(),
      returnHeaders: true,
    });
    return { userId: Number(result.response.user.id), token: result.response.token, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    throw authFailure(error);
  }
}

/** The session cookie's value, signed as better-auth signs it. */
function signCookieValue(value: string, secret: string): string {
  return encodeURIComponent(`${value}.${sessionCookieSignature(value, secret)}`);
}

function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; secure?: boolean; sameSite?: string; path?: string; httpOnly?: boolean },
): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? "/"}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly !== false) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push(`SameSite=${options.sameSite ? options.sameSite[0]!.toUpperCase() + options.sameSite.slice(1) : "Lax"}`);
  return parts.join("; ");
}

/** Starts a better-auth session for a user proven by other means (a verified phone OTP). */
export async function startSession(services: SessionServices, userId: number): Promise<StartedSession> {
  await assertActive(services, userId);
  const context = await services.auth.$context;
  let session: { token: string; expiresAt: Date };
  try {
    session = await context.internalAdapter.createSession(String(userId) as never);
  } catch (error) {
    throw authFailure(error);
  }
  const cookie = context.authCookies.sessionToken;
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  const value = signCookieValue(session.token, resolveAuthSecret(services.env));
  return {
    userId,
    token: session.token,
    setCookies: [serializeCookie(cookie.name, value, { ...cookie.attributes, maxAge })],
  };
}

/** Ends the session the request carries (cookie or bearer) and clears the cookie. */
export async function endSession(services: SessionServices, headers: Headers): Promise<{ setCookies: string[] }> {
  const current = await services.auth.api.getSession({ headers }).catch(() => null);
  if (current) await services.db.delete(sessions).where(eq(sessions.token, current.session.token));
  const context = await services.auth.$context;
  const clear = (cookie: { name: string; attributes: object }) => serializeCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
  return { setCookies: [clear(context.authCookies.sessionToken), clear(context.authCookies.sessionData)] };
}

/** Ends every session of a user (deactivation, password change, deletion). */
export async function endAllSessions(services: Pick<Services, "db">, userId: number): Promise<void> {
  await services.db.delete(sessions).where(eq(sessions.userId, userId));
}
