import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  createPublicListing,
  createVerifiedAccount,
  giveProPackage,
  makeJpeg,
  newPerson,
  signInThroughForm,
  userIdByEmail,
  type NewPerson,
} from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

async function verifiedPerson(request: APIRequestContext, label: string): Promise<NewPerson> {
  const person = newPerson(label);
  await createVerifiedAccount(request, person);
  return person;
}

async function givePro(request: APIRequestContext, baseURL: string, person: NewPerson) {
  await giveProPackage(request, baseURL, person, await apiSignIn(request, baseURL));
}

/** A second signed-in browser, for a user other than the page's. */
async function otherBrowser(browser: Browser, person: NewPerson): Promise<Page> {
  const context = await browser.newContext({ locale: "vi-VN" });
  const page = await context.newPage();
  await signInThroughForm(page, person);
  return page;
}

test("the owner sees who is interested in a listing; anyone else gets 404", async ({
  page,
  request,
  baseURL,
  browser,
  account: agent,
  staff,
}) => {
  const listing = await createPublicListing(request, baseURL!, agent, staff.headers);
  const buyer = await verifiedPerson(request, "Người mua");
  const interested = await request.post("/api/interested_users", {
    data: { property_id: listing.id, type: 1 },
    headers: await apiSignIn(request, baseURL!, buyer),
  });
  expect(interested.ok(), await interested.text()).toBeTruthy();

  await signInThroughForm(page, agent);
  await page.goto(`/user/properties/${listing.id}/interested`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(listing.title);
  await expect(page.getByRole("table", { name: "Người quan tâm" }).getByRole("row", { name: new RegExp(buyer.name) })).toContainText(
    buyer.email,
  );
  await expectNoAxeViolations(page);

  const other = await otherBrowser(browser, buyer);
  const res = await other.goto(`/user/properties/${listing.id}/interested`);
  expect(res?.status()).toBe(404);
  await other.context().close();
});

test("a favourite added through the API shows on /user/favourites and can be removed", async ({
  page,
  request,
  baseURL,
  account: agent,
  staff,
}) => {
  const listing = await createPublicListing(request, baseURL!, agent, staff.headers);
  const fan = await verifiedPerson(request, "Người thích");
  const liked = await request.post("/api/add_favourite", {
    data: { property_id: listing.id, type: 1 },
    headers: await apiSignIn(request, baseURL!, fan),
  });
  expect(liked.ok(), await liked.text()).toBeTruthy();
  await signInThroughForm(page, fan);
  await page.goto("/user/favourites");
  await expect(page.getByRole("heading", { level: 2, name: listing.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Bỏ yêu thích: ${listing.title}` }).click();
  await expect(page.getByText("Đã bỏ khỏi yêu thích")).toBeVisible();
  await expect(page.getByText("Bạn chưa lưu tin nào.")).toBeVisible();
  const favourites = await request.get("/api/get_favourite_property", { headers: await apiSignIn(request, baseURL!, fan) });
  expect(((await favourites.json()) as { total: number }).total).toBe(0);
});

test("a project posted through /user/add-project waits in the moderation queue, and the owner can hide it", async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await verifiedPerson(request, "Chủ đầu tư");
  await givePro(request, baseURL!, owner);
  await signInThroughForm(page, owner);
  await page.goto("/user/add-project");
  const form = page.getByRole("form", { name: "Đăng dự án" });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Gửi dự án" }).click();
  await expect(form.getByRole("alert")).toHaveText("Vui lòng nhập tiêu đề");
  await expect(form.getByRole("textbox", { name: "Tiêu đề", exact: true })).toHaveAccessibleDescription("Vui lòng nhập tiêu đề");
  const title = `Khu căn hộ Sông Xanh ${Date.now().toString(36)}`;
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill(title);
  await form
    .getByRole("textbox", { name: "Mô tả", exact: true })
    .fill("Dự án căn hộ ven sông với công viên, hồ bơi và trường học trong khu.");
  await form.getByLabel("Danh mục").selectOption({ index: 1 });
  await form.getByRole("radio", { name: "Đang xây dựng" }).check();
  await form.getByRole("textbox", { name: /^Địa chỉ/ }).fill("100 Nguyễn Hữu Thọ");
  await form.getByLabel("Ảnh đại diện").setInputFiles({ name: "project.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 300) });
  await form.getByRole("textbox", { name: /^Tên mặt bằng 1/ }).fill("Tầng điển hình");
  await form.getByLabel("Tệp mặt bằng 1").setInputFiles({ name: "plan.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(300, 300) });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Gửi dự án" }).click();
  await expect(page).toHaveURL(/\/user\/projects\?notice=/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  const queue = await request.get(`/api/admin/moderation-queue?kind=project&search=${encodeURIComponent(title)}`, {
    headers: await apiSignIn(request, baseURL!),
  });
  expect(queue.ok(), await queue.text()).toBeTruthy();
  const queued = (await queue.json()) as { data: { title: string; plans?: unknown[] }[] };
  expect(queued.data.map((p) => p.title)).toEqual([title]);

  await page.getByRole("button", { name: `Tạm ẩn: ${title}` }).click();
  await expect(page.getByText("Đã cập nhật trạng thái")).toBeVisible();
  await expect(page.getByRole("button", { name: `Hiển thị: ${title}` })).toBeVisible();

  await page.getByRole("link", { name: `Sửa: ${title}` }).click();
  const edit = page.getByRole("form", { name: "Sửa dự án" });
  await expect(edit.getByRole("textbox", { name: /^Tên mặt bằng 1/ })).toHaveValue("Tầng điển hình");
  await expectNoAxeViolations(page);
  await edit.getByRole("checkbox", { name: "Xóa mặt bằng 1" }).check();
  await edit.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page).toHaveURL(/\/user\/projects\?notice=/);
  await page.getByRole("link", { name: `Sửa: ${title}` }).click();
  await expect(page.getByRole("checkbox", { name: "Xóa mặt bằng 1" })).toHaveCount(0);
});

test("without a package for projects the project-list limit dialog leads to /subscription-plan and back", async ({ page, request }) => {
  const owner = await verifiedPerson(request, "Chủ dự án");
  await signInThroughForm(page, owner);
  await page.goto("/user/add-project");
  const dialog = page.getByRole("alertdialog", { name: "Cần gói dịch vụ" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("link", { name: "Đồng ý" }).click();
  await expect(page).toHaveURL(/\/subscription-plan\?redirectTo=%2Fuser%2Fadd-project$/);
});

test("a user whose verification is pending sees the warning dialog before posting", async ({
  page,
  request,
  baseURL,
  account: owner,
  staff,
  siteSettings,
}) => {
  await givePro(request, baseURL!, owner);
  const userId = await userIdByEmail(request, baseURL!, owner.email);
  const set = await request.post("/api/admin/users/verification-status", {
    data: { user_id: userId, status: "pending" },
    headers: staff.headers,
  });
  expect(set.ok(), await set.text()).toBeTruthy();
  await siteSettings.set({ verification_required_for_user: true });
  await signInThroughForm(page, owner);
  await page.getByRole("banner").getByRole("link", { name: "Đăng tin" }).click();
  await expect(page).toHaveURL(/\/user\/properties\/new$/);
  const dialog = page.getByRole("dialog", { name: "Đang chờ xác minh" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("link", { name: "Đồng ý" }).click();
  await expect(page).toHaveURL(/\/user\/agent-verification$/);
});

test("staff reach the moderation queue and the audit log from /admin", async ({ page, request, baseURL, account: owner, staff }) => {
  const userId = await userIdByEmail(request, baseURL!, owner.email);
  const set = await request.post("/api/admin/users/verification-status", {
    data: { user_id: userId, status: "verified" },
    headers: staff.headers,
  });
  expect(set.ok(), await set.text()).toBeTruthy();
  await signInThroughForm(page, staff.credentials);
  await page.goto("/admin");
  await expect(
    page.getByRole("navigation", { name: "Trang quản trị" }).getByRole("link", { name: "Kiểm duyệt", exact: true }),
  ).toHaveAttribute("href", "/admin/moderation");
  await page.getByRole("navigation", { name: "Trang quản trị" }).getByRole("link", { name: "Nhật ký kiểm duyệt" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await page.getByLabel("Loại đối tượng").selectOption("user");
  await page.getByLabel("Mã đối tượng").fill(String(userId));
  await page.getByRole("button", { name: "Lọc" }).click();
  await expect(page.getByRole("table", { name: "Nhật ký kiểm duyệt" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Nhật ký kiểm duyệt" })).toContainText("Chưa xác minh → Đã xác minh");
  await expectNoAxeViolations(page);
});

test("the location picker stores a typed place with empty city, state and country and fills the address", async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await verifiedPerson(request, "Vị trí");
  await givePro(request, baseURL!, owner);
  await signInThroughForm(page, owner);
  await page.goto("/user/properties/new");
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  // The step heading appears once the form is hydrated; earlier clicks would be undone by hydration.
  await expect(page.getByRole("heading", { name: /Bước 1\/6/ })).toBeVisible();
  await form.getByRole("radio").first().check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill("Nhà phố gần chợ Bến Thành");
  await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Nhà phố ba tầng, hẻm xe hơi, gần chợ và trường học.");
  await form.getByRole("textbox", { name: "Giá (VND)", exact: true }).fill("9000000000");
  await form.getByRole("textbox", { name: /^Diện tích/ }).fill("72");
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 3\/6/ })).toBeVisible();

  const picker = form.getByRole("group", { name: "Vị trí của bạn" });
  await expect(picker.getByTestId("current-location")).toHaveText("Chưa chọn");
  await expectNoAxeViolations(page);
  await picker.getByRole("textbox", { name: "Hoặc nhập địa điểm" }).fill("45 Lê Thánh Tôn, Quận 1");
  await picker.getByRole("button", { name: "Chọn địa điểm" }).click();
  await expect(picker.getByRole("status")).toHaveText("Đã lưu địa điểm");
  await expect(picker.getByTestId("current-location")).toHaveText("45 Lê Thánh Tôn, Quận 1");
  await expect(form.getByRole("textbox", { name: "Địa chỉ", exact: true })).toHaveValue("45 Lê Thánh Tôn, Quận 1");
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("location") ?? "null") as unknown);
  expect(stored).toEqual({
    current: { coordinates: null, formatted_address: "45 Lê Thánh Tôn, Quận 1", city: "", state: "", country: "" },
    isLocationSet: true,
  });
  await expectNoAxeViolations(page);

  await picker.getByRole("button", { name: "Xóa vị trí" }).click();
  await expect(picker.getByRole("status")).toHaveText("Đã xóa vị trí");
  await expect(picker.getByTestId("current-location")).toHaveText("Chưa chọn");
  expect(await page.evaluate(() => window.localStorage.getItem("location"))).toBe(JSON.stringify({ current: null, isLocationSet: false }));
  await expect(picker.getByRole("button", { name: "Xóa vị trí" })).toHaveCount(0);
});

test("a sold listing's address answers 410: why, the listings like it, and the way to all of their kind", async ({
  page,
  request,
  baseURL,
  account: agent,
  staff,
  consoleErrors,
}) => {
  const listing = await createPublicListing(request, baseURL!, agent, staff.headers);
  const sold = await request.post("/api/change-property-status", {
    data: { property_id: listing.id, status: "sold" },
    headers: await apiSignIn(request, baseURL!, agent),
  });
  expect(sold.ok(), await sold.text()).toBeTruthy();

  const res = await page.goto(`/properties-details/${listing.slug_id}`);
  expect(res?.status()).toBe(410);
  // The browser reports the document's 410 as a failed load; it is the answer asked for.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("410")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin này không còn hiển thị");
  await expect(page.getByText("Bất động sản này đã được bán.")).toBeVisible();
  await expect(page).toHaveTitle("Tin này không còn hiển thị");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const gone = page.getByTestId("gone-listing");
  await expect(gone).not.toContainText(listing.title);
  const cards = gone.getByTestId("property-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(8);
  await expectNoAxeViolations(page);

  await gone.getByRole("link", { name: "Xem tất cả tin cùng loại" }).click();
  await expect(page).toHaveURL(/\/properties\?(?=.*category=)(?=.*property_type=sell)/);
  await expect(page.getByTestId("property-card").first()).toBeVisible();

  await page.goto(`/properties-details/${listing.slug_id}?lang=en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This listing is no longer shown");
  await expect(page.getByText("This property has been sold.")).toBeVisible();
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !text.includes("410")));
});
