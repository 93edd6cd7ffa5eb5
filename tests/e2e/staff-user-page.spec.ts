import { latestMessage } from "../support/outbox.ts";
import { signInThroughForm, userIdByEmail } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("the staff user page", () => {
  test("staff find an account, open its page, assign a package, send a password reset and give the verified badge, each in the audit log in words", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    const userId = await userIdByEmail(request, baseURL!, account.email);
    await signInThroughForm(page, staff.credentials);
    await page.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
    await page.getByRole("link", { name: account.name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tài khoản: ${account.name}`);
    await expect(page).toHaveTitle(new RegExp(`Tài khoản: ${account.name}`));
    await expect(page.getByRole("region", { name: "Phiên đăng nhập đang mở" })).toBeVisible();
    await expectNoAxeViolations(page);

    const assign = page.getByRole("region", { name: "Gán gói" });
    const pro = assign.getByLabel("Gói").locator("option", { hasText: "Gói Chuyên nghiệp" });
    await assign.getByLabel("Gói").selectOption((await pro.getAttribute("value"))!);
    await assign.getByRole("button", { name: "Gán gói" }).click();
    await expect(page.getByText("Đã kích hoạt gói")).toBeVisible();
    await expect(page.getByTestId("user-packages")).toContainText("Gói Chuyên nghiệp");

    await page.getByRole("button", { name: "Gửi liên kết đặt lại mật khẩu" }).click();
    await expect(page.getByText("Đã gửi liên kết đặt lại mật khẩu.")).toBeVisible();
    await expect
      .poll(async () =>
        (await latestMessage(process.env.E2E_DATA_DIR!, "mail", account.email).catch(() => "")).includes("reset-password?token="),
      )
      .toBe(true);

    await page.getByRole("button", { name: "Gắn huy hiệu đã xác minh" }).click();
    await expect(page.getByText("Đã cập nhật trạng thái xác minh")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gỡ huy hiệu đã xác minh" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/admin/audit-log?entity_type=user&entity_id=${userId}`);
    const log = page.getByRole("table", { name: "Nhật ký kiểm duyệt" });
    await expect(log).toContainText("Đã gán gói dịch vụ");
    await expect(log).toContainText("Đã gửi liên kết đặt lại mật khẩu");
    await expect(log).toContainText("Chưa xác minh → Đã xác minh");
    await expect(log).not.toContainText("user.package");
    await expect(log.locator("time").first()).toHaveText(/vừa xong|phút trước/);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/users/${userId}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Account: ${account.name}`);
    await expect(page.getByRole("button", { name: "Remove the verified badge" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
