import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signInThroughForm } from "./accounts-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** The page fits a phone's width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The home page's section headings, top to bottom. */
async function homeHeadings(page: Page): Promise<string[]> {
  await page.goto("/");
  return (await page.locator("main h2").allTextContents()).map((text) => text.trim());
}

test.describe("staff content", () => {
  test("staff move the FAQ section up and retitle it with the keyboard, and the public home page follows", async ({ page }) => {
    await signInThroughForm(page, adminCredentials);
    const before = await homeHeadings(page);
    const faqAt = before.indexOf("Câu hỏi thường gặp");
    expect(faqAt).toBeGreaterThan(0);
    const above = before[faqAt - 1]!;

    await page.goto("/admin/content/home-sections");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Các mục trang chủ");
    await expectNoAxeViolations(page);
    const up = page.getByRole("button", { name: "Chuyển lên: Câu hỏi thường gặp" });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Đã lưu thứ tự.")).toBeVisible();

    await page.getByRole("link", { name: "Sửa: Câu hỏi thường gặp" }).click();
    await page.getByLabel("Tiêu đề tiếng Việt").fill("Hỏi đáp nhanh");
    await page.getByLabel("Tiêu đề tiếng Anh").fill("Quick answers");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Lưu" }).click();
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

    try {
      const after = await homeHeadings(page);
      expect(after.indexOf("Hỏi đáp nhanh")).toBe(faqAt - 1);
      expect(after.indexOf(above)).toBe(faqAt);
      await page.goto("/?lang=en");
      await expect(page.getByRole("heading", { level: 2, name: "Quick answers" })).toBeVisible();
    } finally {
      // Put the home page back for the journeys after this one.
      await page.goto("/admin/content/home-sections/faqs");
      await page.getByLabel("Tiêu đề tiếng Việt").fill("");
      await page.getByLabel("Tiêu đề tiếng Anh").fill("");
      await page.getByRole("button", { name: "Lưu" }).click();
      await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();
      await page.getByRole("button", { name: "Chuyển xuống: Câu hỏi thường gặp" }).click();
      await expect(page.getByText("Đã lưu thứ tự.")).toBeVisible();
    }
    expect(await homeHeadings(page)).toEqual(before);
  });

  test("staff add a FAQ on a phone and it shows on /faqs; deleting asks first and removes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, adminCredentials);
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "Câu hỏi thường gặp" }).click();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Thêm mới" }).click();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const question = `Tôi có thể đăng bao nhiêu tin? ${Date.now()}`;
    await page.getByLabel("Câu hỏi", { exact: true }).fill(question);
    await page.getByLabel("Trả lời", { exact: true }).fill("Tùy theo gói bạn đang dùng.");
    await page.getByLabel("Câu hỏi (tiếng Anh)").fill("How many listings can I post?");
    await page.getByRole("button", { name: "Lưu" }).click();
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

    await page.goto("/faqs");
    await expect(page.getByText(question)).toBeVisible();
    await page.goto("/faqs?lang=en");
    await expect(page.getByText("How many listings can I post?")).toBeVisible();

    await page.goto(`/admin/content/faqs?search=${encodeURIComponent(question)}`);
    await page.getByRole("link", { name: `Xóa: ${question}` }).click();
    await expect(page.getByText(`Bạn có chắc muốn xóa “${question}”?`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Xóa vĩnh viễn" }).click();
    await expect(page.getByText("Đã xóa.")).toBeVisible();
    await page.goto("/faqs");
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test("staff upload a facility's icon; the list shows it, an SVG is drawn into a PNG without its script, and deleting takes the file away", async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, adminCredentials);
    await page.goto("/admin/content/facilities/new");
    const name = `Bến xe buýt ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await page.getByLabel("Tên", { exact: true }).fill(name);
    await page.getByLabel("Biểu tượng").setInputFiles({ name: "bus.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Lưu" }).click();
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

    await page.goto(`/admin/content/facilities?search=${encodeURIComponent(name)}`);
    const row = page.getByTestId("staff-row").filter({ hasText: name });
    const icon = row.locator("img");
    await expect(icon).toHaveAttribute("src", /^\/media\/icons\/facilities\/image-[0-9a-f-]+\.png$/);
    expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    const src = (await icon.getAttribute("src"))!;
    await expectNoAxeViolations(page);

    // An SVG is drawn into a PNG: a namespace-prefixed script is not in what is stored.
    await row.getByRole("link", { name: `Sửa: ${name}` }).click();
    await page.getByLabel("Biểu tượng").setInputFiles({
      name: "bad.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script><circle cx="24" cy="24" r="20"/></svg>',
      ),
    });
    await page.getByRole("button", { name: "Lưu" }).click();
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();
    await page.goto(`/admin/content/facilities?search=${encodeURIComponent(name)}`);
    const drawn = page.getByTestId("staff-row").filter({ hasText: name }).locator("img");
    await expect(drawn).toHaveAttribute("src", /^\/media\/icons\/facilities\/image-[0-9a-f-]+\.png$/);
    const drawnSrc = (await drawn.getAttribute("src"))!;
    expect(drawnSrc).not.toBe(src);
    const served = await request.get(drawnSrc);
    expect([served.headers()["content-type"], served.headers()["content-security-policy"]]).toEqual(["image/png", "sandbox"]);
    expect((await served.body()).includes("script")).toBe(false);
    expect((await request.get(src)).status()).toBe(404);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: `Xóa: ${name}` }).click();
    await page.getByRole("button", { name: "Xóa vĩnh viễn" }).click();
    await expect(page.getByText("Đã xóa.")).toBeVisible();
    expect((await request.get(drawnSrc)).status()).toBe(404);
  });

  test("an article written with the toolbar, a photo in its text and the promoted flag reads as written; script is removed", async ({
    page,
  }) => {
    await signInThroughForm(page, adminCredentials);
    await page.goto("/admin/content/articles/new");
    await expectNoAxeViolations(page);
    const title = `Kinh nghiệm xem nhà ${Date.now()}`;
    await page.getByLabel("Tiêu đề", { exact: true }).fill(title);
    const body = page.getByRole("textbox", { name: "Nội dung", exact: true });
    await body.fill("Kiểm tra <script>window.hacked=1</script>pháp lý trước khi đặt cọc ");
    await page.getByRole("toolbar", { name: "Định dạng: Nội dung", exact: true }).getByRole("button", { name: "Đậm" }).click();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    await page
      .getByRole("toolbar", { name: "Định dạng: Nội dung", exact: true })
      .locator("input[type=file]")
      .setInputFiles({ name: "phong-khach.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await expect(page.getByText("Đã chèn ảnh.")).toBeVisible();
    await expect(body).toHaveValue(/!\[phong-khach\]\(\/media\/content\/inline\/[^)]+\.webp\)/);
    await page.getByLabel("Nổi bật").check();
    await page.getByRole("button", { name: "Lưu" }).click();
    await expect(page.getByText("Đã lưu thay đổi.")).toBeVisible();

    await page.getByRole("link", { name: `Xem trang: ${title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const article = page.locator("article");
    await expect(article.locator("strong")).toHaveText("Đậm");
    await expect(article.getByRole("img", { name: "phong-khach" })).toBeVisible();
    await expect(article).toContainText("Kiểm tra pháp lý trước khi đặt cọc");
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await expect(article.locator("script")).toHaveCount(0);

    await page.goto(`/admin/content/articles?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Xóa: ${title}` }).click();
    await page.getByRole("button", { name: "Xóa vĩnh viễn" }).click();
    await expect(page.getByText("Đã xóa.")).toBeVisible();
  });

  test("every content page is axe clean and fits 390 px", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, adminCredentials);
    const paths = [
      "/admin/content",
      "/admin/content/home-sections",
      "/admin/content/home-cities",
      "/admin/content/home-cities/new",
      "/admin/content/info-pages",
      "/admin/content/info-pages/about",
      "/admin/content/articles",
      "/admin/content/articles/new",
      "/admin/content/article-categories",
      "/admin/content/categories",
      "/admin/content/parameters",
      "/admin/content/parameters/new",
      "/admin/content/facilities",
      "/admin/content/facilities/new",
      "/admin/content/report-reasons",
      "/about",
      "/privacy?lang=en",
    ];
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/content/categories");
    await page
      .getByRole("link", { name: /^Thông số: / })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thông số của danh mục");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
