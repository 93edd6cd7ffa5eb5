import { createHmac } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, bearer } from "better-auth/plugins";
import { resolveAuthSecret } from "./auth/auth-secret.server.ts";
import { googleDonePath, googleProviderId, googleSignInOptions, googleSignInPlugins } from "./auth/google-provider.server.ts";
import * as schema from "../../db/schema/index.ts";
import type { Db } from "./db.server.ts";
import type { Env } from "./env.server.ts";
import { isLanguageCode, translate } from "./i18n/index.ts";
import type { Mailer } from "./mail/mailer.server.ts";
import { consumeRateLimit } from "./rate-limit.server.ts";

export const passwordMinLength = 6;

/** Set by the server from the socket (or trusted proxy) before better-auth sees a request. */
export const clientIpHeader = "x-nhadat-client-ip";

export function hashPassword(password: string): Promise<string> {
  return argonHash(password);
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argonVerify(hash, password).catch(() => false);
}

export interface AuthOptions {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Runs after better-auth creates an account (e.g. Google's first sign-in); the domain's rules for a new account live there. */
  onUserCreated?: UserCreatedHook;
}

/** What the domain does for every new account, handed down to the auth plumbing by whoever composes the services. */
export type UserCreatedHook = (db: Db, userId: number) => Promise<void>;

/** The page where a password-reset link lands. */
export function resetPasswordUrl(env: Pick<Env, "baseUrl">, token: string): string {
  return `${env.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** better-auth's cookies are named `<prefix>.<name>` (`__Secure-` first over HTTPS). */
export const sessionCookiePrefix = "nhadat";

/** The signature of a session cookie's value, as better-auth signs its cookies (HMAC-SHA256, padded base64). */
export function sessionCookieSignature(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value).digest("base64");
}

/** The site's own origin (BASE_URL) and the extra ones TRUSTED_ORIGINS names; better-auth and the CSRF check share them. */
export function trustedOrigins(env: Pick<Env, "baseUrl" | "TRUSTED_ORIGINS">): string[] {
  const extra = env.TRUSTED_ORIGINS.split(",")
    .map((o) => o.trim().replace(/\/$/, ""))
    .filter(Boolean);
  return [new URL(env.baseUrl).origin, ...extra];
}

/**
 * The only better-auth endpoints the server exposes: where Google sends the browser back (GET,
 * or POST for a form-post response). Every other account door is one of the spec's calls or a
 * page action, which call better-auth in-process after the app's own validation and limits.
 */
export const authCallbackPaths = [`/api/auth/callback/${googleProviderId}`];

export function createAuth({ db, env, mailer, onUserCreated }: AuthOptions) {
  const google = googleSignInOptions(env);
  return betterAuth({
    appName: "Nhà Đất",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.users, session: schema.sessions, account: schema.accounts, verification: schema.verifications },
    }),
    advanced: {
      database: { generateId: "serial" },
      cookiePrefix: sessionCookiePrefix,
      useSecureCookies: env.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      // Password sign-in waits for the e-mail OTP of user-register (docs/product.md, "Messages": "Please first verify your email address").
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const language = (user as { language?: string | null }).language;
        const lang = isLanguageCode(language) ? language : "vi";
        const link = resetPasswordUrl(env, token);
        await mailer.send({
          to: user.email,
          subject: translate(lang, "resetPasswordMailSubject"),
          text: translate(lang, "resetPasswordMailBody", { name: user.name, link }),
        });
      },
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      // A completed reset came through a link mailed to the address, which proves the mailbox.
      onPasswordReset: async ({ user }) => {
        await db
          .update(schema.users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(schema.users.id, Number(user.id)));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      ...google.databaseHooks,
      // Accounts better-auth creates (Google sign-in) start with the free package like every other.
      user: { create: { after: async (user) => onUserCreated?.(db, Number(user.id)) } },
    },
    // OAuth failures that lose their state (expired, replayed) land on the page that explains them.
    onAPIError: { errorURL: `${env.baseUrl}${googleDonePath}` },
    user: {
      validateUserInfo: google.validateUserInfo,
      additionalFields: {
        logintype: { type: "string", required: false, defaultValue: "email", input: false },
        language: { type: "string", required: false, input: true },
      },
    },
    // On whatever NODE_ENV says; counted in PostgreSQL, so every app process shares the count.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: { consume: (key, rule) => consumeRateLimit(db, `auth:${key}`, rule) },
    },
    plugins: [bearer(), admin({ defaultRole: "user", adminRoles: ["admin"] }), ...googleSignInPlugins(env)],
    telemetry: { enabled: false },
    // Its warnings ("Invalid password") are expected outcomes that the API already reports.
    logger: { disabled: env.NODE_ENV === "test" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
