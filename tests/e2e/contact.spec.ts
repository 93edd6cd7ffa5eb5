import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("contact page", () => {
  test("works without JavaScript: field errors keep what was typed, then the message is sent", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Tên").fill("Minh");
    await page.getByLabel("Nội dung").fill("Tôi muốn hỏi về dự án.");
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await expect(page.getByRole("alert")).toContainText("Vui lòng sửa các trường được đánh dấu.");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Vui lòng nhập email")).toBeVisible();
    await expect(page.getByLabel("Nội dung")).toHaveValue("Tôi muốn hỏi về dự án.");
    await page.getByLabel("Email").fill("minh@example.vn");
    await page.getByLabel("Chủ đề").fill("Dự án");
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await expect(page.getByRole("status")).toContainText("Cảm ơn bạn!");
    await context.close();
  });

  test("with JavaScript the same form sends in place; axe finds nothing", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
    await page.getByLabel("Tên").fill("Hoa");
    await page.getByLabel("Email").fill("hoa@example.vn");
    await page.getByLabel("Chủ đề").fill("Gói tin");
    await page.getByLabel("Nội dung").fill("Cho tôi hỏi giá gói VIP.");
    await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
    await expect(page.getByRole("status")).toContainText("Cảm ơn bạn!");
  });

  test("about, privacy and terms pages render from the dictionaries", async ({ page }) => {
    for (const [path, heading] of [
      ["/about", "Giới thiệu"],
      ["/privacy", "Chính sách bảo mật"],
      ["/terms", "Điều khoản sử dụng"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});
