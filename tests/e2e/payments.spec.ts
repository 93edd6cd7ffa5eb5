import type { Browser, Page } from "@playwright/test";
import { createVerifiedAccount, makeJpeg, newPerson } from "./accounts-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, phoneOnly, test } from "./fixtures.ts";

async function signedInPage(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: "vi-VN" });
  const page = await context.newPage();
  const res = await page.request.post("/api/user_signup", { data: credentials });
  expect(res.ok(), await res.text()).toBeTruthy();
  return page;
}

const pdfReceipt = {
  name: "bien-lai.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
};

test.describe("paying for a package", () => {
  test("by bank transfer: QR, receipt, rejected, re-uploaded, approved, in the history with a receipt; axe finds nothing", async ({
    page,
    request,
    browser,
  }) => {
    const person = newPerson("Chuyển khoản");
    await createVerifiedAccount(request, person);
    const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();

    await page.goto("/subscription-plan");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
    const dialog = page.getByRole("dialog", { name: "Chọn cách thanh toán" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" })).toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Tiếp tục thanh toán" }).click();

    await expect(page).toHaveURL(/\/user\/bank-transfer\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thanh toán bằng chuyển khoản" })).toBeVisible();
    await expect(page.getByRole("img", { name: /VietQR/ })).toBeVisible();
    const note = (await page.locator("dt", { hasText: "Nội dung chuyển khoản" }).locator("xpath=following-sibling::dd[1]").textContent())!;
    expect(note).toMatch(/^ND[2-9A-Z]{10}$/);
    await expectNoAxeViolations(page);

    await page
      .getByLabel("Biên lai (JPEG, PNG hoặc PDF)")
      .setInputFiles({ name: "bien-lai.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 600) });
    await page.getByRole("button", { name: "Tải lên" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã tải biên lai lên. Đội ngũ sẽ xác minh sớm.");

    const staff = await signedInPage(browser, adminCredentials);
    await staff.goto("/admin/payments");
    const item = staff.getByRole("article", { name: new RegExp(note) });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(staff);
    await item.getByLabel("Lý do từ chối").fill("Biên lai không rõ số tiền");
    await item.getByRole("button", { name: `Từ chối: ${note}` }).click();
    await expect(staff.getByRole("status")).toHaveText("Đã từ chối chuyển khoản");

    await page.reload();
    await expect(page.getByRole("alert")).toContainText("Biên lai không rõ số tiền");
    await page.getByLabel("Biên lai (JPEG, PNG hoặc PDF)").setInputFiles(pdfReceipt);
    await page.getByRole("button", { name: "Tải lên" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã tải biên lai lên. Đội ngũ sẽ xác minh sớm.");

    await staff.goto("/admin/payments");
    await staff
      .getByRole("article", { name: new RegExp(note) })
      .getByRole("button", { name: `Duyệt: ${note}` })
      .click();
    await expect(staff.getByRole("status")).toHaveText("Đã duyệt chuyển khoản: gói đã được kích hoạt");
    await staff.context().close();

    await page.goto("/user/transaction-history");
    const row = page.getByRole("article", { name: /Gói Cơ bản/ });
    await expect(row).toContainText("Thành công");
    await expectNoAxeViolations(page);
    await row.getByRole("link", { name: `Biên lai: ${note}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Biên lai thanh toán" })).toBeVisible();
    await expect(page.getByRole("article")).toContainText(note);
    await expectNoAxeViolations(page);

    await page.goto("/subscription-plan");
    // The free package every account starts with, and the one just bought.
    await expect(page.getByText(/^Đang dùng đến \d{1,2} thg \d{1,2}, \d{4}$/)).toHaveCount(2);
  });

  test("the bank-transfer page and the history fit a 390 px phone @phone", async ({ page, request, isMobile }) => {
    test.skip(!isMobile, phoneOnly);
    await page.setViewportSize({ width: 390, height: 844 });
    const person = newPerson("Điện thoại");
    await createVerifiedAccount(request, person);
    const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    await page.goto("/subscription-plan");
    await page.getByRole("link", { name: "Mua gói này: Gói Chuyên nghiệp" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Tiếp tục thanh toán" }).click();
    await expect(page).toHaveURL(/\/user\/bank-transfer\/\d+$/);
    // The page's own content stays inside the viewport (the shared header is measured by the shell's tests).
    const overflow = () =>
      page.evaluate(() =>
        Math.max(
          0,
          ...[...document.querySelectorAll("main, main *")].map(
            (e) => e.getBoundingClientRect().right - document.documentElement.clientWidth,
          ),
        ),
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto("/user/transaction-history");
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
