import {
  createVerifiedAccount,
  makeJpeg,
  mailedOtp,
  newPerson,
  sendNotification,
  signInThroughForm,
  textedOtp,
  userIdByEmail,
} from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("accounts", () => {
  // Whole journeys (several pages, mail and SMS round trips) on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  test("register, verify by the mailed code, sign in, edit the profile with a photo, get a notification live, sign out", async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson("Lan");
    await page.goto("/register");
    await page.getByLabel("Họ tên").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await page.getByLabel("Nhập lại mật khẩu").fill(person.password);
    await page.getByRole("button", { name: "Đăng ký" }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: "Xác minh địa chỉ email" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Đã tạo tài khoản");
    await expectNoAxeViolations(page);

    await page.getByLabel("Mã 6 chữ số").fill(await mailedOtp(person.email));
    await page.getByRole("button", { name: "Xác minh", exact: true }).click();
    // The code proves the mailbox: the person is signed in at once.
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("link", { name: "Tài khoản của tôi" })).toBeVisible();

    await page.getByRole("link", { name: "Tài khoản của tôi" }).click();
    // The member's home reaches every member page.
    await page.getByTestId("member-nav").getByRole("link", { name: "Hồ sơ của tôi" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Hồ sơ của tôi" })).toBeVisible();
    await page.getByLabel("Địa chỉ").fill("12 Nguyễn Huệ, Quận 1");
    await page.getByLabel("Ảnh đại diện").setInputFiles({ name: "chan-dung.jpg", mimeType: "image/jpeg", buffer: await makeJpeg() });
    await page.getByRole("button", { name: "Lưu hồ sơ" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cập nhật hồ sơ thành công" })).toBeVisible();
    const photo = page.getByRole("img", { name: "Ảnh đại diện" });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.reload();
    await expect(page.getByLabel("Địa chỉ")).toHaveValue("12 Nguyễn Huệ, Quận 1");
    await expect(page.getByRole("img", { name: "Ảnh đại diện" })).toBeVisible();

    // The open page subscribes to /api/events; staff then send a notification.
    const userId = await userIdByEmail(request, baseURL!, person.email);
    const subscribed = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/events");
    await page.reload();
    await subscribed;
    await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
    await expect(page.getByTestId("unread-count")).toHaveCount(0);
    // Send only once the page's live stream is connected, or the event has no listener yet.
    await expect(page.locator("html")).toHaveAttribute("data-live", "ready", { timeout: 15_000 });
    await sendNotification(request, baseURL!, {
      user_id: userId,
      title: "Tin đăng đã được duyệt",
      body: "Căn hộ Quận 7 đã lên trang",
      url: "/user/notifications",
    });
    await expect(page.getByTestId("unread-count")).toHaveText("1");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Tin đăng đã được duyệt" });
    await expect(toast).toBeVisible();
    // The toast sits below the sticky header, so it never covers the account controls.
    const headerBox = (await page.getByRole("banner").boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await expect(page.getByRole("link", { name: "Thông báo, 1 chưa đọc" })).toBeVisible();

    await page.getByRole("link", { name: "Thông báo, 1 chưa đọc" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thông báo" })).toBeVisible();
    const list = page.getByTestId("notification-list");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    // The header counts it once, although it both arrived live and is now in the loaded inbox.
    await expect(page.getByTestId("unread-count")).toHaveText("1");
    await expect(list).toContainText("Tin đăng đã được duyệt");
    // A second one arrives while the inbox itself is open.
    await sendNotification(request, baseURL!, { user_id: userId, title: "Có người hỏi về tin của bạn" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByRole("listitem").first()).toContainText("Có người hỏi về tin của bạn");
    await expect(page.getByRole("status").filter({ hasText: "Thông báo mới: Có người hỏi về tin của bạn" })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

    await page.getByRole("button", { name: "Đăng xuất" }).click();
    await expect(page.getByRole("link", { name: "Đăng nhập" })).toBeVisible();
    await page.goto("/user/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile/);
  });

  test("signing in with a phone number creates the account on first use", async ({ page }) => {
    const person = newPerson();
    await page.goto("/login");
    const phoneForm = page.locator("section", { has: page.getByRole("heading", { name: "Bằng số điện thoại" }) });
    await phoneForm.getByLabel("Điện thoại").fill(person.phone);
    await phoneForm.getByRole("button", { name: "Gửi mã" }).click();
    await expect(phoneForm.getByRole("status")).toHaveText("Đã gửi mã");
    await phoneForm.getByLabel("Mã 6 chữ số").fill(await textedOtp(person.phone));
    await phoneForm.getByRole("button", { name: "Xác minh và đăng nhập" }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hồ sơ của tôi" })).toBeVisible();
    await expect(page.getByLabel("Điện thoại")).toHaveValue(`+84${person.phone.slice(1)}`);
    await expect(page.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
  });

  test("staff deactivate a signed-in user from /admin/users; the user's next page says so and sign-in is refused", async ({
    browser,
    request,
    staff,
  }) => {
    const person = newPerson("Bị khóa");
    await createVerifiedAccount(request, person);
    const userContext = await browser.newContext({ locale: "vi-VN" });
    const staffContext = await browser.newContext({ locale: "vi-VN" });
    try {
      const userPage = await userContext.newPage();
      const subscribed = userPage.waitForResponse((res) => new URL(res.url()).pathname === "/api/events");
      await signInThroughForm(userPage, person);
      await subscribed;

      const staffPage = await staffContext.newPage();
      await signInThroughForm(staffPage, staff.credentials);
      await staffPage.getByRole("link", { name: "Quản trị" }).click();
      await staffPage.getByRole("navigation", { name: "Trang quản trị" }).getByRole("link", { name: "Người dùng" }).click();
      await expect(staffPage).toHaveURL(/\/admin\/users$/);
      await staffPage.getByRole("searchbox", { name: "Tìm theo tên, email hoặc số điện thoại" }).fill(person.email);
      await staffPage.getByRole("button", { name: "Tìm kiếm" }).click();
      const row = staffPage.getByRole("row", { name: new RegExp(person.email) });
      await expect(row).toHaveCount(1);
      await expectNoAxeViolations(staffPage);
      await row.getByRole("button", { name: `Vô hiệu hóa: ${person.name}` }).click();
      await expect(staffPage.getByRole("status")).toHaveText("Tài khoản đã bị vô hiệu hóa");
      await expect(row.getByRole("cell", { name: "Đã vô hiệu hóa" })).toBeVisible();

      // The user's open page learns it over its event stream, without a click.
      const notice = userPage.getByRole("alert").filter({ hasText: "Tài khoản của bạn đã bị quản trị viên vô hiệu hóa" });
      await expect(notice).toBeVisible();
      await expect(userPage.getByRole("link", { name: "Tài khoản của tôi" })).toHaveCount(0);
      // The next navigation finds the session refused and says so again.
      await userPage.goto("/user/profile");
      await expect(userPage).toHaveURL(/\/login\?redirectTo=%2Fuser%2Fprofile/);
      await expect(notice).toBeVisible();

      const form = userPage.locator("form", { has: userPage.getByLabel("Email") });
      await form.getByLabel("Email").fill(person.email);
      await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
      await form.getByRole("button", { name: "Đăng nhập" }).click();
      await expect(form.getByRole("alert")).toHaveText("Tài khoản của bạn đã bị quản trị viên vô hiệu hóa");
    } finally {
      await userContext.close();
      await staffContext.close();
    }
  });

  test("the sign-in page fits a phone and its form works @phone", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Đăng nhập" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    const button = form.getByRole("button", { name: "Đăng nhập" });
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await button.click();
    await expect(form.getByRole("alert")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });
});
