import { readdir } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { createVerifiedAccount, giveProPackage, makeJpeg, newPerson, signInThroughForm, type NewPerson } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

async function ownerWithPackage(request: APIRequestContext, baseURL: string, page: Page, withPackage: boolean): Promise<NewPerson> {
  const person = newPerson("Chủ nhà");
  await createVerifiedAccount(request, person);
  if (withPackage) await giveProPackage(request, baseURL, person, await apiSignIn(request, baseURL));
  await signInThroughForm(page, person);
  return person;
}

async function uploadedFiles(): Promise<string[]> {
  const root = path.join(process.env.E2E_DATA_DIR!, "uploads");
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String);
}

async function fillGuidedForm(page: Page, title: string, galleryCount: number) {
  await fakeMapTiles(page);
  await page.goto("/user/properties/new");
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  await expect(page.getByRole("heading", { name: /Bước 1\/6/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole("radio").first().check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 2\/6/ })).toBeFocused();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(form.getByText("Vui lòng nhập tiêu đề")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Căn hộ sáng sủa, gần chợ và trường học, sổ hồng đầy đủ.");
  await form.getByRole("textbox", { name: "Giá (VND)", exact: true }).fill("2500000000");
  // The category's required area is asked for before the next step.
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(form.getByText("Vui lòng nhập thông tin bắt buộc này")).toBeVisible();
  await expect(form.getByRole("textbox", { name: /^Diện tích/ })).toBeFocused();
  await form.getByRole("textbox", { name: /^Diện tích/ }).fill("68");
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 3\/6/ })).toBeVisible();
  await form.getByRole("textbox", { name: "Địa chỉ", exact: true }).fill("12 Lê Lợi");
  const wardSelect = form.getByRole("combobox", { name: "Phường/xã", exact: true });
  const wardLabel = (await wardSelect.locator("option").nth(1).textContent())!;
  await wardSelect.selectOption({ label: wardLabel });
  // Owners never type coordinates: the map picker sets them.
  await expect(form.getByRole("textbox", { name: "Vĩ độ", exact: true })).toHaveCount(0);
  await expect(form.getByTestId("picked-position")).toHaveText("Chưa chọn vị trí: tìm địa chỉ ở trên hoặc chọn trên bản đồ.");
  await form.getByRole("button", { name: "Chọn trên bản đồ" }).click();
  const picker = form.getByRole("application", { name: "Bản đồ: nhấn để chọn vị trí" });
  await expect(picker.locator(".leaflet-tile").first()).toBeAttached();
  await picker.click();
  await expect(form.getByTestId("picked-position")).toHaveText(/^Vị trí đã chọn: 10\.\d+, 106\.\d+$/);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 4\/6/ })).toBeVisible();
  const jpeg = await makeJpeg(320, 240);
  await form.getByLabel(/^Ảnh đại diện/).setInputFiles({ name: "title.jpg", mimeType: "image/jpeg", buffer: jpeg });
  const gallery = await Promise.all(
    Array.from({ length: galleryCount }, async (_, i) => ({
      name: `g${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await makeJpeg(300 + i * 10, 200),
    })),
  );
  await form.getByLabel(/^Thư viện ảnh/).setInputFiles(gallery);
  await expect(form.getByRole("list", { name: "Thứ tự ảnh" }).getByRole("listitem")).toHaveCount(galleryCount);
  await form.getByRole("button", { name: "Chuyển xuống: g1.jpg" }).click();
  await expect(form.getByRole("list", { name: "Thứ tự ảnh" }).getByRole("listitem").first()).toContainText("g2.jpg");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Tiêu đề SEO" }).fill("x".repeat(70));
  await expect(form.getByText("Gợi ý SEO (không bắt buộc)")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 6\/6/ })).toBeVisible();
  await expect(form.getByText(title)).toBeVisible();
  // The review reads the place and the photos as people do: the ward by name, the area, thumbnails; no raw coordinates.
  const review = page.getByRole("region", { name: /Bước 6\/6/ });
  await expect(review).toContainText(wardLabel);
  await expect(review).toContainText("68 m²");
  await expect(review).not.toContainText("Vĩ độ");
  await expect(review.getByTestId("review-photos").getByRole("img")).toHaveCount(1 + galleryCount);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Gửi tin đăng" }).click();
  await expect(page).toHaveURL(/\/user\/properties\?notice=/);
}

async function approveInQueue(page: Page, kind: "property" | "advertisement", title: string) {
  await page.goto(`/admin/moderation?kind=${kind}&search=${kind === "property" ? encodeURIComponent(title) : ""}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Duyệt: ${title}` }).click();
  await expect(page.getByText("Đã lưu quyết định")).toBeVisible();
}

test("@phone a user posts a property with photos, staff approve it, it appears in search", async ({
  page,
  request,
  baseURL,
  browser,
  staff,
}) => {
  test.setTimeout(90_000);
  await ownerWithPackage(request, baseURL!, page, true);
  const title = `Căn hộ thử ${Date.now().toString(36)}`;
  await fillGuidedForm(page, title, 3);
  const listing = page.getByRole("article", { name: title });
  await expect(listing.getByText("Chờ duyệt")).toBeVisible();
  await expectNoAxeViolations(page);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughForm(staffPage, staff.credentials);
  await approveInQueue(staffPage, "property", title);
  await staffContext.close();

  const found = await request.get(`/api/get-property-list?search=${encodeURIComponent(title)}`);
  const body = (await found.json()) as { data: { title: string }[] };
  expect(body.data.map((p) => p.title)).toContain(title);
});

test("editing removes two gallery photos from storage", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await ownerWithPackage(request, baseURL!, page, true);
  const title = `Nhà phố ${Date.now().toString(36)}`;
  await fillGuidedForm(page, title, 3);
  const before = await uploadedFiles();
  await page.getByRole("link", { name: `Sửa: ${title}` }).click();
  const form = page.getByRole("form", { name: "Sửa tin đăng" });
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByLabel("Xóa ảnh 1").check();
  await form.getByLabel("Xóa ảnh 2").check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(page).toHaveURL(/\/user\/properties\?notice=/);
  await expect.poll(async () => before.length - (await uploadedFiles()).length).toBeGreaterThan(0);
  await page.getByRole("link", { name: `Sửa: ${title}` }).click();
  await expect(page.getByLabel(/^Xóa ảnh \d$/)).toHaveCount(1);
});

test("a new account starts on the free package: posting opens with no dialog and the plans page shows it running", async ({
  page,
  request,
  baseURL,
}) => {
  await ownerWithPackage(request, baseURL!, page, false);
  await page.goto("/user/properties");
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Đăng tin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Đăng tin bất động sản" })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.goto("/subscription-plan");
  await expect(page.getByText(/Đang dùng đến/)).toBeVisible();
});

test("featuring an approved listing, once staff approve the request, floats it to the top of the list", async ({
  page,
  request,
  baseURL,
  browser,
  staff,
}) => {
  test.setTimeout(120_000);
  await ownerWithPackage(request, baseURL!, page, true);
  const title = `Biệt thự nổi bật ${Date.now().toString(36)}`;
  await fillGuidedForm(page, title, 2);
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughForm(staffPage, staff.credentials);
  await approveInQueue(staffPage, "property", title);

  await page.goto("/user/properties");
  await page.getByRole("button", { name: `Làm nổi bật: ${title}` }).click();
  await expect(page).toHaveURL(/\/user\/advertisement/);
  await expect(page.getByText("Chờ duyệt")).toBeVisible();
  await expectNoAxeViolations(page);

  await approveInQueue(staffPage, "advertisement", title);
  await staffContext.close();
  const featured = await request.get(`/api/get_property?promoted=1&search_as_typed=1&search=${encodeURIComponent(title)}`);
  const body = (await featured.json()) as { data: { title: string; is_promoted: boolean }[] };
  expect(body.data.find((p) => p.title === title)?.is_promoted).toBe(true);
  // It now floats to the top of the default (newest) list, ahead of newer listings.
  const list = await request.get("/api/get-property-list?limit=20");
  const top = ((await list.json()) as { data: { title: string; is_promoted: boolean }[] }).data;
  const firstPlain = top.findIndex((p) => !p.is_promoted);
  expect(top.findIndex((p) => p.title === title)).toBeGreaterThanOrEqual(0);
  expect(top.findIndex((p) => p.title === title)).toBeLessThan(firstPlain === -1 ? top.length : firstPlain);
});
