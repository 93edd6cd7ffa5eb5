import { signInThroughForm } from "./accounts-support.ts";
import { adminCredentials, apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { ownerWithPostedListing } from "./newcomer-support.ts";

const isoDate = /\b\d{4}-\d{2}-\d{2}\b/;

test.describe("dates, prices and states read through the formatters and dictionaries", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a pending listing reads 'Chờ duyệt' and never 'Đang hiển thị'; dates are never ISO", async ({ page, request, baseURL }) => {
    const { person, slugId, title } = await ownerWithPostedListing(request, baseURL!, { label: "Chờ duyệt" });
    await signInThroughForm(page, person);

    await page.goto("/user/properties");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toContainText("Chờ duyệt");
    await expect(item).toContainText("Chưa hiển thị");
    await expect(item).not.toContainText("Đang hiển thị");
    expect(await page.getByRole("main").innerText()).not.toMatch(isoDate);
    await expectNoAxeViolations(page);

    await page.goto(`/my-property/${slugId}`);
    const panel = page.getByTestId("owner-panel");
    await expect(panel).toContainText("Chờ duyệt");
    await expect(panel).not.toContainText("Đang hiển thị");

    // Staff read the same state once: waiting for review, not shown.
    const staffContext = await page.context().browser()!.newContext();
    const staffPage = await staffContext.newPage();
    await signInThroughForm(staffPage, adminCredentials);
    await staffPage.goto(`/admin/listings?search=${encodeURIComponent(title)}`);
    const row = staffPage.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Chờ duyệt");
    await expect(row).not.toContainText("Đang hiển thị");
    await staffContext.close();

    await page.goto("/subscription-plan");
    const running = page.getByText(/Đang dùng đến/);
    await expect(running).toBeVisible();
    expect(await running.innerText()).not.toMatch(isoDate);
  });

  test("moderation cards show price, owner and date; the audit log shows translated actions and statuses in Vietnam time", async ({
    browser,
    request,
    baseURL,
  }) => {
    const { id, person, title } = await ownerWithPostedListing(request, baseURL!, { label: "Nhật ký" });
    const staff = await apiSignIn(request, baseURL!, adminCredentials);
    // A browser in another zone still reads Vietnam time.
    const context = await browser.newContext({ locale: "vi-VN", timezoneId: "UTC" });
    const page = await context.newPage();
    await signInThroughForm(page, adminCredentials);
    await page.goto(`/admin/moderation?kind=property&search=${encodeURIComponent(title)}`);
    const facts = page.getByRole("article", { name: title }).getByTestId("moderation-facts");
    await expect(facts).toContainText("Giá: 3,5 tỷ");
    await expect(facts).toContainText(`Người đăng: ${person.name}`);
    await expect(facts).toContainText("Ngày gửi:");
    expect(await facts.innerText()).not.toMatch(isoDate);
    await expectNoAxeViolations(page);

    const decided = await request.post("/api/admin/moderate", { data: { kind: "property", id, decision: "approve" }, headers: staff });
    expect(decided.ok(), await decided.text()).toBeTruthy();
    const log = await request.get(`/api/admin/audit-log?entity_type=property&entity_id=${id}`, { headers: staff });
    const [entry] = ((await log.json()) as { data: { created_at: string }[] }).data;
    const vietnamTime = new Intl.DateTimeFormat("vi-VN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }).format(
      new Date(entry!.created_at),
    );

    await page.goto(`/admin/audit-log?entity_type=property&entity_id=${id}`);
    const row = page.getByRole("row").nth(1);
    await expect(row).toContainText("Duyệt tin đăng");
    await expect(row).toContainText("Chờ duyệt → Đã duyệt");
    await expect(row).not.toContainText("property.approve");
    // A recent entry reads as an age; its exact Vietnam time is on the element.
    await expect(row.locator("time")).toHaveText(/vừa xong|phút trước/);
    await expect(row.locator("time")).toHaveAttribute("title", vietnamTime);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
