import { createPublicListing, createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { expect, fakeMapTiles, test } from "./fixtures.ts";
import { publicListingOf } from "./conversations-support.ts";

test("the inquiry and find-my-property forms start with a signed-in member's name and e-mail", async ({
  page,
  request,
  baseURL,
  staff,
  account,
}) => {
  const owner = newPerson("Chủ nhà");
  await createVerifiedAccount(request, owner);
  const listing = await createPublicListing(request, baseURL!, owner, staff.headers);
  await signInThroughForm(page, account);
  await fakeMapTiles(page);

  await page.goto(`/properties-details/${listing.slug_id}`);
  const inquiry = page.getByTestId("inquiry-form");
  await expect(inquiry.getByLabel("Họ tên", { exact: true })).toHaveValue(account.name);
  await expect(inquiry.getByLabel("Email", { exact: true })).toHaveValue(account.email);

  await page.goto(`/inquiry/${listing.slug_id}`);
  await expect(page.getByRole("main").getByLabel("Họ tên", { exact: true })).toHaveValue(account.name);

  await page.goto("/find-property");
  await expect(page.locator('input[name="name"]')).toHaveValue(account.name);
  await expect(page.locator('input[name="email"]')).toHaveValue(account.email);
});

test("the contact form asks the family name first in Vietnamese and after the given name in English", async ({ page }) => {
  await page.goto("/contact");
  const names = page.locator('input[name="last_name"], input[name="first_name"]');
  await expect(names.first()).toHaveAttribute("name", "last_name");
  await expect(page.getByLabel(/^Họ( \(|$)/)).toBeVisible();
  await expect(page.getByLabel("Tên đệm và tên", { exact: true })).toBeVisible();
  await page.goto("/contact?lang=en");
  await expect(names.first()).toHaveAttribute("name", "first_name");
});

test("a free-package owner's listing offers a chat with the staff about it, not with the owner", async ({ page, request, baseURL }) => {
  const listing = await publicListingOf(request, baseURL!, "agent6@nhadat.local");
  await fakeMapTiles(page);
  await page.goto(`/properties-details/${listing.slug_id}`);
  const inquiry = page.getByTestId("inquiry-form");
  await expect(inquiry.getByTestId("chat-with-owner")).toHaveCount(0);
  await expect(inquiry.getByRole("link", { name: "Nhắn cho ban quản trị về tin này" })).toHaveAttribute(
    "href",
    `/user/chat?to_admin=1&property=${listing.id}`,
  );
});

test("find-my-property names each ward with its former district; without JavaScript an unset timeline marks that field", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/find-property");
  const wards = page.locator('select[name="ward_codes"]');
  await expect(wards.getByRole("option", { name: "Phường Tân Hưng (Quận 7 cũ)" })).toHaveCount(1);
  await page.locator('input[name="name"]').fill("Nguyễn Văn Mua");
  await page.locator('input[name="email"]').fill("mua@example.test");
  await page.getByRole("button", { name: "Gửi yêu cầu tìm nhà" }).click();
  await expect(page.getByText("Vui lòng chọn thời gian")).toBeVisible();
  await context.close();
});
