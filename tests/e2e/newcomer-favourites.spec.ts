import { createVerifiedAccount, newPerson } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("favourites", () => {
  test.describe.configure({ timeout: 60_000 });
  // Map tiles come from a third-party tile server: answered locally so tests need no network.
  test.beforeEach(async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: onePixelPng }));
  });

  test("the heart on a card leads a visitor to sign in and back; on the detail page it saves, counts and remembers", async ({
    page,
    request,
  }) => {
    const person = newPerson("Yêu thích");
    await createVerifiedAccount(request, person);
    // A free listing among the first page's cards (featured listings lead the page, whatever ran before).
    const list = await request.get("/api/get-property-list?is_premium=0&limit=100&sort_by=newest");
    const free = ((await list.json()) as { data: { id: number; title: string; slug_id: string }[] }).data;
    await page.goto("/properties?sort_by=newest");
    const shown = await page.getByTestId("property-card").getByRole("heading").allInnerTexts();
    const listing = free.find((p) => shown.some((title) => title.trim() === p.title));
    expect(listing, "a free listing on the first page").toBeTruthy();
    const card = page.getByTestId("property-card").filter({ hasText: listing!.title }).first();
    await card.getByRole("button", { name: `Lưu tin: ${listing!.title}` }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproperties%3Fsort_by%3Dnewest/);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(person.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL(/\/properties\?sort_by=newest$/);

    await page.goto(`/properties-details/${listing!.slug_id}`);
    const heart = page.getByRole("main").getByRole("button", { name: "Lưu tin", exact: true });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    const likes = page.getByTestId("like-count");
    const before = Number((await likes.innerText()).replace(/\D/g, ""));
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(likes).toHaveText(`${before + 1} lượt thích`);
    await expectNoAxeViolations(page);

    // The state and the count come from the server after a reload, and the list shows the listing.
    await page.reload();
    await expect(page.getByRole("main").getByRole("button", { name: "Lưu tin", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("like-count")).toHaveText(`${before + 1} lượt thích`);
    await page.goto("/user/favourites");
    await expect(page.getByTestId("property-card").filter({ hasText: listing!.title })).toBeVisible();

    // The card's heart shows the saved state and removes it.
    await page.goto("/properties?sort_by=newest");
    const cardHeart = page
      .getByTestId("property-card")
      .filter({ hasText: listing!.title })
      .first()
      .getByRole("button", { name: `Lưu tin: ${listing!.title}` });
    await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
    // The heart flips at once; the removal is done when the server has answered.
    const removed = page.waitForResponse((res) => res.request().method() === "POST");
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
    await removed;
    await page.goto(`/properties-details/${listing!.slug_id}`);
    await expect(page.getByTestId("like-count")).toHaveText(`${before} lượt thích`);
    await expect(page.getByRole("main").getByRole("button", { name: "Lưu tin", exact: true })).toHaveAttribute("aria-pressed", "false");
  });

  test("the heart works without JavaScript and comes back to the page", async ({ browser, request }) => {
    const person = newPerson("Không JS");
    await createVerifiedAccount(request, person);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto("/login");
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(person.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(person.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    const list = await request.get("/api/get-property-list?is_premium=0&limit=1&sort_by=newest");
    const [listing] = ((await list.json()) as { data: { slug_id: string }[] }).data;
    await page.goto(`/properties-details/${listing!.slug_id}`);
    await page.getByRole("main").getByRole("button", { name: "Lưu tin", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/properties-details/${listing!.slug_id}$`));
    await expect(page.getByRole("main").getByRole("button", { name: "Lưu tin", exact: true })).toHaveAttribute("aria-pressed", "true");
    await context.close();
  });
});
