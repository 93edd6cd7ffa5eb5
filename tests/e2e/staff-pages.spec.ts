import { signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** The 403 answers a page that is refused; the browser logs each one as a failed resource load. */
function ignoreForbidden(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((message) => !message.includes("403"));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

test.describe("staff pages", () => {
  test("a signed-in user without a staff role gets a clear 403 page on every staff page", async ({ page, account, consoleErrors }) => {
    await signInThroughForm(page, account);
    for (const path of ["/admin", "/admin/moderation", "/admin/audit-log"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bạn không có quyền truy cập trang này");
      await expect(page.getByText("Đã có lỗi xảy ra")).toHaveCount(0);
      await expect(page).toHaveTitle(/Bạn không có quyền truy cập trang này/);
    }
    await expectNoAxeViolations(page);

    await page.goto("/admin?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You do not have permission to view this page");
    ignoreForbidden(consoleErrors);
  });

  test("a visitor is sent to sign in and comes back to the staff page", async ({ page, staff }) => {
    await page.goto("/admin/moderation?kind=project");
    await expect(page).toHaveURL(
      (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/admin/moderation?kind=project",
    );
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(staff.credentials.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(staff.credentials.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/moderation" && url.searchParams.get("kind") === "project");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("sign-in never sends anyone to another site", async ({ page, account, baseURL }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent("/\t/example.com/")}`);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(account.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin);
    await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();
  });
});
