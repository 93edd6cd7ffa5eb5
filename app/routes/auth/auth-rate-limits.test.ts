import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { formPost, routeContext } from "../../../tests/support/route-context.ts";
import { action as forgotPasswordAction } from "./forgot-password.tsx";
import { action as loginAction } from "./login.tsx";
import { action as registerAction } from "./register.tsx";

type AnyAction = (args: never) => Promise<unknown>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_AUTH_PER_10_MINUTES: "2" } });
});
afterAll(() => ctx.close());

/** Runs a page action as the server would for a client at `ip` and answers its data. */
async function submit(
  action: AnyAction,
  path: string,
  fields: Record<string, string>,
  ip: string,
): Promise<{ ok?: boolean; message?: string }> {
  const args = { request: formPost(path, fields), context: routeContext(ctx, { ip }), params: {} };
  return (await action(args as never)) as { ok?: boolean; message?: string };
}

const tooMany = "Too many requests, try again later";
const wrongPassword = "incorrect details";

describe("page actions spend the same budgets as their API calls", () => {
  it("sign-in: two wrong passwords, then the page and the API refuse the same address", async () => {
    const ip = "10.0.0.1";
    const fields = { intent: "email", email: "nobody@example.test", password: "wrong-pass" };
    for (let i = 0; i < 2; i++) expect((await submit(loginAction, "/login", fields, ip)).message).toBe(wrongPassword);
    expect((await submit(loginAction, "/login", fields, ip)).message).toBe(tooMany);
    // Another address still has its own budget.
    expect((await submit(loginAction, "/login", fields, "10.0.0.2")).message).toBe(wrongPassword);
  });

  it("the API's user_signup spends the page's sign-in budget (one counter per address)", async () => {
    // ctx.api reaches the app in-process, where the client address is 127.0.0.1.
    const ip = "127.0.0.1";
    const fields = { intent: "email", email: "nobody@example.test", password: "wrong-pass" };
    for (let i = 0; i < 2; i++) expect((await submit(loginAction, "/login", fields, ip)).message).toBe(wrongPassword);
    const res = await ctx.api("POST", "user_signup", {
      body: { email: "nobody@example.test", password: "wrong-pass" },
      headers: { "accept-language": "en" },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(tooMany);
  });

  it("sending a code by phone on the sign-in page and resending one on the register page share the OTP budget", async () => {
    const ip = "10.0.1.1";
    expect((await submit(loginAction, "/login", { intent: "send-otp", mobile: "0912000001" }, ip)).ok).toBe(true);
    expect((await submit(registerAction, "/register", { intent: "resend", email: "pending@example.test" }, ip)).ok).toBe(true);
    expect((await submit(loginAction, "/login", { intent: "send-otp", mobile: "0912000002" }, ip)).message).toBe(tooMany);
  });

  it("register, OTP verification and forgot-password each stop after their budget", async () => {
    const ip = "10.0.2.1";
    const register = { intent: "register", name: "A", email: "bad", password: "secret1", re_password: "secret1" };
    for (let i = 0; i < 2; i++) expect((await submit(registerAction, "/register", register, ip)).message).toBe("Email address is invalid");
    expect((await submit(registerAction, "/register", register, ip)).message).toBe(tooMany);

    const verify = { intent: "verify", email: "pending@example.test", otp: "000000" };
    for (let i = 0; i < 2; i++) expect((await submit(registerAction, "/register", verify, ip)).message).not.toBe(tooMany);
    expect((await submit(registerAction, "/register", verify, ip)).message).toBe(tooMany);

    for (let i = 0; i < 2; i++)
      expect((await submit(forgotPasswordAction, "/forgot-password", { email: "a@example.test" }, ip)).ok).toBe(true);
    expect((await submit(forgotPasswordAction, "/forgot-password", { email: "a@example.test" }, ip)).message).toBe(tooMany);
  });
});
