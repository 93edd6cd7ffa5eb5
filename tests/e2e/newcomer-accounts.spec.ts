import { mailedOtp, newPerson, resetPasswordByMail, submitSignInForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("a newcomer's account", () => {
  test.describe.configure({ timeout: 60_000 });

  test("leaving the code screen and signing in later leads back to the code screen, and the code signs the person in", async ({ page }) => {
    const person = newPerson("Mai");
    await page.goto("/register");
    await page.getByLabel("Họ tên").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await page.getByLabel("Nhập lại mật khẩu").fill(person.password);
    await page.getByRole("button", { name: "Đăng ký" }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: "Xác minh địa chỉ email" })).toBeVisible();
    const firstCode = await mailedOtp(person.email);

    // The person wanders off before entering the code, then signs in from a page that needs an account.
    await page.goto("/user/favourites");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Ffavourites/);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(person.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Xác minh địa chỉ email" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(`${person.email} chưa được xác minh`);
    await expect(page.getByRole("button", { name: "Gửi mã mới" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Signing in sent a fresh code; the first one no longer works.
    await expect.poll(() => mailedOtp(person.email)).not.toBe(firstCode);

    await page.getByRole("button", { name: "Gửi mã mới" }).click();
    await expect(page.getByRole("status")).toContainText("Đã gửi mã");
    await page.getByLabel("Mã 6 chữ số").fill(await mailedOtp(person.email));
    await page.getByRole("button", { name: "Xác minh", exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/user/favourites");
    await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
  });

  test("a completed password reset lets an unverified account sign in", async ({ page, request }) => {
    const person = newPerson("Hà");
    const res = await request.post("/api/user-register", {
      data: { name: person.name, email: person.email, password: person.password, re_password: person.password },
    });
    expect(res.status(), await res.text()).toBe(201);

    await resetPasswordByMail(page, person.email, "matkhaumoi1");
    await submitSignInForm(page, { email: person.email, password: "matkhaumoi1" });
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
  });

  test("a newcomer who sets out to post registers, verifies and lands on the posting form with no plan wall", async ({ page }) => {
    const person = newPerson("Tú");
    await page.goto("/user/properties/new");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fproperties%2Fnew/);
    await page.getByRole("main").getByRole("link", { name: "Đăng ký" }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fuser%2Fproperties%2Fnew/);
    await page.getByLabel("Họ tên").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await page.getByLabel("Nhập lại mật khẩu").fill(person.password);
    await page.getByRole("main").getByRole("button", { name: "Đăng ký" }).click();
    await page.getByLabel("Mã 6 chữ số").fill(await mailedOtp(person.email));
    await page.getByRole("button", { name: "Xác minh", exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/user/properties/new");
    await expect(page.getByRole("heading", { level: 1, name: "Đăng tin bất động sản" })).toBeVisible();
    await expect(page.getByText("Cần gói dịch vụ")).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
