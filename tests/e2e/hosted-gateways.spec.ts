import { createVerifiedAccount, newPerson, postPendingListing } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { fakeGateways } from "../support/fake-gateways-e2e.ts";
import { startFakePaypal } from "../support/fake-paypal.ts";

const paypalKeys = { clientId: "e2e-paypal-client", clientSecret: "e2e-paypal-secret", webhookId: "WH-E2E" };

test.describe("paying on a gateway's hosted page", () => {
  // The journey crosses the plans page, the gateway's page and the return page, with axe on each: more than 30 s on a busy machine.
  test.slow();

  test("by PayPal: the dialog says what USD will be charged, the fake's approve page, the capture on return, the package running; axe finds nothing", async ({
    page,
    request,
    siteSettings,
  }) => {
    const paypal = await startFakePaypal({ ...paypalKeys, port: fakeGateways.paypalPort });
    try {
      await siteSettings.set({
        paypal_status: true,
        paypal_client_id: paypalKeys.clientId,
        paypal_client_secret: paypalKeys.clientSecret,
        paypal_webhook_id: paypalKeys.webhookId,
        paypal_currency: "USD",
        paypal_rate_vnd: 25_400,
      });
      const person = newPerson("PayPal");
      await createVerifiedAccount(request, person);
      const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
      expect(signIn.ok(), await signIn.text()).toBeTruthy();

      await page.goto("/subscription-plan");
      await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
      const dialog = page.getByRole("dialog", { name: "Chọn cách thanh toán" });
      await expect(dialog.getByRole("radio", { name: "Chuyển khoản ngân hàng (VietQR)" })).toBeVisible();
      // 199.000 ₫ at 25.400 ₫ per USD is 7,83… USD, charged rounded up to the cent.
      const option = dialog.locator("label").filter({ has: page.getByRole("radio", { name: "PayPal" }) });
      await expect(option).toContainText("≈ 7.84 USD");
      await expectNoAxeViolations(page);
      await dialog.getByRole("radio", { name: "PayPal" }).check();
      await dialog.getByRole("button", { name: "Tiếp tục thanh toán" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "PayPal" })).toBeVisible();
      await expect(page.getByText("7.84 USD")).toBeVisible();
      await page.getByRole("link", { name: "Thanh toán bằng PayPal" }).click();
      await expect(page).toHaveURL(/\/payment\/return\/paypal\?token=/);
      await expect(page.getByRole("heading", { level: 1, name: "Thanh toán thành công" })).toBeVisible();
      await expectNoAxeViolations(page);
      expect([...paypal.orders.values()].map((o) => o.status)).toEqual(["COMPLETED"]);

      await page.goto("/subscription-plan");
      const basic = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2, name: "Gói Cơ bản" }) });
      await expect(basic.getByText(/^Đang dùng đến /)).toBeVisible();
    } finally {
      await paypal.close();
    }
  });

  test("by PayPal, canceled on the gateway's page: the payment fails and nothing starts", async ({ page, request, siteSettings }) => {
    const paypal = await startFakePaypal({ ...paypalKeys, port: fakeGateways.paypalPort });
    try {
      await siteSettings.set({
        paypal_status: true,
        paypal_client_id: paypalKeys.clientId,
        paypal_client_secret: paypalKeys.clientSecret,
        paypal_webhook_id: paypalKeys.webhookId,
        paypal_currency: "USD",
        paypal_rate_vnd: 25_400,
      });
      const person = newPerson("PayPal hủy");
      await createVerifiedAccount(request, person);
      const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
      expect(signIn.ok(), await signIn.text()).toBeTruthy();
      await page.goto("/subscription-plan");
      await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
      await page.getByRole("dialog").getByRole("radio", { name: "PayPal" }).check();
      await page.getByRole("dialog").getByRole("button", { name: "Tiếp tục thanh toán" }).click();
      await page.getByRole("link", { name: "Hủy và quay lại" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thanh toán đã bị hủy" })).toBeVisible();
      const history = await page.request.get("/api/get_payment_details");
      const rows = ((await history.json()) as { data: { payment_gateway: string; payment_status: string }[] }).data;
      expect(rows.filter((r) => r.payment_gateway === "paypal").map((r) => r.payment_status)).toEqual(["fail"]);
    } finally {
      await paypal.close();
    }
  });

  test("with no method enabled the dialog says so and offers no payment", async ({ page, request, siteSettings }) => {
    await siteSettings.set({ bank_transfer_status: false, vnpay_status: false, stripe_status: false, paypal_status: false });
    const person = newPerson("Không phương thức");
    await createVerifiedAccount(request, person);
    const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    await page.goto("/subscription-plan");
    await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
    const dialog = page.getByRole("dialog", { name: "Chọn cách thanh toán" });
    await expect(dialog.getByRole("alert")).toHaveText("Chưa có phương thức thanh toán nào được bật");
    await expect(dialog.getByRole("button", { name: "Tiếp tục thanh toán" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
  test("a free owner at the listing limit goes from the posting form to the plans page, pays by PayPal, is led back to post, and the mortgage schedule opens", async ({
    page,
    request,
    baseURL,
    siteSettings,
    staff,
  }) => {
    const paypal = await startFakePaypal({ ...paypalKeys, port: fakeGateways.paypalPort });
    try {
      await siteSettings.set({
        paypal_status: true,
        paypal_client_id: paypalKeys.clientId,
        paypal_client_secret: paypalKeys.clientSecret,
        paypal_webhook_id: paypalKeys.webhookId,
        paypal_currency: "USD",
        paypal_rate_vnd: 25_400,
      });
      const person = newPerson("Hết lượt đăng");
      await createVerifiedAccount(request, person);
      // The free package every account starts with allows two listings: both used.
      for (let i = 0; i < 2; i++) await postPendingListing(request, baseURL!, person, staff.headers, null);
      const signIn = await page.request.post("/api/user_signup", { data: { email: person.email, password: person.password } });
      expect(signIn.ok(), await signIn.text()).toBeTruthy();

      const schedule = "/mortgage-calculator?loan_amount=1200000000&down_payment=0&interest_rate=12&loan_term_years=1&show_all_details=1";
      await page.goto(schedule);
      await expect(page.getByRole("heading", { name: "Bảng trả nợ theo năm và tháng" })).toHaveCount(0);

      await page.goto("/user/properties/new");
      const gate = page.getByRole("alertdialog");
      await expect(gate).toContainText("Cần gói dịch vụ");
      await gate.getByRole("link", { name: "Đồng ý" }).click();
      await expect(page).toHaveURL(/\/subscription-plan\?redirectTo=%2Fuser%2Fproperties%2Fnew$/);
      await page.getByRole("link", { name: "Mua gói này: Gói Cơ bản" }).click();
      const dialog = page.getByRole("dialog", { name: "Chọn cách thanh toán" });
      await dialog.getByRole("radio", { name: "PayPal" }).check();
      await dialog.getByRole("button", { name: "Tiếp tục thanh toán" }).click();
      await page.getByRole("link", { name: "Thanh toán bằng PayPal" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Thanh toán thành công" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Tiếp tục", exact: true }).click();
      await expect(page).toHaveURL(/\/user\/properties\/new$/);
      await expect(page.getByRole("form", { name: "Đăng tin bất động sản" })).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      await page.goto(schedule);
      await expect(page.getByRole("heading", { name: "Bảng trả nợ theo năm và tháng" })).toBeVisible();
    } finally {
      await paypal.close();
    }
  });
});
