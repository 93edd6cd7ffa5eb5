import { expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

// On a phone the owner's card is far down the page: the price and the contact actions stay at hand.
test.describe("listing detail on a phone", () => {
  test("a sticky bar holds the price and the contact actions; on a desktop the owner's card does", async ({ page, request }) => {
    await fakeMapTiles(page);
    const body = (await (await request.get("/api/get-property-list?limit=20")).json()) as {
      data: { slug_id: string; is_premium: boolean }[];
    };
    const listing = body.data.find((p) => !p.is_premium)!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/properties-details/${listing.slug_id}`);
    const bar = page.getByTestId("contact-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByText(/tỷ|triệu|nghìn|Thỏa thuận/)).toBeVisible();
    // Still there after scrolling half-way down, and inside the screen.
    await page.mouse.wheel(0, 1500);
    await expect(bar).toBeInViewport({ ratio: 1 });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 0.5);
    await bar.getByRole("link", { name: "Liên hệ", exact: true }).click();
    await expect(page).toHaveURL(/#owner-heading$/);
    await expect(page.getByTestId("owner-card")).toBeInViewport();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(bar).toBeHidden();
  });
});
