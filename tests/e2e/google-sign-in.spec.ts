import type { APIRequestContext, Page } from "@playwright/test";
import { fakeGoogle } from "../support/fake-google-e2e.ts";
import { apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

// The server under test is configured with GOOGLE_* pointing at the fake of
// tests/support/fake-google-server.ts (started by playwright.config.ts).

let sequence = 0;
/** Makes the fake's consent screen approve a fresh Google account next. */
async function nextGoogleAccount(request: APIRequestContext) {
  const n = `${Date.now()}${++sequence}`;
  const account = { sub: `118${n}`, email: `google-${n}@gmail.test`, email_verified: true, name: `Trần Google ${sequence}` };
  const res = await request.post(`${fakeGoogle.issuer}/__profile`, { data: account });
  expect(res.ok()).toBeTruthy();
  return account;
}

async function holdConsent(request: APIRequestContext) {
  expect((await request.post(`${fakeGoogle.issuer}/__profile`, { data: { mode: "hold" } })).ok()).toBeTruthy();
}

const googleButton = (page: Page) => page.getByRole("link", { name: "Đăng nhập bằng Google" });

async function expectSignedInAs(page: Page, email: string) {
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
}

test.describe("Google sign-in", () => {
  test("the sign-in page shows the button and stays axe-clean", async ({ page }) => {
    await page.goto("/login");
    await expect(googleButton(page)).toHaveAttribute("href", "/auth/google?redirectTo=%2F");
    await expectNoAxeViolations(page);
    await page.goto("/register");
    await expect(googleButton(page)).toBeVisible();
  });

  test("redirect flow without JavaScript signs in and lands back where the user came from", async ({ browser, baseURL, request }) => {
    const account = await nextGoogleAccount(request);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto("/user/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile$/);
    await googleButton(page).click();
    await expectSignedInAs(page, account.email);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "nhadat.session_token")).toMatchObject({ httpOnly: true });
    await context.close();
  });

  test("popup flow signs in and the opener reloads signed in", async ({ page, request }) => {
    const account = await nextGoogleAccount(request);
    await page.goto("/login?redirectTo=%2Fuser%2Fprofile");
    await expect(googleButton(page)).toHaveAttribute("data-popup", "ready");
    const popupOpened = page.waitForEvent("popup");
    await googleButton(page).click();
    const popup = await popupOpened;
    await popup.waitForEvent("close");
    await expectSignedInAs(page, account.email);
  });

  test("a popup closed by the user says so and offers the redirect", async ({ page, request }) => {
    await holdConsent(request);
    await page.goto("/login?redirectTo=%2Fuser%2Fprofile");
    await expect(googleButton(page)).toHaveAttribute("data-popup", "ready");
    const popupOpened = page.waitForEvent("popup");
    await googleButton(page).click();
    const popup = await popupOpened;
    await expect(popup.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await popup.close();
    const alert = page.getByRole("alert").filter({ hasText: "Cửa sổ đăng nhập đã bị đóng trước khi hoàn tất" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "Tiếp tục đăng nhập trong cửa sổ này" })).toHaveAttribute(
      "href",
      "/auth/google?redirectTo=%2Fuser%2Fprofile",
    );
  });

  test("a blocked popup says so and falls back to the redirect", async ({ page, request }) => {
    const account = await nextGoogleAccount(request);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto("/login?redirectTo=%2Fuser%2Fprofile");
    await expect(googleButton(page)).toHaveAttribute("data-popup", "ready");
    await googleButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Trình duyệt đã chặn cửa sổ đăng nhập" })).toBeVisible();
    await expectSignedInAs(page, account.email);
  });

  test("a deactivated user is refused with the deactivated message", async ({ browser, baseURL, request }) => {
    const account = await nextGoogleAccount(request);
    const first = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "vi-VN" });
    const firstPage = await first.newPage();
    await firstPage.goto("/auth/google?redirectTo=%2Fuser%2Fprofile");
    await expectSignedInAs(firstPage, account.email);
    await first.close();

    const staff = await apiSignIn(request, baseURL!);
    const found = await request.get(`/api/admin/users?search=${encodeURIComponent(account.email)}`, { headers: staff });
    const userId = (await found.json()).data[0].id as number;
    expect((await request.post("/api/admin/users/deactivate", { data: { userid: userId }, headers: staff })).ok()).toBeTruthy();

    const second = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "vi-VN" });
    const page = await second.newPage();
    await page.goto("/login?redirectTo=%2Fuser%2Fprofile");
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile&googleError=BANNED_USER$/);
    await expect(page.getByText("Tài khoản của bạn đã bị quản trị viên vô hiệu hóa")).toBeVisible();
    expect((await second.cookies()).some((c) => c.name === "nhadat.session_token")).toBe(false);
    await second.close();
  });
});
