import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { requestPasswordReset, resetPassword } from "../../app/modules/auth/password-reset.server.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { latestMessage } from "../../tests/support/outbox.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const en = { "accept-language": "en" };

describe("an account that never entered its e-mail code", () => {
  it("is refused password sign-in until verified, and a completed password reset proves the mailbox", async () => {
    const email = `never-verified-${Date.now()}@example.test`;
    const reg = await ctx.api("POST", "user-register", {
      body: { name: "Trần Thị B", email, password: "secret123", re_password: "secret123" },
      headers: en,
    });
    expect(reg.status).toBe(201);

    const refused = await ctx.api("POST", "user_signup", { body: { logintype: "email", email, password: "secret123" }, headers: en });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Please first verify your email address");

    await requestPasswordReset(ctx.services, email);
    const mail = await latestMessage(ctx.dataDir, "mail", email);
    const token = /reset-password\?token=([^\s&]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    await resetPassword(ctx.services, { token: decodeURIComponent(token!), password: "newsecret1" });

    const [row] = await ctx.services.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    const signedIn = await ctx.api("POST", "user_signup", { body: { logintype: "email", email, password: "newsecret1" }, headers: en });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toBeTruthy();
  });
});
