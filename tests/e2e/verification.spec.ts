import type { Page } from "@playwright/test";
import { createPublicListing, makeJpeg, signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, phoneOnly, test } from "./fixtures.ts";
import { formatDate } from "../../app/lib/format/format-date.ts";

/** The page fits a 390 px wide phone: nothing scrolls sideways. */
async function expectFitsPhone(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

async function switchTo(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  await signInThroughForm(page, person);
}

test.describe("agent verification", () => {
  test("staff build a form field, a user applies with a file, staff verify and the badge shows on the agent list", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    test.setTimeout(150_000);
    await createPublicListing(request, baseURL!, account, staff.headers);
    const suffix = Date.now().toString(36);
    const labelVi = `Chứng chỉ hành nghề ${suffix}`;

    await signInThroughForm(page, staff.credentials);
    await page.goto("/admin/verification-form");
    await page.getByLabel("Loại trường").selectOption("file");
    await page.getByLabel("Nhãn tiếng Việt").fill(labelVi);
    await page.getByLabel("Nhãn tiếng Anh").fill(`Licence ${suffix}`);
    await page.getByLabel("Bắt buộc điền").check();
    await page.getByRole("button", { name: "Lưu trường" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã lưu trường");
    await expect(page.getByText(`${labelVi} / Licence ${suffix}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await switchTo(page, account);
    await page.goto("/user/agent-verification");
    await expect(page.getByRole("heading", { level: 1, name: "Xác minh môi giới" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The site's default form (seeded) is answered too; a failed send asks for the files again.
    const answerDefaults = async () => {
      await page.getByLabel("Họ và tên (như trên CCCD)").fill(account.name);
      await page.getByLabel("Số CCCD").fill("079200001234");
      await page.getByLabel("Ảnh chụp CCCD").setInputFiles({ name: "cccd.jpg", mimeType: "image/jpeg", buffer: await makeJpeg() });
      await page
        .getByLabel("Chứng chỉ hành nghề môi giới bất động sản")
        .setInputFiles({ name: "giay-phep.jpg", mimeType: "image/jpeg", buffer: await makeJpeg() });
    };
    await answerDefaults();
    await page.getByRole("button", { name: "Gửi đơn" }).click();
    await expect(page.getByRole("alert")).toHaveText("Vui lòng chọn tệp để tải lên");
    await expect(page.getByLabel(labelVi)).toHaveAttribute("aria-invalid", "true");
    await answerDefaults();
    await page.getByLabel(labelVi).setInputFiles({ name: "chung-chi.jpg", mimeType: "image/jpeg", buffer: await makeJpeg() });
    await page.getByRole("button", { name: "Gửi đơn" }).click();
    await expect(page.getByRole("heading", { name: "Đang chờ xác minh" })).toBeVisible();
    await expect(page.getByRole("link", { name: "chung-chi.jpg" })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchTo(page, staff.credentials);
    await page.goto("/admin/verifications");
    const application = page.getByRole("article").filter({ hasText: account.email });
    const file = application.getByRole("link", { name: /Mở tệp/ }).first();
    const opened = await page.request.get((await file.getAttribute("href"))!);
    expect([opened.status(), opened.headers()["content-type"]]).toEqual([200, "image/jpeg"]);
    await expectNoAxeViolations(page);
    await application.getByRole("button", { name: `Xác minh: ${account.name}` }).click();
    await expect(page.getByRole("status")).toHaveText("Đã xác minh");
    await expect(page.getByRole("article").filter({ hasText: account.email })).toHaveCount(0);

    await page.goto("/agents?verified=1");
    const card = page.getByRole("article").filter({ hasText: account.name });
    await expect(card.getByText("Đã xác minh")).toBeVisible();

    const fields = await request.get("/api/admin/verification-form-fields", { headers: staff.headers });
    for (const field of ((await fields.json()) as { data: { id: number; label_vi: string }[] }).data.filter(
      (f) => f.label_vi === labelVi,
    )) {
      expect(
        (await request.post("/api/admin/remove-verification-form-field", { data: { id: field.id }, headers: staff.headers })).ok(),
      ).toBeTruthy();
    }
  });

  test("the user and staff verification pages fit a 390 px phone @phone", async ({ page, request, baseURL, account, staff, isMobile }) => {
    test.skip(!isMobile, phoneOnly);
    test.setTimeout(150_000);
    const listing = await createPublicListing(request, baseURL!, account, staff.headers);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, account);
    await page.goto("/user/agent-verification");
    await expect(page.getByRole("button", { name: "Gửi đơn" })).toBeVisible();
    await expectFitsPhone(page);
    await expectNoAxeViolations(page);
    await page.goto(`/user/properties/${listing.id}/verify`);
    await expect(page.getByRole("button", { name: "Gửi xác minh" })).toBeVisible();
    await expectFitsPhone(page);
    await expectNoAxeViolations(page);
    await switchTo(page, staff.credentials);
    for (const path of ["/admin/verifications", "/admin/verifications?kind=listing", "/admin/verification-form"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectFitsPhone(page);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("verified listings", () => {
  test("an owner asks for verification, staff approve with the checklist, and the badge says what was checked", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    test.setTimeout(150_000);
    const listing = await createPublicListing(request, baseURL!, account, staff.headers);

    await signInThroughForm(page, account);
    await page.goto("/user/properties");
    await page.getByRole("link", { name: `Xác minh tin: ${listing.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Xác minh tin: ${listing.title}`);
    await expect(page.getByRole("heading", { name: "Chưa xác minh" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Gửi xác minh" }).click();
    await expect(page.getByRole("alert")).toHaveText("Vui lòng chọn tệp để tải lên");
    await expect(page.getByText("Vui lòng tải lên ảnh gần đây hoặc video ngắn của bất động sản")).toBeVisible();
    await page.getByLabel("Sổ đỏ / sổ hồng").setInputFiles({ name: "so-hong.jpg", mimeType: "image/jpeg", buffer: await makeJpeg() });
    await page.getByLabel("Ảnh gần đây của bất động sản").setInputFiles([
      { name: "phong-khach.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(640, 480) },
      { name: "mat-tien.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(480, 640) },
    ]);
    await page.getByRole("button", { name: "Gửi xác minh" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã gửi yêu cầu xác minh. Chúng tôi sẽ kiểm tra và báo lại cho bạn.");
    await expect(page.getByRole("heading", { name: "Đang chờ xác minh" })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchTo(page, staff.credentials);
    await page.goto("/admin/verifications?kind=listing");
    const request_ = page.getByRole("article").filter({ hasText: listing.title });
    await expect(request_.getByRole("link", { name: "Sổ đỏ / sổ hồng 1" })).toBeVisible();
    await expect(request_.getByRole("link", { name: /^Ảnh \d$/ })).toHaveCount(2);
    await expectNoAxeViolations(page);
    await request_.getByLabel("Chủ sở hữu khớp với sổ đỏ / sổ hồng").check();
    await request_.getByLabel("Ảnh / video đúng là bất động sản này").check();
    await request_.getByRole("button", { name: new RegExp(`^Xác minh: ${listing.title}`) }).click();
    await expect(page.getByRole("status")).toHaveText("Đã xác minh");

    await page.goto(`/properties-details/${listing.slug_id}`);
    const today = formatDate(new Date(), "vi");
    await expect(page.getByText(`Đã kiểm tra chủ sở hữu, ảnh thực tế ngày ${today}`)).toBeVisible();
    await expect(page.locator("body")).not.toContainText("so-hong.jpg");

    await page.goto("/properties?verified=1");
    await expect(page.getByRole("link", { name: listing.title })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Chỉ tin đã xác minh" })).toBeChecked();
  });
});
