import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";
import { resolveActor } from "./actor.server.ts";

/**
 * The request's session lookup reads a live session in one statement and leaves the rest to
 * better-auth's getSession. Each case is checked against getSession itself, so the two cannot
 * drift apart: same member, same refusals, and the session's end and extension still happen.
 */
let ctx: TestContext;
let cookieName: string;
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const context = await ctx.services.auth.$context;
  cookieName = context.authCookies.sessionToken.name;
  secret = context.secret;
});
afterAll(() => ctx.close());

const signed = (token: string, key = secret) => `${token}.${createHmac("sha256", key).update(token).digest("base64")}`;
const cookieHeaders = (value: string) => new Headers({ cookie: `lang=vi; ${cookieName}=${encodeURIComponent(value)}` });
const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

async function betterAuthUserId(headers: Headers): Promise<number | null> {
  const session = await ctx.services.auth.api.getSession({ headers }).catch(() => null);
  return session ? Number(session.user.id) : null;
}

async function sessionOf(token: string) {
  const [row] = await ctx.services.db.select().from(sessions).where(eq(sessions.token, token));
  return row;
}

describe("resolveActor", () => {
  it("reads a member from the session cookie and from a bearer token, as getSession does", async () => {
    const member = await createSignedInUser(ctx, { role: "moderator", name: "Chị Lan" });
    for (const headers of [cookieHeaders(signed(member.token)), bearer(member.token), bearer(encodeURIComponent(signed(member.token)))]) {
      expect(await resolveActor(ctx.services, headers)).toEqual({ id: member.id, role: "moderator", name: "Chị Lan", email: member.email });
      expect(await betterAuthUserId(headers)).toBe(member.id);
    }
  });

  it("refuses a cookie signed with another key, an unsigned one and a token with no session", async () => {
    const member = await createSignedInUser(ctx);
    const refused = [
      cookieHeaders(signed(member.token, "another-secret-of-the-same-length-32")),
      cookieHeaders(member.token),
      cookieHeaders(`${member.token}.${"A".repeat(43)}=`),
      cookieHeaders(signed("no-such-session-token")),
      bearer("no-such-session-token"),
      new Headers({ authorization: `Basic ${member.token}` }),
    ];
    for (const headers of refused) {
      expect(await resolveActor(ctx.services, headers)).toBeNull();
      expect(await betterAuthUserId(headers)).toBeNull();
    }
  });

  it("refuses a deactivated account and a session that has ended", async () => {
    const banned = await createSignedInUser(ctx);
    await ctx.services.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    await expect(resolveActor(ctx.services, bearer(banned.token))).rejects.toMatchObject({ code: "ACCOUNT_DEACTIVATED" });

    // Signing out deletes the session's row (endSession, app/modules/auth/session.server.ts).
    const signedOut = await createSignedInUser(ctx);
    await ctx.services.db.delete(sessions).where(eq(sessions.token, signedOut.token));
    expect(await resolveActor(ctx.services, cookieHeaders(signed(signedOut.token)))).toBeNull();
  });

  it("leaves a session past its end to better-auth, which deletes it", async () => {
    const member = await createSignedInUser(ctx);
    await ctx.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, member.token));
    expect(await resolveActor(ctx.services, bearer(member.token))).toBeNull();
    expect(await sessionOf(member.token)).toBeUndefined();
  });

  it("leaves a session due for its daily extension to better-auth, which extends it", async () => {
    const member = await createSignedInUser(ctx);
    const { expiresIn, updateAge } = (await ctx.services.auth.$context).sessionConfig;
    // Made just over a day ago: its end is a day nearer than a new session's.
    const dueAt = new Date(Date.now() + (expiresIn - updateAge - 60) * 1000);
    await ctx.services.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.token, member.token));
    expect((await resolveActor(ctx.services, cookieHeaders(signed(member.token))))?.id).toBe(member.id);
    const extended = await sessionOf(member.token);
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + (updateAge - 120) * 1000);

    // A fresh session is read without writing to it.
    const before = extended!.updatedAt.getTime();
    expect((await resolveActor(ctx.services, bearer(member.token)))?.id).toBe(member.id);
    expect((await sessionOf(member.token))!.updatedAt.getTime()).toBe(before);
  });
});
