import { signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("staff notifications", () => {
  test.describe.configure({ timeout: 90_000 });

  test("staff send a user a notification about a listing on a phone; the user sees it, with the listing's photo, in their notifications", async ({
    browser,
    page,
    request,
    account,
    staff,
  }) => {
    const list = await request.get("/api/get-property-list?limit=1&sort_by=newest&is_premium=0");
    const [listing] = ((await list.json()) as { data: { id: number; title: string; slug_id: string }[] }).data;
    expect(listing, "a public listing").toBeTruthy();

    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, staff.credentials);
    await page.goto("/admin/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Thông báo" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Trang quản trị" }).getByRole("link", { name: "Thông báo" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Sending without a chosen user is refused and keeps what was typed.
    await page.getByRole("radio", { name: "Người dùng được chọn" }).check();
    await page.getByLabel("Tiêu đề", { exact: true }).fill("Tin mới hợp với bạn");
    await page.getByRole("button", { name: "Gửi thông báo" }).click();
    await expect(page.getByRole("alert")).toHaveText("Hãy chọn ít nhất một người dùng");
    await expect(page.getByLabel("Tiêu đề", { exact: true })).toHaveValue("Tin mới hợp với bạn");

    // Keyboard: search with Enter, pick with the button.
    await page.getByLabel("Tìm theo tên, email hoặc số điện thoại").fill(account.email);
    await page.getByLabel("Tìm theo tên, email hoặc số điện thoại").press("Enter");
    await page.getByRole("button", { name: `Thêm: ${account.name}` }).click();
    await expect(page.getByRole("list", { name: "Người nhận" }).getByText(account.name)).toBeVisible();
    await page.getByLabel("Tìm tin đăng theo mã hoặc tiêu đề").fill(String(listing!.id));
    await page.getByLabel("Tìm tin đăng theo mã hoặc tiêu đề").press("Enter");
    await page.getByRole("button", { name: `Chọn: ${listing!.title}` }).click();
    await expect(page.getByTestId("chosen-listing")).toContainText(listing!.title);
    await page.getByLabel("Nội dung", { exact: true }).fill("Xem ngay căn này trước khi hết.");
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Gửi thông báo" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Đã gửi tới 1 tài khoản" })).toBeVisible();
    const past = page.getByTestId("past-sends").getByRole("row").first();
    await expect(past).toContainText("Tin mới hợp với bạn");
    await expect(past).toContainText(listing!.title);
    await expect(page.getByLabel("Tiêu đề", { exact: true })).toHaveValue("");

    const userContext = await browser.newContext({ locale: "vi-VN" });
    const userPage = await userContext.newPage();
    await signInThroughForm(userPage, account);
    await userPage.goto("/user/notifications");
    const item = userPage.getByTestId("notification-list").getByRole("listitem").first();
    await expect(item.getByRole("link", { name: "Tin mới hợp với bạn" })).toHaveAttribute(
      "href",
      `/properties-details/${listing!.slug_id}`,
    );
    await expect(item).toContainText("Xem ngay căn này trước khi hết.");
    const image = item.getByTestId("notification-image");
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(userPage);
    await userContext.close();
  });

  test("staff send a notification to everyone; a signed-in user's bell count rises on the open page without a reload", async ({
    browser,
    page,
    account,
    staff,
  }) => {
    await signInThroughForm(page, account);
    await page.goto("/properties");
    // The page listens once the live stream's first event arrived.
    await expect(page.locator("html")).toHaveAttribute("data-live", "ready");
    const bell = page.getByRole("link", { name: /^Thông báo/ }).first();
    const unreadBefore = Number(
      (await page
        .getByTestId("unread-count")
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => "0")) ?? "0",
    );

    const staffContext = await browser.newContext({ locale: "vi-VN" });
    const staffPage = await staffContext.newPage();
    await signInThroughForm(staffPage, staff.credentials);
    await staffPage.goto("/admin/notifications");
    await staffPage.getByRole("radio", { name: "Mọi người" }).check();
    const title = `Lịch bảo trì ${Date.now().toString(36)}`;
    await staffPage.getByLabel("Tiêu đề", { exact: true }).fill(title);
    await staffPage.getByRole("button", { name: "Gửi thông báo" }).click();
    await expect(staffPage.getByRole("status").filter({ hasText: /Đã gửi tới \d+ tài khoản/ })).toBeVisible();
    await staffContext.close();

    await expect(bell).toHaveAccessibleName(`Thông báo, ${unreadBefore + 1} chưa đọc`);
    await expect(page.getByTestId("unread-count").first()).toHaveText(String(unreadBefore + 1));
    await expect(page).toHaveURL(/\/properties$/);
  });
});
