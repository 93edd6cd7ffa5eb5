import { createPublicListing, createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("personalised feed", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a user saves interests on a phone, fixes a price error without losing choices, and the home page recommends listings that fit", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    // A listing that fits: 4.2 tỷ, for sale, in the first category (createPublicListing's choices).
    const owner = newPerson("Chủ nhà gợi ý");
    await createVerifiedAccount(request, owner);
    const listing = await createPublicListing(request, baseURL!, owner, staff.headers);
    const categories = (await (await request.get("/api/get_categories")).json()) as { data: { id: number; category: string }[] };
    const category = categories.data[0]!;

    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, account);
    await page.getByLabel("Mở menu").click();
    await page.getByRole("link", { name: "Cá nhân hoá bảng tin" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cá nhân hoá bảng tin" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: the category checkbox and the "for sale" radio are reached and set without a mouse.
    const categoryBox = page.getByRole("checkbox", { name: category.category, exact: true });
    await categoryBox.focus();
    await page.keyboard.press("Space");
    await expect(categoryBox).toBeChecked();
    const sell = page.getByRole("radio", { name: "Bán", exact: true });
    await sell.focus();
    await page.keyboard.press("Space");
    await expect(sell).toBeChecked();
    await page.getByLabel("Giá thấp nhất (VND)").fill("4.500.000.000");
    await page.getByLabel("Giá cao nhất (VND)").fill("4.000.000.000");
    await page.getByRole("button", { name: "Lưu sở thích" }).click();

    await expect(page.getByRole("alert")).toHaveText("Giá thấp nhất không được lớn hơn giá cao nhất");
    await expect(page.getByText("Giá thấp nhất không được lớn hơn giá cao nhất", { exact: true }).last()).toBeVisible();
    // Nothing typed or chosen is lost.
    await expect(categoryBox).toBeChecked();
    await expect(sell).toBeChecked();
    await expect(page.getByLabel("Giá thấp nhất (VND)")).toHaveValue("4.500.000.000");
    await expectNoAxeViolations(page);
    const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(horizontalOverflow).toBeLessThanOrEqual(0);

    await page.getByLabel("Giá thấp nhất (VND)").fill("4000000000");
    await page.getByLabel("Giá cao nhất (VND)").fill("4500000000");
    await page.getByRole("button", { name: "Lưu sở thích" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã lưu sở thích của bạn");
    await expect(page.getByLabel("Giá thấp nhất (VND)")).toHaveValue("4000000000");

    await page.getByRole("link", { name: "Xem gợi ý cho bạn trên trang chủ" }).click();
    const section = page.getByTestId("home-recommended");
    await expect(section.getByRole("heading", { name: "Gợi ý cho bạn" })).toBeVisible();

    // Every card shown is one the API recommends, and every recommendation fits the saved range, type and category.
    const headers = await apiSignIn(request, baseURL!, account);
    const recommended = (await (await request.get("/api/get_user_recommendation?limit=4", { headers })).json()) as {
      data: { title: string; price: number; property_type: string; category_id: number }[];
    };
    expect(recommended.data.length).toBeGreaterThan(0);
    for (const item of recommended.data) {
      expect(item.price).toBeGreaterThanOrEqual(4_000_000_000);
      expect(item.price).toBeLessThanOrEqual(4_500_000_000);
      expect(item.property_type).toBe("sell");
      expect(item.category_id).toBe(category.id);
    }
    const everyFit = (await (await request.get("/api/get_user_recommendation?limit=100", { headers })).json()) as {
      data: { id: number }[];
    };
    expect(everyFit.data.map((item) => item.id)).toContain(listing.id);
    await expect(section.getByTestId("property-card")).toHaveCount(recommended.data.length);
    for (const item of recommended.data) await expect(section.getByTestId("property-card").filter({ hasText: item.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
