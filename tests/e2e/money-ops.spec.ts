import type { Browser, Page } from "@playwright/test";
import { createVerifiedAccount, newPerson } from "./accounts-support.ts";
import { adminCredentials, apiSignIn, expect, expectNoAxeViolations, phoneOnly, test } from "./fixtures.ts";
import { fakeGateways } from "../support/fake-gateways-e2e.ts";
import { startFakeVnpay } from "../support/fake-vnpay.ts";

async function signedInPage(browser: Browser, credentials: { email: string; password: string }, width?: number): Promise<Page> {
  const context = await browser.newContext({ locale: "vi-VN", ...(width ? { viewport: { width, height: 844 } } : {}) });
  const page = await context.newPage();
  const res = await page.request.post("/api/user_signup", { data: credentials });
  expect(res.ok(), await res.text()).toBeTruthy();
  return page;
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The payment settings the journeys change, so the siteSettings fixture puts them back. */
const paymentKeys = [
  "bank_transfer_status",
  "bank_transfer_details",
  "vnpay_status",
  "vnpay_tmn_code",
  "vnpay_hash_secret",
  "stripe_status",
  "stripe_publishable_key",
];

test.describe("money operations", () => {
  // Each journey crosses several pages as two people (and axe runs on each): more than the default 30 s on a busy machine.
  test.slow();
  test("staff create a package, it is offered on the plans page, and taken off sale it leaves; axe finds nothing", async ({
    browser,
    page,
  }) => {
    const name = `Gói Tuần ${Date.now().toString(36)}`;
    const staff = await signedInPage(browser, adminCredentials);
    await staff.goto("/admin/packages");
    await expect(staff.getByRole("heading", { level: 1, name: "Gói dịch vụ" })).toBeVisible();
    await expectNoAxeViolations(staff);

    const form = staff.locator("#package-form");
    await form.getByLabel("Tên (tiếng Việt)").fill(name);
    await form.getByLabel("Giá (VND, 0 = miễn phí)").fill("49000");
    await form.getByLabel("Tin đăng bất động sản", { exact: true }).selectOption("limited");
    await form.getByRole("button", { name: "Lưu gói" }).click();
    // Nothing typed is lost on a validation error; each field says what is wrong.
    await expect(form.getByText("Vui lòng nhập họ tên")).toBeVisible();
    await expect(form.getByText("Vui lòng nhập thời hạn")).toBeVisible();
    await expect(form.getByText("Nhập giới hạn hoặc chọn không giới hạn")).toBeVisible();
    await expect(form.getByLabel("Tên (tiếng Việt)")).toHaveValue(name);
    await expectNoAxeViolations(staff);

    await form.getByLabel("Tên (tiếng Anh)").fill(`Weekly ${name.slice(-6)}`);
    await form.getByLabel("Thời hạn (ngày)").fill("7");
    await form.getByLabel("Giới hạn: Tin đăng bất động sản").fill("3");
    await form.getByLabel("Truy cập dự án").check();
    await form.getByRole("button", { name: "Lưu gói" }).click();
    await expect(staff.getByRole("status")).toHaveText("Đã lưu gói");
    const card = staff.getByRole("article", { name });
    await expect(card).toContainText("49.000");
    await expect(card).toContainText("Tin đăng bất động sản: 3");

    const person = newPerson("Xem gói mới");
    await createVerifiedAccount(page.request, person);
    await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
    await page.goto("/subscription-plan");
    const offered = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name }) });
    await expect(offered).toContainText("3 tin đăng");
    await expect(offered).toContainText("7 ngày");
    await expect(offered.getByRole("link", { name: `Mua gói này: ${name}` })).toBeVisible();

    await card.getByRole("button", { name: `Ngừng bán: ${name}` }).click();
    await expect(staff.getByRole("status")).toHaveText("Đã ngừng bán gói");
    await expect(staff.getByRole("article", { name })).toContainText("Ngừng bán");
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name })).toHaveCount(0);
  });

  test("paying by card through VNPay: from the plans page to a running package, seen by staff with the gateway's confirmation", async ({
    browser,
    page,
    request,
    baseURL,
    siteSettings,
  }) => {
    const settings = await request.get("/api/admin/settings", { headers: await apiSignIn(request, baseURL!) });
    const current = ((await settings.json()) as { data: Record<string, unknown> }).data;
    await siteSettings.set(Object.fromEntries(paymentKeys.map((key) => [key, current[key]])));
    const merchant = { tmnCode: "NHADATE2E", hashSecret: "e2e-vnpay-hash-secret-0123456789" };
    const vnpay = await startFakeVnpay({ ...merchant, ipnUrl: `${baseURL}/api/payments/vnpay-ipn`, port: fakeGateways.vnpayPort });
    try {
      const staff = await signedInPage(browser, adminCredentials);
      await staff.goto("/admin/payment-settings");
      await expectNoAxeViolations(staff);
      await staff.locator("#vnpay_status").check();
      await staff.getByLabel("Mã website (vnp_TmnCode)").fill(merchant.tmnCode);
      await staff.getByLabel("Chuỗi bí mật (hash secret)").fill(merchant.hashSecret);
      await staff.getByRole("button", { name: "Lưu cài đặt" }).click();
      await expect(staff.getByRole("status")).toHaveText("Đã lưu cài đặt thanh toán, áp dụng từ giao dịch tiếp theo");
      // The secret never comes back: the field is empty and its hint shows it masked.
      await expect(staff.getByLabel("Chuỗi bí mật (hash secret)")).toHaveValue("");
      await expect(staff.getByText("Đã lưu: ••••••••6789. Để trống để giữ nguyên.")).toBeVisible();
      expect(await staff.content()).not.toContain(merchant.hashSecret);
      await expect(staff.getByText(/Đang áp dụng cho người mua: VNPay/)).toBeVisible();

      const person = newPerson("Thẻ VNPay");
      await createVerifiedAccount(page.request, person);
      const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
      expect(signIn.ok(), await signIn.text()).toBeTruthy();
      await page.goto("/subscription-plan");
      await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
      const dialog = page.getByRole("dialog", { name: "Chọn cách thanh toán" });
      await dialog.getByRole("radio", { name: "VNPay" }).check();
      await dialog.getByRole("button", { name: "Tiếp tục thanh toán" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "VNPAY" })).toBeVisible();
      await expect(page.getByText("199000 VND")).toBeVisible();
      await page.getByRole("link", { name: "Thanh toán", exact: true }).click();
      await expect(page).toHaveURL(/\/payment\/vnpay-return\?/);
      await expect(page.getByRole("heading", { level: 1, name: "Thanh toán thành công" })).toBeVisible();
      expect(vnpay.ipnAnswers).toEqual([{ RspCode: "00", Message: "Confirm Success" }]);

      await page.goto("/subscription-plan");
      const basic = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Gói Cơ bản" }) });
      await expect(basic.getByText(/^Đang dùng đến /)).toBeVisible();

      await staff.goto(`/admin/transactions?payment_gateway=vnpay&search=${encodeURIComponent(person.email)}`);
      await expectNoAxeViolations(staff);
      const row = staff.getByRole("article").filter({ hasText: person.email });
      await expect(row).toContainText("Thành công");
      await expect(staff.getByRole("definition").filter({ hasText: "1 giao dịch · 199.000" })).toBeVisible();
      await row.getByRole("link", { name: /^Xem: ND/ }).click();
      await expect(staff.getByRole("heading", { level: 1, name: /^Giao dịch ND/ })).toBeVisible();
      await expect(staff.getByText(/^Đã xác nhận · VNPay/)).toBeVisible();
      await expectNoAxeViolations(staff);
    } finally {
      await vnpay.close();
    }
  });

  test("the staff money pages fit a 390 px phone @phone", async ({ browser, isMobile }) => {
    test.skip(!isMobile, phoneOnly);
    const staff = await signedInPage(browser, adminCredentials, 390);
    for (const path of ["/admin/packages", "/admin/payment-settings", "/admin/transactions"]) {
      await staff.goto(path);
      await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSideScroll(staff);
      await expectNoAxeViolations(staff);
    }
  });
});
