import { APIError } from "better-auth/api";
import { googleEmailUnverifiedCode, googleProviderId } from "../../lib/auth/google-provider.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Services } from "../../lib/services.server.ts";
import type { StartedSession } from "./session.server.ts";

type GoogleServices = Pick<Services, "auth" | "env">;

/** How the browser runs the authorization step: in this window, or in a popup that reports back. */
export type GoogleSignInMode = "redirect" | "popup";

export function isGoogleSignInEnabled(services: Pick<Services, "env">): boolean {
  return services.env.googleSignIn !== null;
}

function assertEnabled(services: Pick<Services, "env">): void {
  if (!isGoogleSignInEnabled(services)) throw new AppError("FORBIDDEN", { messageKey: "authOperationNotAllowed" });
}

/** Callback error codes (better-auth's, the admin plugin's, Google's) → dictionary keys. */
const callbackErrorKeys: Readonly<Record<string, string>> = {
  BANNED_USER: "accountDeactivated",
  [googleEmailUnverifiedCode]: "verifyEmailFirst",
  account_not_linked: "authAccountExistsWithDifferentCredential",
  access_denied: "googleSignInCancelled",
};

/** The message key for a failed Google redirect, by the `error` its callback reported. */
export function googleErrorKey(code: string): string {
  return callbackErrorKeys[code] ?? "googleSignInFailed";
}

/** Maps better-auth's refusals of a Google ID token onto the app's error table. */
export function googleFailure(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const body = error.body as { code?: string; message?: string } | undefined;
  const code = body?.code;
  if (code === "BANNED_USER") return new AppError("ACCOUNT_DEACTIVATED");
  if (code === googleEmailUnverifiedCode) return new AppError("EMAIL_NOT_VERIFIED");
  if (code === "OAUTH_LINK_ERROR" && body?.message === "account not linked") return new AppError("ACCOUNT_NOT_LINKED");
  if (code === "PROVIDER_NOT_FOUND" || code === "ID_TOKEN_NOT_SUPPORTED") return new AppError("GOOGLE_UNAVAILABLE", { cause: error });
  if (code === "INVALID_TOKEN" || code === "FAILED_TO_GET_USER_INFO" || code === "USER_EMAIL_NOT_FOUND")
    return new AppError("INVALID_CREDENTIALS");
  return new AppError("INTERNAL", { cause: error });
}

/** Google's subject (`sub`) of an ID token that better-auth has verified. */
function subjectOf(idToken: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as { sub?: unknown };
  return String(payload.sub ?? "");
}

/**
 * Starts the authorization-code flow (state, PKCE, nonce): answers Google's authorization URL
 * and the state cookie that binds the flow to this browser. Google sends the browser back to
 * better-auth's callback, which then redirects to `/auth/google/done` with the mode and target.
 */
export async function startGoogleSignIn(
  services: GoogleServices,
  input: { redirectTo: string; mode: GoogleSignInMode; headers: Headers; donePath: string },
): Promise<{ url: string; setCookies: string[] }> {
  assertEnabled(services);
  const done = `${input.donePath}?${new URLSearchParams({ mode: input.mode, redirectTo: input.redirectTo })}`;
  try {
    const result = await services.auth.api.signInSocial({
      body: { provider: googleProviderId, callbackURL: done, errorCallbackURL: done, disableRedirect: true },
      headers: input.headers,
      returnHeaders: true,
    });
    if (!result.response.url) throw new AppError("GOOGLE_UNAVAILABLE");
    return { url: result.response.url, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    throw googleFailure(error);
  }
}

/**
 * API sign-in with a Google ID token: verified against the issuer's JWKS (signature, iss,
 * aud = GOOGLE_CLIENT_ID, exp); the account is created on first use or linked by verified e-mail.
 */
export async function signInWithGoogleIdToken(
  services: GoogleServices,
  input: { idToken: string; headers?: Headers },
): Promise<StartedSession & { subject: string }> {
  assertEnabled(services);
  try {
    const result = await services.auth.api.signInSocial({
      body: { provider: googleProviderId, idToken: { token: input.idToken } },
      headers: input.headers ?? new Headers(),
      returnHeaders: true,
    });
    const token = (result.response as { token?: string }).token;
    const user = (result.response as { user?: { id: string | number } }).user;
    if (!token || !user) throw new AppError("INVALID_CREDENTIALS");
    return { userId: Number(user.id), token, setCookies: result.headers.getSetCookie(), subject: subjectOf(input.idToken) };
  } catch (error) {
    throw googleFailure(error);
  }
}
