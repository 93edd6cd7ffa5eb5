import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("a notification sent while the member reads Vietnamese reads in English once they switch, naming the package in English", async ({
  page,
  account,
  staff,
}) => {
  const signIn = await page.request.post("/api/user_signup", { data: { email: account.email, password: account.password } });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  const plans = (await (await page.request.get("/api/get-package?lang=vi")).json()) as {
    data: { id: number; name: string }[];
  };
  const basic = plans.data.find((p) => p.name === "Gói Cơ bản")!;
  const started = await page.request.post("/api/initiate-bank-transfer", {
    multipart: {
      package_id: String(basic.id),
      file: { name: "bien-lai.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
    },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { id, reference } = ((await started.json()) as { data: { id: number; reference: string } }).data;
  const approved = await page.request.post("/api/admin/bank-transfer-decision", {
    headers: staff.headers,
    data: { payment_transaction_id: id, decision: "approve" },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  await page.goto("/user/notifications");
  const main = page.getByRole("main");
  await expect(main.getByText("Gói đã được kích hoạt").first()).toBeVisible();
  await expect(main.getByText(`Thanh toán ${reference} đã được xác nhận và gói Gói Cơ bản đã được kích hoạt.`)).toBeVisible();

  await page.getByRole("button", { name: "en", exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/user\/notifications\?lang=en$/);
  await expect(main.getByText("Package activated").first()).toBeVisible();
  await expect(main.getByText(`Your payment ${reference} is confirmed and the package Basic is active.`)).toBeVisible();
  await expect(main.getByText("Gói đã được kích hoạt")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
