import type { Page } from "@playwright/test";
import { createVerifiedAccount, giveProPackage, makeJpeg, newPerson, signInThroughForm } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

/** Picks a point on the map picker inside `scope` and waits for the position it shows. */
async function pickOnMap(page: Page, scope: ReturnType<Page["locator"]>) {
  await scope.getByRole("button", { name: "Chọn trên bản đồ" }).click();
  const map = scope.getByRole("application", { name: "Bản đồ: nhấn để chọn vị trí" });
  await expect(map.locator(".leaflet-tile").first()).toBeAttached();
  await map.click();
  await expect(scope.getByTestId("picked-position")).toHaveText(/^Vị trí đã chọn: 10\.\d+, 106\.\d+$/);
}

test.describe("one place picker on every form that asks where", () => {
  test("the project form picks its place as the posting form does: a typed place fills the address, a ward with its former district, a point on the map; none typed by hand", async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = newPerson("Chủ dự án");
    await createVerifiedAccount(request, owner);
    await giveProPackage(request, baseURL!, owner, await apiSignIn(request, baseURL!));
    await fakeMapTiles(page);
    await signInThroughForm(page, owner);
    await page.goto("/user/add-project");
    const form = page.getByRole("form", { name: "Đăng dự án" });
    await expect(form.getByRole("textbox", { name: /^Vĩ độ/ })).toHaveCount(0);
    await expect(form.getByTestId("picked-position")).toHaveText("Chưa chọn vị trí: tìm địa chỉ ở trên hoặc chọn trên bản đồ.");

    const picker = form.getByRole("group", { name: "Vị trí của bạn" });
    await picker.getByRole("textbox", { name: "Hoặc nhập địa điểm" }).fill("100 Nguyễn Hữu Thọ, Quận 7");
    await picker.getByRole("button", { name: "Chọn địa điểm" }).click();
    await expect(form.getByRole("textbox", { name: /^Địa chỉ/ })).toHaveValue("100 Nguyễn Hữu Thọ, Quận 7");
    const ward = form.getByRole("combobox", { name: "Phường/xã", exact: true });
    const wardOption = ward.locator("option", { hasText: "Quận 7 cũ" }).first();
    const wardCode = (await wardOption.getAttribute("value"))!;
    await ward.selectOption(wardCode);
    await pickOnMap(page, form);
    await expectNoAxeViolations(page);

    const title = `Dự án ven sông ${Date.now().toString(36)}`;
    await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill(title);
    await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Dự án căn hộ ven sông với công viên và trường học trong khu.");
    await form.getByLabel("Danh mục").selectOption({ index: 1 });
    await form.getByLabel("Ảnh đại diện").setInputFiles({ name: "project.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 300) });
    await form.getByRole("button", { name: "Gửi dự án" }).click();
    await expect(page).toHaveURL(/\/user\/projects\?notice=/);

    await page.getByRole("link", { name: `Sửa: ${title}` }).click();
    const edit = page.getByRole("form", { name: "Sửa dự án" });
    await expect(edit.getByRole("combobox", { name: "Phường/xã", exact: true })).toHaveValue(wardCode);
    await expect(edit.getByTestId("picked-position")).toHaveText(/^Vị trí đã chọn: 10\.\d+, 106\.\d+$/);
    await expectNoAxeViolations(page);
  });

  test("the profile asks for a ward and a point on the map instead of typed city, province and coordinates", async ({ page, account }) => {
    await fakeMapTiles(page);
    await signInThroughForm(page, account);
    await page.goto("/user/profile");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Lưu hồ sơ" }) });
    for (const typed of [/^Vĩ độ/, /^Kinh độ/, /^Thành phố$/, /^Tỉnh$/])
      await expect(form.getByRole("textbox", { name: typed })).toHaveCount(0);
    const ward = form.getByRole("combobox", { name: "Phường/xã", exact: true });
    const wardCode = (await ward.locator("option", { hasText: "Quận 1 cũ" }).first().getAttribute("value"))!;
    await ward.selectOption(wardCode);
    await pickOnMap(page, form);
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Lưu hồ sơ" }).click();
    await expect(page.getByText("Cập nhật hồ sơ thành công")).toBeVisible();

    await page.reload();
    await expect(form.getByRole("combobox", { name: "Phường/xã", exact: true })).toHaveValue(wardCode);
    await expect(form.getByTestId("picked-position")).toHaveText(/^Vị trí đã chọn: 10\.\d+, 106\.\d+$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
