import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

/**
 * Every door into accounts: better-auth's raw endpoints are closed (only Google's return is
 * reachable), and the spec's calls that replace them keep the app's validation and limits
 * under any NODE_ENV. Each test runs from its own client address (TRUST_PROXY), so budgets
 * do not leak between tests.
 */
let ctx: TestContext;
const budget = 5;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_10_MINUTES: String(budget), TRUST_PROXY: "1" } });
});
afterAll(() => ctx.close());

let addressSeq = 0;
const newAddress = () => `203.0.113.${++addressSeq}`;
const site = "http://localhost:3000";

async function raw(method: string, path: string, init: { ip: string; body?: unknown; headers?: Record<string, string> }) {
  const res = await ctx.app.request(`${site}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: site, "x-forwarded-for": init.ip, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as { error?: boolean; message?: string; token?: string } };
}

const userCount = async () => Number((await ctx.services.db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n);
const mailsTo = async (to: string) => (await readOutbox(ctx.dataDir, "mail")).filter((m) => m.content.includes(to)).length;

/** better-auth's endpoints that an installed plugin set would answer (core, bearer, admin). */
const libraryDoors: [method: "GET" | "POST", path: string, body?: Record<string, unknown>][] = [
  ["POST", "sign-in/email", { email: "x@example.test", password: "secret123" }],
  ["POST", "sign-up/email", { email: "door@example.test", password: "secret123", name: "x".repeat(200_000) }],
  ["POST", "request-password-reset", { email: "x@example.test" }],
  ["POST", "forget-password", { email: "x@example.test" }],
  ["POST", "reset-password", { token: "x", newPassword: "secret123" }],
  ["GET", "reset-password/x"],
  ["POST", "update-user", { name: "x".repeat(20_000), image: "https://evil.example/pixel.png" }],
  ["POST", "change-password", { currentPassword: "secret123", newPassword: "secret456" }],
  ["POST", "change-email", { newEmail: "other@example.test" }],
  ["POST", "set-password", { newPassword: "secret456" }],
  ["POST", "delete-user", {}],
  ["GET", "delete-user/callback"],
  ["POST", "send-verification-email", { email: "x@example.test" }],
  ["GET", "verify-email?token=x"],
  ["GET", "get-session"],
  ["GET", "list-sessions"],
  ["POST", "revoke-session", { token: "x" }],
  ["POST", "revoke-sessions", {}],
  ["POST", "revoke-other-sessions", {}],
  ["POST", "sign-out", {}],
  ["POST", "sign-in/social", { provider: "google" }],
  ["POST", "link-social", { provider: "google" }],
  ["GET", "list-accounts"],
  ["POST", "unlink-account", { providerId: "credential" }],
  ["POST", "refresh-token", { providerId: "google" }],
  ["POST", "get-access-token", { providerId: "google" }],
  ["GET", "account-info"],
  ["POST", "admin/set-role", { userId: 1, role: "admin" }],
  ["POST", "admin/create-user", { email: "made@example.test", password: "secret123", name: "x" }],
  ["GET", "admin/list-users"],
  ["POST", "admin/ban-user", { userId: 1 }],
  ["POST", "admin/impersonate-user", { userId: 1 }],
  ["POST", "admin/set-user-password", { userId: 1, newPassword: "secret456" }],
  ["POST", "admin/remove-user", { userId: 1 }],
  ["GET", "ok"],
  ["GET", "error"],
  ["GET", "callback/github?code=x&state=y"],
];

describe("the sign-in library's own endpoints", () => {
  it.each(libraryDoors)("%s /api/auth/%s is not a door: 404, nothing created, mailed or changed", async (method, path, body) => {
    const user = await createSignedInUser(ctx);
    const admin = await createSignedInUser(ctx, { role: "admin" });
    const [before] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    const accounts = await userCount();
    for (const headers of [{}, user.headers, admin.headers]) {
      const res = await raw(method, `/api/auth/${path}`, { ip: newAddress(), body: method === "POST" ? body : undefined, headers });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: true, message: "Lệnh API này không tồn tại" });
    }
    const [after] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect(await userCount()).toBe(accounts);
    expect(await mailsTo("x@example.test")).toBe(0);
  });
});

describe("the spec's account doors keep their limits whatever NODE_ENV says", () => {
  it("user_signup: wrong passwords past the budget are refused, and so is the right one", async () => {
    expect(ctx.services.env.NODE_ENV).toBe("test");
    const user = await createSignedInUser(ctx);
    const ip = newAddress();
    for (let i = 0; i < budget; i++) {
      const wrong = await raw("POST", "/api/user_signup", { ip, body: { email: user.email, password: `wrong-${i}` } });
      expect(wrong.status).toBe(401);
    }
    const right = await raw("POST", "/api/user_signup", { ip, body: { email: user.email, password: "secret123" } });
    expect(right.status).toBe(429);
    expect(right.body.token).toBeUndefined();
  });

  it("forgot-password mails one inbox at most the budget's count", async () => {
    const user = await createSignedInUser(ctx);
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < budget + 3; i++) {
      statuses.push((await raw("GET", `/api/forgot-password?email=${encodeURIComponent(user.email)}`, { ip })).status);
    }
    expect(statuses).toEqual([...Array<number>(budget).fill(200), 429, 429, 429]);
    expect(await mailsTo(user.email)).toBe(budget);
  });

  it("user-register creates at most the budget's count of accounts and checks every field", async () => {
    const ip = newAddress();
    const huge = await raw("POST", "/api/user-register", {
      ip,
      body: { name: "x".repeat(200_000), email: `huge-${Date.now()}@example.test`, password: "secret123", re_password: "secret123" },
    });
    expect(huge.status).toBe(400);
    const accounts = await userCount();
    const statuses: number[] = [];
    for (let i = 0; i < budget + 2; i++) {
      const email = `spam-${Date.now()}-${i}@example.test`;
      statuses.push(
        (
          await raw("POST", "/api/user-register", {
            ip,
            body: { name: "Nguyễn Văn A", email, password: "secret123", re_password: "secret123" },
          })
        ).status,
      );
    }
    // The oversized name spent one attempt of the budget too.
    expect(statuses).toEqual([...Array<number>(budget - 1).fill(201), 429, 429, 429]);
    expect(await userCount()).toBe(accounts + budget - 1);
  });

  it("update_profile refuses an oversized name and takes a photo only as an uploaded image", async () => {
    const user = await createSignedInUser(ctx);
    const [before] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    const long = await raw("POST", "/api/update_profile", { ip: newAddress(), headers: user.headers, body: { name: "x".repeat(20_000) } });
    expect(long.status).toBe(400);
    const link = await raw("POST", "/api/update_profile", {
      ip: newAddress(),
      headers: user.headers,
      body: { profile: "https://evil.example/pixel.png" },
    });
    expect(link.status).toBe(400);
    const [after] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it("Google's return spends the same sign-in budget as user_signup", async () => {
    const ip = newAddress();
    for (let i = 0; i < budget; i++) {
      expect((await raw("POST", "/api/user_signup", { ip, body: { email: "nobody@example.test", password: "wrong-one" } })).status).toBe(
        401,
      );
    }
    const callback = await raw("GET", "/api/auth/callback/google?code=x&state=y", { ip });
    expect(callback.status).toBe(429);
    // From another address the callback is reached (and refuses the unknown state by redirecting).
    const elsewhere = await raw("GET", "/api/auth/callback/google?code=x&state=y", { ip: newAddress() });
    expect(elsewhere.status).not.toBe(429);
    expect(elsewhere.status).not.toBe(404);
  });
});
