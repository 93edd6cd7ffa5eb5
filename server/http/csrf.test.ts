import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { createSignedInUser } from "../../tests/support/sessions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUSTED_ORIGINS: "https://partner.example" } });
});
afterAll(() => ctx.close());

const site = "http://localhost:3000";

/** Signs in through user_signup from the site's own origin; answers the session cookie as a browser would send it. */
async function cookieSession(): Promise<{ id: number; cookie: string }> {
  const user = await createSignedInUser(ctx);
  const res = await ctx.app.request("/api/user_signup", {
    method: "POST",
    headers: { "content-type": "application/json", origin: site },
    body: JSON.stringify({ email: user.email, password: "secret123" }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  expect(cookie).toContain("nhadat.session_token=");
  return { id: user.id, cookie };
}

async function updateName(headers: Record<string, string>, name: string) {
  const res = await ctx.app.request(`${site}/api/update_profile`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ name }),
  });
  return { status: res.status, body: (await res.json()) as { error: boolean; message: string; data: unknown } };
}

async function nameOf(id: number): Promise<string> {
  const [row] = await ctx.services.db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row!.name;
}

describe("cross-site request refusal", () => {
  it("refuses a cookie-authenticated write from a foreign Origin with 403, in both languages, and changes nothing", async () => {
    const { id, cookie } = await cookieSession();
    const before = await nameOf(id);
    const en = await updateName({ cookie, origin: "http://evil.example", "accept-language": "en" }, "Đã bị đổi");
    expect(en.status).toBe(403);
    expect(en.body).toEqual({
      error: true,
      message: "This request came from another site and was refused. Please reload the page and try again.",
      data: null,
    });
    const vi = await updateName({ cookie, origin: "http://evil.example", "accept-language": "vi" }, "Đã bị đổi");
    expect(vi.status).toBe(403);
    expect(vi.body.message).toBe("Yêu cầu này đến từ một trang web khác nên đã bị từ chối. Vui lòng tải lại trang và thử lại.");
    const opaque = await updateName({ cookie, origin: "null" }, "Đã bị đổi");
    expect(opaque.status).toBe(403);
    expect(await nameOf(id)).toBe(before);
  });

  it("refuses Sec-Fetch-Site: cross-site when the Origin is absent", async () => {
    const { id, cookie } = await cookieSession();
    const before = await nameOf(id);
    const res = await updateName({ cookie, "sec-fetch-site": "cross-site" }, "Đã bị đổi");
    expect(res.status).toBe(403);
    expect(await nameOf(id)).toBe(before);
  });

  it("lets same-origin, BASE_URL, TRUSTED_ORIGINS and same-site writes through", async () => {
    const { id, cookie } = await cookieSession();
    expect((await updateName({ cookie, origin: site }, "Từ trang chính")).status).toBe(200);
    expect(await nameOf(id)).toBe("Từ trang chính");
    expect((await updateName({ cookie, origin: "https://partner.example" }, "Từ đối tác")).status).toBe(200);
    expect((await updateName({ cookie, "sec-fetch-site": "same-origin" }, "Không có Origin")).status).toBe(200);
    expect((await updateName({ cookie }, "Ứng dụng")).status).toBe(200);
    expect(await nameOf(id)).toBe("Ứng dụng");
  });

  it("leaves bearer-token calls alone, whatever their Origin", async () => {
    const user = await createSignedInUser(ctx);
    const res = await updateName({ ...user.headers, origin: "http://evil.example", "sec-fetch-site": "cross-site" }, "Qua mã truy cập");
    expect(res.status).toBe(200);
    expect(await nameOf(user.id)).toBe("Qua mã truy cập");
  });

  it("guards page form actions too, and lets reads and cookie-less writes pass", async () => {
    const { cookie } = await cookieSession();
    const page = await ctx.app.request(`${site}/user/profile`, {
      method: "POST",
      headers: { cookie, origin: "http://evil.example" },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(page.status).toBe(403);
    const data = await ctx.app.request(`${site}/user/profile.data`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(data.status).toBe(403);
    const sameSite = await ctx.app.request(`${site}/user/profile`, {
      method: "POST",
      headers: { cookie, origin: site },
      body: new URLSearchParams({ name: "x" }),
    });
    expect(sameSite.status).not.toBe(403);
    const read = await ctx.app.request(`${site}/api/get_categories`, { headers: { cookie, origin: "http://evil.example" } });
    expect(read.status).toBe(200);
    const anonymous = await ctx.app.request(`${site}/api/contct_us`, {
      method: "POST",
      headers: { origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(400);
  });

  it("refuses sign-out and Google's return from another site and lets the site's own sign-out through", async () => {
    const { cookie } = await cookieSession();
    const foreign = await ctx.app.request(`${site}/api/before-logout`, {
      method: "POST",
      headers: { cookie, origin: "http://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const callback = await ctx.app.request(`${site}/api/auth/callback/google`, {
      method: "POST",
      headers: { cookie, origin: "http://evil.example" },
    });
    expect(callback.status).toBe(403);
    expect((await updateName({ cookie, origin: site }, "Vẫn đăng nhập")).status).toBe(200);
    const own = await ctx.app.request(`${site}/api/before-logout`, { method: "POST", headers: { cookie, origin: site } });
    expect(own.status).toBe(200);
    expect((await updateName({ cookie, origin: site }, "Đã đăng xuất")).status).toBe(401);
  });
});
