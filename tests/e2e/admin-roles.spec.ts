import type { Page } from "@playwright/test";
import { adminPages, adminPagesFor } from "../../app/components/admin/admin-pages.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import { createVerifiedAccount, mailedResetLink, newPerson, postPendingListing, signInThroughForm } from "./accounts-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** The 403 answers a refused page; the browser logs each one as a failed resource load. */
function ignoreForbidden(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter((message) => !message.includes("403"));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

const staffNavigation = (page: Page) => page.getByRole("navigation", { name: "Trang quản trị" });

/** The path of a navigation entry, without its query. */
const pathOf = (to: string) => to.split("?")[0]!;

test.describe("staff roles", () => {
  test("an admin invites a moderator, who sets a password, sees only a moderator's pages and works the moderation queue", async ({
    browser,
    request,
    baseURL,
    staff,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson("Kiểm duyệt");
    const adminContext = await browser.newContext({ locale: "vi-VN" });
    const moderatorContext = await browser.newContext({ locale: "vi-VN" });
    try {
      // The admin invites the moderator from the staff page.
      const admin = await adminContext.newPage();
      await signInThroughForm(admin, adminCredentials);
      await admin.goto("/admin/staff");
      const invite = admin.getByRole("form", { name: "Mời nhân viên" });
      await invite.getByLabel("Email").fill(person.email);
      await invite.getByLabel("Họ tên").fill(person.name);
      await invite.getByLabel("Vai trò").selectOption("moderator");
      await invite.getByRole("button", { name: "Gửi lời mời" }).click();
      await expect(admin.getByRole("status")).toHaveText("Đã gửi lời mời");
      const row = admin.getByRole("listitem").filter({ hasText: person.email });
      await expect(row).toContainText("Kiểm duyệt viên");
      await expectNoAxeViolations(admin);

      // The invitation mail's link sets the password.
      const link = await mailedResetLink(person.email);
      const moderator = await moderatorContext.newPage();
      await moderator.goto(link);
      await moderator.getByLabel("Mật khẩu mới").fill(person.password);
      await moderator.getByLabel("Nhập lại mật khẩu").fill(person.password);
      await moderator.getByRole("button", { name: "Lưu mật khẩu mới" }).click();
      await expect(moderator).toHaveURL(/\/login\?notice=passwordChanged/);
      await signInThroughForm(moderator, person);

      // The navigation lists exactly a moderator's pages; the dashboard shows no revenue.
      await moderator.goto("/admin");
      const allowed = adminPagesFor("moderator");
      await expect(staffNavigation(moderator).getByRole("link")).toHaveCount(allowed.length);
      for (const page of allowed) {
        await expect(staffNavigation(moderator).getByRole("link", { name: translate("vi", page.label), exact: true })).toHaveAttribute(
          "href",
          page.to,
        );
      }
      await expect(moderator.getByRole("heading", { level: 1, name: "Tổng quan" })).toBeVisible();
      await expect(moderator.getByText("Doanh thu (VND)")).toHaveCount(0);
      await expectNoAxeViolations(moderator);

      // Every admin-only page answers the 403 page.
      for (const page of adminPages.filter((p) => !allowed.includes(p))) {
        const res = await moderator.goto(pathOf(page.to));
        expect(res?.status(), page.to).toBe(403);
        await expect(moderator.getByRole("heading", { level: 1 })).toHaveText("Bạn không có quyền truy cập trang này");
      }

      // The moderator approves a waiting listing from the queue.
      const owner = newPerson("Chủ tin");
      await createVerifiedAccount(request, owner);
      const listing = await postPendingListing(request, baseURL!, owner, staff.headers);
      await moderator.goto(`/admin/moderation?kind=property&search=${encodeURIComponent(listing.title)}`);
      await moderator.getByRole("button", { name: `Duyệt: ${listing.title}` }).click();
      await expect(moderator.getByText("Đã lưu quyết định")).toBeVisible();
    } finally {
      await adminContext.close();
      await moderatorContext.close();
    }
    ignoreForbidden(consoleErrors);
  });

  for (const width of [390, 1280]) {
    test(`every staff page fits ${width} px wide for an admin and has no axe violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInThroughForm(page, adminCredentials);
      for (const entry of adminPages) {
        const res = await page.goto(entry.to);
        expect(res?.status(), entry.to).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${entry.to} overflows`).toBe(false);
        await expectNoAxeViolations(page);
      }
    });
  }
});
