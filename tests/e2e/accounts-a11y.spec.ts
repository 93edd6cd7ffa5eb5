import {
  createVerifiedAccount,
  mailedOtp,
  resetPasswordByMail,
  submitSignInForm,
  newPerson,
  sendNotification,
  textedOtp,
  userIdByEmail,
} from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("account pages", () => {
  test("axe finds nothing on the sign-in and register pages, blank and with errors", async ({ page }) => {
    await page.goto("/login");
    await expectNoAxeViolations(page);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(form.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/register");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Đăng ký" }).last().click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("axe finds nothing on the profile and notifications pages of a signed-in user", async ({ page, request, baseURL }) => {
    const person = newPerson("Axe");
    await createVerifiedAccount(request, person);
    const userId = await userIdByEmail(request, baseURL!, person.email);
    await sendNotification(request, baseURL!, {
      user_id: userId,
      title: "Chào mừng bạn",
      body: "Hãy hoàn tất hồ sơ",
      url: "/user/profile",
    });
    // page.request shares the browser context's cookies, so the session cookie lands there.
    const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();

    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Hồ sơ của tôi" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/user/notifications");
    await expect(page.getByTestId("notification-list")).toContainText("Chào mừng bạn");
    await expectNoAxeViolations(page);
  });

  test("without JavaScript a visitor registers, verifies the e-mail and signs in", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    try {
      const page = await context.newPage();
      const person = newPerson("Không JS");
      await page.goto("/register");
      await page.getByLabel("Họ tên").fill(person.name);
      await page.getByLabel("Email").fill(person.email);
      await page.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
      await page.getByLabel("Nhập lại mật khẩu").fill("khac-nhau");
      await page.getByRole("button", { name: "Đăng ký" }).last().click();
      await expect(page.getByRole("alert")).toHaveText("Mật khẩu không khớp");
      await expect(page.getByLabel("Nhập lại mật khẩu")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Email")).toHaveValue(person.email);
      await expect(page.getByLabel("Họ tên")).toHaveValue(person.name);
      await expect(page.getByLabel("Mật khẩu", { exact: true })).toHaveValue("");
      await page.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
      await page.getByLabel("Nhập lại mật khẩu").fill(person.password);
      await page.getByRole("button", { name: "Đăng ký" }).last().click();
      await expect(page.getByRole("heading", { level: 1, name: "Xác minh địa chỉ email" })).toBeVisible();

      await page.getByLabel("Mã 6 chữ số").fill("000000");
      await page.getByRole("button", { name: "Xác minh", exact: true }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await page.getByLabel("Mã 6 chữ số").fill(await mailedOtp(person.email));
      await page.getByRole("button", { name: "Xác minh", exact: true }).click();
      // The code proves the mailbox: the person is signed in at once.
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();

      // Later, signed out, the same person signs in with the password.
      await context.clearCookies();
      await page.goto("/login");
      const form = page.locator("form", { has: page.getByLabel("Email") });
      await form.getByLabel("Email").fill(person.email);
      await form.getByLabel("Mật khẩu", { exact: true }).fill("sai-mat-khau");
      await form.getByRole("button", { name: "Đăng nhập" }).click();
      await expect(form.getByRole("alert")).toHaveText("thông tin đăng nhập không chính xác");
      await expect(form.getByLabel("Email")).toHaveValue(person.email);
      await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
      await form.getByRole("button", { name: "Đăng nhập" }).click();
      await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
      await page.getByRole("link", { name: "Tài khoản của tôi" }).click();
      // The member's home reaches every member page.
      await page.getByTestId("member-nav").getByRole("link", { name: "Hồ sơ của tôi" }).click();
      await expect(page.getByLabel("Email")).toHaveValue(person.email);
    } finally {
      await context.close();
    }
  });

  test("without JavaScript a visitor resets a forgotten password and signs in with the new one", async ({ browser, request }) => {
    const person = newPerson("Quên mật khẩu");
    await createVerifiedAccount(request, person);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    try {
      const page = await context.newPage();
      await resetPasswordByMail(page, person.email, "matkhaumoi2");
      await submitSignInForm(page, { email: person.email, password: "matkhaumoi2" });
      await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("without JavaScript a visitor signs in with a phone number and a texted code", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    try {
      const page = await context.newPage();
      const person = newPerson();
      await page.goto("/login");
      const phoneForm = page.locator("section", { has: page.getByRole("heading", { name: "Bằng số điện thoại" }) });
      await phoneForm.getByLabel("Điện thoại").fill(person.phone);
      await phoneForm.getByRole("button", { name: "Gửi mã" }).click();
      await expect(phoneForm.getByRole("status")).toHaveText("Đã gửi mã");
      await expect(phoneForm.getByLabel("Điện thoại")).toHaveValue(person.phone);
      await phoneForm.getByLabel("Mã 6 chữ số").fill(await textedOtp(person.phone));
      await phoneForm.getByRole("button", { name: "Xác minh và đăng nhập" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Hồ sơ của tôi" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
