import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "../../db/schema/index.ts";
import { EnvError, loadEnv } from "../../app/lib/env.server.ts";
import { googleErrorKey, startGoogleSignIn } from "../../app/modules/auth/sign-in-google.server.ts";
import { startFakeGoogle, type FakeGoogle, type GoogleProfile } from "../../tests/support/fake-google.ts";
import { createUser } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let google: FakeGoogle;
let ctx: TestContext;
let plain: TestContext;
beforeAll(async () => {
  google = await startFakeGoogle();
  [ctx, plain] = await Promise.all([
    createTestContext({
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_OAUTH_ISSUER: google.issuer },
    }),
    createTestContext(),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), plain?.close()]);
  await google?.close();
});

const en = { "accept-language": "en" };
let sequence = 0;
function profile(overrides: Partial<GoogleProfile> = {}): GoogleProfile {
  const n = ++sequence;
  return {
    sub: `1170000000000000${n}${Date.now()}`,
    email: `google${n}-${Date.now()}@gmail.test`,
    email_verified: true,
    name: `Google ${n}`,
    picture: `https://lh3.googleusercontent.test/a/photo-${n}`,
    ...overrides,
  };
}

/** The user a bearer token or session cookie signs in, as better-auth resolves it. */
async function whoAmI(headers: Record<string, string>) {
  const session = await ctx.services.auth.api.getSession({ headers: new Headers(headers) });
  if (!session) return null;
  const [row] = await ctx.services.db
    .select()
    .from(users)
    .where(eq(users.id, Number(session.user.id)));
  return row ?? null;
}

function signUp(context: TestContext, body: Record<string, unknown>, headers: Record<string, string> = en) {
  return context.api("POST", "user_signup", { body: { logintype: "google", ...body }, headers });
}

describe("GOOGLE_* configuration", () => {
  it("needs both the client id and the secret, naming the missing one", () => {
    const failure = (source: Record<string, string>) => {
      try {
        loadEnv(source);
      } catch (error) {
        if (error instanceof EnvError) return error.message;
        throw error;
      }
      return "accepted";
    };
    expect(failure({ GOOGLE_CLIENT_ID: "id" })).toBe(
      "Invalid environment variable GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set",
    );
    expect(failure({ GOOGLE_CLIENT_SECRET: "secret" })).toBe(
      "Invalid environment variable GOOGLE_CLIENT_ID: required when GOOGLE_CLIENT_SECRET is set",
    );
    expect(failure({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_OAUTH_ISSUER: "not a url" })).toMatch(
      /^Invalid environment variable GOOGLE_OAUTH_ISSUER:/,
    );
    expect(loadEnv({}).googleSignIn).toBeNull();
    expect(loadEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).googleSignIn).toEqual({
      clientId: "id",
      clientSecret: "s",
      discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
    });
    expect(
      loadEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", GOOGLE_OAUTH_ISSUER: "http://127.0.0.1:9/" }).googleSignIn?.discoveryUrl,
    ).toBe("http://127.0.0.1:9/.well-known/openid-configuration");
  });
});

