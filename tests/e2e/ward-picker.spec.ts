import { giveProPackage } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, fakeMapTiles, test, waitForHydration } from "./fixtures.ts";

test("the posting form's ward list names each ward's former district and finds a ward by either name; axe finds nothing", async ({
  page,
  request,
  baseURL,
  account,
  staff,
}) => {
  await giveProPackage(request, baseURL!, account, staff.headers);
  const signIn = await page.request.post("/api/user_signup", { data: { email: account.email, password: account.password } });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();
  await fakeMapTiles(page);
  await page.goto("/user/properties/new");
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  // A click before hydration would be undone by it.
  await waitForHydration(form.getByRole("radio").first());
  await form.getByRole("radio").first().check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill("Căn hộ gần Lotte Mart Quận 7");
  await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Căn hộ sáng sủa, gần chợ và trường học, sổ hồng đầy đủ.");
  await form.getByRole("textbox", { name: "Giá (VND)", exact: true }).fill("2500000000");
  await form.getByRole("textbox", { name: /^Diện tích/ }).fill("68");
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 3\/6/ })).toBeVisible();

  const wards = form.getByRole("combobox", { name: "Phường/xã" });
  const search = form.getByRole("searchbox", { name: "Tìm phường theo tên mới hoặc quận cũ" });
  await expect(wards.getByRole("option", { name: "Phường Tân Hưng (Quận 7 cũ)" })).toHaveCount(1);
  await expect(wards.getByRole("option", { name: "Phường Bến Thành (Quận 1 cũ)" })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // By the former district, accents left out: the wards of former District 7 only.
  await search.fill("quan 7");
  const district7 = await wards.getByRole("option").allTextContents();
  expect(district7[0]).toBe("—");
  expect(district7.length).toBeGreaterThan(2);
  for (const label of district7.slice(1)) expect(label).toMatch(/\(Quận 7 cũ\)$/);
  expect(district7).toContain("Phường Tân Hưng (Quận 7 cũ)");

  // By the new name; the chosen ward stays chosen when the search changes.
  await search.fill("Tân Hưng");
  await wards.selectOption({ label: "Phường Tân Hưng (Quận 7 cũ)" });
  await search.fill("bến thành");
  await expect(wards).toHaveValue(/.+/);
  await expect(wards.locator("option:checked")).toHaveText("Phường Tân Hưng (Quận 7 cũ)");
  await expect(wards.getByRole("option", { name: "Phường Bến Thành (Quận 1 cũ)" })).toHaveCount(1);
  await search.fill("");
  await expect(wards.locator("option:checked")).toHaveText("Phường Tân Hưng (Quận 7 cũ)");

  // The ward list sits on a later step of the English form: read it without walking there.
  await page.goto("/user/properties/new?lang=en");
  await expect(page.locator("#ward_code option", { hasText: "Phường Tân Hưng (former District 7)" })).toHaveCount(1);
});
