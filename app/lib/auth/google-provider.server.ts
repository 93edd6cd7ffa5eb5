import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Env } from "../env.server.ts";

/** better-auth's provider id for Google; accounts rows keep Google's `sub` under it. */
export const googleProviderId = "google";

/** The code better-auth reports when Google vouches for no e-mail address (see validateUserInfo). */
export const googleEmailUnverifiedCode = "google_email_unverified";

/** Where Google serves account pictures (a Content-Security-Policy img-src source). */
export const googlePhotoOrigins = "https://*.googleusercontent.com";

/** The page every Google redirect comes back to (success and failure). */
export const googleDonePath = "/auth/google/done";

/**
 * Responses on the way to and back from Google keep the popup's opener (a stricter policy
 * would cut it when the popup returns from Google's origin), so the popup can report back.
 */
export const popupOpenerPolicy = { "Cross-Origin-Opener-Policy": "unsafe-none" } as const;

/** The claims of a JWT, read without verification (the token was verified before it was stored). */
function jwtClaims(token: string | null | undefined): Record<string, unknown> {
  const payload = token?.split(".")[1];
  if (!payload) return {};
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Google through OpenID discovery (`<issuer>/.well-known/openid-configuration`): authorization
 * code with PKCE, state and nonce, ID tokens verified against the issuer's JWKS.
 */
export function googleSignInPlugins(env: Env): BetterAuthPlugin[] {
  if (!env.googleSignIn) return [];
  const { clientId, clientSecret, discoveryUrl } = env.googleSignIn;
  return [
    genericOAuth({
      config: [
        {
          providerId: googleProviderId,
          name: "Google",
          clientId,
          clientSecret,
          discoveryUrl,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          requireIdTokenVerification: true,
          mapProfileToUser: (profile) => ({
            name: (typeof profile.name === "string" && profile.name) || String(profile.email ?? "").split("@")[0] || "Google",
            image: typeof profile.picture === "string" ? profile.picture : undefined,
          }),
        },
      ],
    }),
  ];
}

/** Auth options Google sign-in adds: only e-mails Google has verified, and the API's user fields. */
export function googleSignInOptions(env: Env): Pick<BetterAuthOptions, "databaseHooks"> & {
  validateUserInfo?: NonNullable<BetterAuthOptions["user"]>["validateUserInfo"];
} {
  if (!env.googleSignIn) return {};
  return {
    // Google e-mails count as verified only with email_verified=true; others are refused.
    validateUserInfo: ({ user, source }) => {
      if (source.method === "oauth" && source.oauth?.providerId === googleProviderId && user.emailVerified !== true) {
        return { error: googleEmailUnverifiedCode };
      }
    },
    databaseHooks: {
      account: {
        create: {
          // A Google account (new or linked by verified e-mail) marks the user's logintype and,
          // when the user has no photo, takes Google's picture URL as the profile image.
          after: async (account, context) => {
            if (account.providerId !== googleProviderId || !context) return;
            const adapter = context.context.internalAdapter;
            const user = await adapter.findUserById(String(account.userId));
            const picture = jwtClaims(account.idToken).picture;
            await adapter.updateUser(String(account.userId), {
              logintype: "google",
              ...(!user?.image && typeof picture === "string" ? { image: picture } : {}),
            });
          },
        },
      },
    },
  };
}