describe("POST user_signup logintype=google", () => {
  it("answers 'not enabled' when Google is not configured", async () => {
    const who = profile();
    const res = await signUp(plain, { firebase_id: google.idToken(who) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: true, message: "This sign-in method is not enabled" });
    expect(await plain.services.db.select().from(users).where(eq(users.email, who.email))).toEqual([]);
  });

  it("creates the account from a verified ID token, then reuses it", async () => {
    const who = profile();
    const first = await signUp(ctx, { firebase_id: google.idToken(who) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.error).toBe(false);
    expect(first.body.message).toBe("Signed in successfully");
    expect(first.body.token).toBeTruthy();
    expect(first.body.data).toMatchObject({
      email: who.email,
      name: who.name,
      logintype: "google",
      profile: who.picture,
      firebase_id: who.sub,
      auth_id: who.sub,
      email_verified: true,
    });
    expect((await whoAmI({ authorization: `Bearer ${first.body.token}` }))?.email).toBe(who.email);

    const second = await signUp(ctx, { id_token: google.idToken(who) });
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(second.body.token).not.toBe(first.body.token);
    const rows = await ctx.services.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.providerId, "google"), eq(accounts.accountId, who.sub)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(first.body.data.id);
  });

  it("links an existing verified e-mail account and keeps its own photo", async () => {
    const existing = await createUser(ctx.services.db, { image: "users/own-photo.webp" });
    const who = profile({ email: existing.email });
    const res = await signUp(ctx, { firebase_id: google.idToken(who) });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(existing.id);
    const [row] = await ctx.services.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ logintype: "google", image: "users/own-photo.webp", name: existing.name });
  });

  it("does not link an e-mail account whose address was never verified", async () => {
    const existing = await createUser(ctx.services.db, { emailVerified: false });
    const res = await signUp(ctx, { firebase_id: google.idToken(profile({ email: existing.email })) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An account already exists with this email using another sign-in method");
  });

  it("refuses an e-mail Google has not verified", async () => {
    const who = profile({ email_verified: false });
    const res = await signUp(ctx, { firebase_id: google.idToken(who) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Please first verify your email address");
    expect(await ctx.services.db.select().from(users).where(eq(users.email, who.email))).toEqual([]);
  });

  it("refuses tokens for another audience, expired, from another issuer or badly signed", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      google.idToken(profile(), { aud: "someone-else.apps.googleusercontent.com" }),
      google.idToken(profile(), { iat: now - 7200, exp: now - 3600 }),
      google.idToken(profile(), { iss: "https://accounts.example.test" }),
      google.idToken(profile(), {}, { otherKey: true }),
      "not-a-token",
    ];
    for (const token of cases) {
      const res = await signUp(ctx, { firebase_id: token });
      expect(res.status, token).toBe(401);
      expect(res.body).toMatchObject({ error: true, message: "incorrect details" });
    }
    const vi = await signUp(ctx, { firebase_id: cases[3] }, { "accept-language": "vi" });
    expect(vi.body.message).not.toBe("incorrect details");
  });

  it("asks for the token when none is sent", async () => {
    const res = await signUp(ctx, {});
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("firebase_id");
  });

  it("refuses a deactivated user with the deactivated message", async () => {
    const who = profile();
    const first = await signUp(ctx, { firebase_id: google.idToken(who) });
    expect(first.status).toBe(200);
    await ctx.services.db.update(users).set({ banned: true }).where(eq(users.id, first.body.data.id));
    const res = await signUp(ctx, { firebase_id: google.idToken(who) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: true, message: "Your Account have been Deactivetd by Admin" });
    expect(res.body.token).toBeUndefined();
  });
});

/** Follows the browser's part of the authorization-code flow against the in-process app. */
async function redirectFlow(who: GoogleProfile | "deny", redirectTo = "/properties?category=1") {
  google.setProfile(who);
  const started = await startGoogleSignIn(ctx.services, {
    redirectTo,
    mode: "redirect",
    headers: new Headers(),
    donePath: "/auth/google/done",
  });
  const cookie = started.setCookies.map((c) => c.split(";")[0]).join("; ");
  const authorize = await fetch(started.url, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get("location")!);
  const res = await ctx.app.request(callback.pathname + callback.search, { headers: { cookie } });
  return {
    authorization: google.authorizations.at(-1)!,
    res,
    location: new URL(res.headers.get("location") ?? "", "http://localhost:3000"),
  };
}

describe("redirect flow (authorization code)", () => {
  it("sends state, PKCE and nonce, then signs the browser in with the session cookie", async () => {
    const who = profile();
    const { authorization, res, location } = await redirectFlow(who);
    expect(authorization.get("state")).toBeTruthy();
    expect(authorization.get("code_challenge_method")).toBe("S256");
    expect(authorization.get("nonce")).toBeTruthy();
    expect(authorization.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(authorization.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
    expect(res.status).toBe(302);
    expect(location.pathname).toBe("/auth/google/done");
    expect(Object.fromEntries(location.searchParams)).toEqual({ mode: "redirect", redirectTo: "/properties?category=1" });
    const session = res.headers.getSetCookie().find((c) => c.startsWith("nhadat.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(await whoAmI({ cookie: session!.split(";")[0]! })).toMatchObject({ email: who.email, logintype: "google", image: who.picture });
  });

  it("reports a deactivated user's refusal to the done page", async () => {
    const who = profile();
    await redirectFlow(who);
    await ctx.services.db.update(users).set({ banned: true }).where(eq(users.email, who.email));
    const { res, location } = await redirectFlow(who);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("nhadat.session_token=") && !c.includes("Max-Age=0"))).toBe(false);
    expect(location.pathname).toBe("/auth/google/done");
    expect(googleErrorKey(location.searchParams.get("error")!)).toBe("accountDeactivated");
  });

  it("reports a cancelled consent", async () => {
    const { location } = await redirectFlow("deny");
    expect(googleErrorKey(location.searchParams.get("error")!)).toBe("googleSignInCancelled");
  });
});
