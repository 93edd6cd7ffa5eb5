import { signInThroughForm } from "./accounts-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("SEO per page and the home slider in the admin", () => {
  test("staff retitle the home page with the keyboard at /admin/seo and the home page's <title> follows, in both languages", async ({
    page,
  }) => {
    await signInThroughForm(page, adminCredentials);
    await page.goto("/admin/seo");
    await expect(page).toHaveURL(/\/admin\/content\/seo$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO theo trang");
    await expectNoAxeViolations(page);

    const edit = page.getByRole("link", { name: "Sửa: homepage" });
    await edit.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SEO theo trang");
    await expectNoAxeViolations(page);
    const titleVi = page.getByLabel(/^Tiêu đề SEO \(không bắt buộc\)/);
    const titleEn = page.getByLabel(/^Tiêu đề SEO \(tiếng Anh\)/);
    const before = { vi: await titleVi.inputValue(), en: await titleEn.inputValue() };
    const marker = Date.now();
    await titleVi.fill(`Nhà đất chính chủ ${marker}`);
    await titleEn.fill(`Owner homes ${marker}`);
    await page.getByRole("button", { name: "Lưu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

    try {
      await page.goto("/");
      await expect(page).toHaveTitle(new RegExp(`^Nhà đất chính chủ ${marker}`));
      await page.goto("/?lang=en");
      await expect(page).toHaveTitle(new RegExp(`^Owner homes ${marker}`));
    } finally {
      await page.goto("/admin/content/seo/homepage");
      await page.getByLabel(/^Tiêu đề SEO \(không bắt buộc\)/).fill(before.vi);
      await page.getByLabel(/^Tiêu đề SEO \(tiếng Anh\)/).fill(before.en);
      await page.getByRole("button", { name: "Lưu" }).click();
      await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();
    }
  });

  test("the slider's admin page lists the slides and its form is axe-clean", async ({ page }) => {
    await signInThroughForm(page, adminCredentials);
    await page.goto("/admin/slider");
    await expect(page).toHaveURL(/\/admin\/content\/slider$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Ảnh trượt trang chủ");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Thêm mới" }).click();
    await expect(page.getByLabel(/^Ảnh \(/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
