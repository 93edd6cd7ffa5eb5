import { expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

interface Listed {
  slug_id: string;
  title: string;
  property_type: string;
  latitude: number | string;
  longitude: number | string;
}

async function aListing(request: import("@playwright/test").APIRequestContext): Promise<Listed> {
  const body = (await (await request.get("/api/get-property-list?limit=20&property_type=sell")).json()) as { data: Listed[] };
  const listing = body.data.find((p) => Number(p.latitude) && Number(p.longitude));
  expect(listing).toBeTruthy();
  return listing!;
}

test.describe("the map page lists the listings in view", () => {
  test("without JavaScript: the listings of the URL's view with the list's filters, and a link to the list", async ({
    browser,
    request,
  }) => {
    const listing = await aListing(request);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();
    await fakeMapTiles(page);
    const at = `lat=${listing.latitude}&lng=${listing.longitude}&zoom=18`;
    await page.goto(`/map?${at}`);
    // The map's first view shows too: the tiles around the place, the one holding it at the map's middle.
    const [latitude, longitude] = [Number(listing.latitude), Number(listing.longitude)];
    const column = Math.floor(((longitude + 180) / 360) * 2 ** 18);
    const row = Math.floor(((1 - Math.asinh(Math.tan((latitude * Math.PI) / 180)) / Math.PI) / 2) * 2 ** 18);
    const region = (await page.getByRole("region", { name: "Bản đồ tin đăng" }).boundingBox())!;
    const holding = (await page.getByTestId("map-preview").locator(`img[src$="/18/${column}/${row}.png"]`).boundingBox())!;
    const middle = { x: region.x + region.width / 2, y: region.y + region.height / 2 };
    expect(
      holding.x <= middle.x && middle.x < holding.x + holding.width && holding.y <= middle.y && middle.y < holding.y + holding.height,
    ).toBe(true);
    const list = page.getByTestId("map-list");
    await expect(list.getByRole("link", { name: listing.title, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Xem dạng danh sách" })).toHaveAttribute("href", "/properties");
    // The list page's filters apply: the same place for rent only leaves this sale listing out.
    await page.goto(`/map?${at}&property_type=rent`);
    await expect(list.getByRole("link", { name: listing.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole("search", { name: "Bộ lọc" })).toBeAttached();
    await context.close();
  });

  test("with JavaScript the list follows the map as it moves", async ({ page, request }) => {
    const listing = await aListing(request);
    await fakeMapTiles(page);
    await page.goto(`/map?lat=${listing.latitude}&lng=${listing.longitude}&zoom=18`);
    const list = page.getByTestId("map-list");
    const mine = list.getByRole("link", { name: listing.title, exact: true });
    await expect(mine.first()).toBeVisible();
    // Once Leaflet has drawn its tiles, the first view's images go.
    await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
    await expect(page.getByTestId("map-preview")).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Drag the listing out of view: the list follows without a page load.
    const map = page.getByRole("region", { name: "Bản đồ tin đăng" });
    const box = (await map.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 10, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 10 - ((box.width - 20) * step) / 10, y);
    await page.mouse.up();
    await page.mouse.move(box.x + box.width - 10, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width - 10 - ((box.width - 20) * step) / 10, y);
    await page.mouse.up();
    await expect(mine).toHaveCount(0);
  });
});
