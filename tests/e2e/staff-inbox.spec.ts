import { createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { fakeMapTiles, publicListingOf } from "./conversations-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("a report reaches the staff queue, and unpublishing removes the listing from the public site", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const listing = await publicListingOf(request, baseURL!, "agent7@nhadat.local");
  const reporter = newPerson("Người báo cáo");
  await createVerifiedAccount(request, reporter);
  await signInThroughForm(page, reporter);
  await fakeMapTiles(page);
  await page.goto(`/properties-details/${listing.slug_id}`);
  // The messages for a missing reason, checked without JavaScript (a 400 answer is logged by the browser as a console error).
  const plain = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN", storageState: await page.context().storageState() });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/report/${listing.slug_id}`);
  await plainPage.getByRole("button", { name: "Gửi báo cáo" }).click();
  await expect(plainPage.getByRole("alert")).toHaveText("Vui lòng chọn lý do trước");
  await plainPage.getByLabel("Lý do khác").check();
  await plainPage.getByRole("button", { name: "Gửi báo cáo" }).click();
  await expect(plainPage.getByRole("alert")).toHaveText("Vui lòng ghi lý do của bạn");
  await expect(plainPage.getByLabel("Lý do khác")).toBeChecked();
  await plain.close();

  const dialog = page.getByTestId("report-listing");
  await dialog.getByText("Báo cáo tin đăng này").click();
  await dialog.getByLabel("Lý do khác").check();
  await dialog.getByLabel("Lý do của bạn").fill("Ảnh không đúng với căn hộ");
  await dialog.getByRole("button", { name: "Gửi báo cáo" }).click();
  await expect(dialog.getByRole("status")).toContainText("Cảm ơn bạn đã báo cáo");

  const staffContext = await browser.newContext({ locale: "vi-VN" });
  const staff = await staffContext.newPage();
  await signInThroughForm(staff, adminCredentials);
  await staff.goto("/admin/reports");
  const item = staff.getByTestId("reports-queue").getByRole("listitem").filter({ hasText: listing.title });
  await expect(item).toContainText("Ảnh không đúng với căn hộ");
  await expectNoAxeViolations(staff);
  await item.getByLabel("Lý do gỡ (chủ tin sẽ thấy)").fill("Ảnh không phải của căn này");
  await item.getByRole("button", { name: "Gỡ tin đăng" }).click();
  await expect(staff.getByRole("status")).toHaveText("Đã lưu quyết định");
  await expect(staff.getByTestId("reports-queue").getByRole("listitem").filter({ hasText: listing.title })).toHaveCount(0);

  const search = await request.get(`/api/get-property-list?search=${encodeURIComponent(listing.title)}&limit=50`);
  const found = ((await search.json()) as { data: { id: number }[] }).data.map((p) => p.id);
  expect(found).not.toContain(listing.id);
  // A visitor's request: `request` carries the owner's session from publicListingOf.
  const visitor = await browser.newContext();
  const gone = await visitor.request.get(`/properties-details/${listing.slug_id}`);
  expect(gone.status()).toBe(404);
  await visitor.close();
  await staffContext.close();
});

test("a find-my-property request shows in the staff inbox with its age; staff take it", async ({ page, request }) => {
  const name = `Khách tìm nhà ${Date.now()}`;
  const sent = await request.post("/api/submit-property-requirement", {
    data: { purpose: "rent", timeline: "immediately", budget_max: 20_000_000, name, email: `tim-${Date.now()}@example.vn` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await signInThroughForm(page, adminCredentials);
  await page.goto("/admin/leads?kind=requirement");
  const item = page.getByTestId("leads-inbox").getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Mới · vừa xong");
  await expect(item).toContainText("Ngay lập tức");
  await expectNoAxeViolations(page);
  await item.getByRole("button", { name: "Nhận xử lý" }).click();
  await expect(page.getByTestId("leads-inbox").getByRole("listitem").filter({ hasText: name })).toContainText("Đang xử lý");
});

test("a contact message reaches the team's inbox and staff answer it by e-mail", async ({ page }) => {
  const name = `Khách liên hệ ${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Tên").fill(name);
  await page.getByLabel("Email").fill(`lienhe-${Date.now()}@example.vn`);
  await page.getByLabel("Chủ đề").fill("Hỏi về gói tin");
  await page.getByLabel("Nội dung").fill("Gói Pro có bao nhiêu tin nổi bật?");
  await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
  await expect(page.getByRole("status")).toContainText("Cảm ơn bạn!");

  await signInThroughForm(page, adminCredentials);
  await page.goto("/admin/leads?kind=contact");
  const item = page.getByTestId("leads-inbox").getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Gói Pro có bao nhiêu tin nổi bật?");
  await expectNoAxeViolations(page);
  await item.getByText("Trả lời qua e-mail").click();
  await item.getByLabel("Nội dung trả lời").fill("Gói Pro có 5 tin nổi bật mỗi tháng.");
  await item.getByRole("button", { name: "Gửi trả lời" }).click();
  await expect(page.getByRole("status")).toHaveText("Đã gửi trả lời qua e-mail.");
  await expect(page.getByTestId("leads-inbox").getByRole("listitem").filter({ hasText: name })).toContainText("Đang xử lý");
});
