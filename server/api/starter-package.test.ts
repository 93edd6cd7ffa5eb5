import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { latestOtp } from "../../tests/support/outbox.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function canPost(token: unknown) {
  const res = await ctx.api("GET", "check-package-limit?type=property_list", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("a new account's package", () => {
  it("is the free package from registration by e-mail, so posting is open at once", async () => {
    const email = `starter-${Date.now()}@example.test`;
    const reg = await ctx.api("POST", "user-register", {
      body: { name: "Lê Văn C", email, password: "secret123", re_password: "secret123" },
    });
    expect(reg.status).toBe(201);
    const otp = await latestOtp(ctx.dataDir, "mail", email);
    expect((await ctx.api("GET", `verify-otp?email=${encodeURIComponent(email)}&otp=${otp}`)).status).toBe(200);
    const signedIn = await ctx.api("POST", "user_signup", { body: { logintype: "email", email, password: "secret123" } });
    expect(signedIn.status).toBe(200);
    expect(await canPost(signedIn.body.token)).toEqual({ package_available: true, feature_available: true, limit_available: true });
    // Taking the free package again is refused while the granted period runs: it is the same package.
    const [free] = await ctx.services.db.select({ id: packages.id }).from(packages).where(eq(packages.price, 0));
    const again = await ctx.api("POST", "assign_package", {
      headers: { authorization: `Bearer ${signedIn.body.token}` },
      body: { package_id: free!.id },
    });
    expect(again.status).toBe(409);
  });

  it("is the free package from a phone sign-in that creates the account", async () => {
    const number = `09${String(Date.now()).slice(-8)}`;
    expect((await ctx.api("GET", `get-otp?number=${number}`)).status).toBe(200);
    const otp = await latestOtp(ctx.dataDir, "sms", `+84${number.slice(1)}`);
    const first = await ctx.api("POST", "user_signup", { body: { logintype: "phone", mobile: number, otp } });
    expect(first.status).toBe(200);
    expect(await canPost(first.body.token)).toEqual({ package_available: true, feature_available: true, limit_available: true });
  });
});
