import { fakeMapTiles, publicListingOf } from "./conversations-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test("@phone a visitor sends an inquiry from the listing and sees the thank-you view", async ({ page, request, baseURL }) => {
  const listing = await publicListingOf(request, baseURL!, "agent6@nhadat.local");
  await fakeMapTiles(page);
  await page.goto(`/properties-details/${listing.slug_id}`);
  const form = page.getByTestId("inquiry-form");
  await form.getByLabel("Họ tên").fill("Minh Anh");
  await form.getByLabel("Email").fill(`khach-${Date.now()}@example.vn`);
  await form.getByLabel("Nội dung").fill("Cho tôi hẹn xem nhà cuối tuần.");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(page.getByTestId("inquiry-thanks")).toContainText("Vui lòng kiểm tra email để xem xác nhận.");
});

test("without JavaScript the inquiry posts to its own page, keeps what was typed on an error, then thanks", async ({
  browser,
  request,
  baseURL,
}) => {
  const listing = await publicListingOf(request, baseURL!, "agent6@nhadat.local");
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
  const page = await context.newPage();
  await fakeMapTiles(page);
  await page.goto(`/properties-details/${listing.slug_id}`);
  const form = page.getByTestId("inquiry-form");
  await form.getByLabel("Họ tên").fill("Hoà");
  await form.getByLabel("Nội dung").fill("Giá còn thương lượng không?");
  await form.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiry/${listing.slug_id}`));
  await expect(page.getByLabel("Nội dung")).toHaveValue("Giá còn thương lượng không?");
  await expect(page.getByText("Vui lòng nhập email")).toBeVisible();
  await page.getByLabel("Email").fill(`hoa-${Date.now()}@example.vn`);
  await page.getByRole("button", { name: "Gửi yêu cầu" }).click();
  await expect(page.getByTestId("inquiry-thanks")).toContainText("Cảm ơn bạn! Yêu cầu đã được gửi.");
  await context.close();
});

test("@phone find-my-property: step by step to the lead success screen", async ({ page }) => {
  await page.goto("/find-property");
  await expect(page.getByText("Bước 1/5")).toBeVisible();
  await page.getByLabel("Thuê").check();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByText("Bước 2/5")).toBeVisible();
  await page.getByLabel("Phường").selectOption({ label: "Phường Bến Thành (Quận 1 cũ)" });
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Ngân sách tối thiểu (VND)").fill("15000000");
  await page.getByLabel("Ngân sách tối đa (VND)").fill("25000000");
  await page.getByLabel("Số phòng ngủ").fill("2");
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Trong vòng 1 tháng").check();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Họ tên").fill("Thu Hà");
  await page.getByLabel("Email").fill(`thuha-${Date.now()}@example.vn`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Gửi yêu cầu tìm nhà" }).click();
  const success = page.getByTestId("lead-success");
  await expect(success).toContainText("trong vòng 24 giờ");
  await expect(success).toContainText("sắp xếp lịch xem nhà");
  await expectNoAxeViolations(page);
  await success.getByRole("link", { name: "Tiếp tục xem tin" }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test("find-my-property without JavaScript is one long form; an error keeps every answer", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/find-property");
  await expect(page.getByLabel("Họ tên")).toBeVisible();
  await page.getByLabel("Mua").check();
  await page.getByLabel("Ngân sách tối đa (VND)").fill("9000000000");
  await page.getByLabel("Chỉ đang tham khảo").check();
  await page.getByLabel("Họ tên").fill("Quang");
  await page.getByRole("button", { name: "Gửi yêu cầu tìm nhà" }).click();
  await expect(page.getByText("Vui lòng nhập email")).toBeVisible();
  await expect(page.getByLabel("Ngân sách tối đa (VND)")).toHaveValue("9000000000");
  await expect(page.getByLabel("Chỉ đang tham khảo")).toBeChecked();
  await page.getByLabel("Email").fill(`quang-${Date.now()}@example.vn`);
  await page.getByRole("button", { name: "Gửi yêu cầu tìm nhà" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  await context.close();
});
