import type { APIRequestContext, Page } from "@playwright/test";
import { signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { ownerWithPostedListing } from "./newcomer-support.ts";

interface Detail {
  id: number;
  slug_id: string;
  property_type: "sell" | "rent";
  title_image: string | null;
  gallery_images: { url: string }[];
  // eBroker's shape: `value` as people read it, `value_code` as stored (server/api/answers/property.ts).
  parameters: { code: string | null; value: string; value_code: string }[];
}

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Map tiles come from a third-party tile server: answered locally so tests need no network. */
async function fakeMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: onePixelPng }));
}

/** Public, non-premium listings in full, as a visitor's API answers them. */
async function details(request: APIRequestContext, query: string): Promise<Detail[]> {
  const res = await request.get(`/api/get-property-list?is_premium=0&limit=30&${query}`);
  expect(res.ok()).toBeTruthy();
  const ids = ((await res.json()) as { data: { id: number }[] }).data.map((p) => p.id);
  const out: Detail[] = [];
  for (const id of ids) {
    const one = await request.get(`/api/get_property?id=${id}`);
    expect(one.ok(), await one.text()).toBeTruthy();
    out.push(((await one.json()) as { data: Detail[] }).data[0]!);
  }
  return out;
}

test.describe("the detail page shows what people read", () => {
  test.beforeEach(async ({ page }) => fakeMapTiles(page));

  test("amenities show by their labels, never as raw JSON", async ({ page, request }) => {
    const listing = (await details(request, "sort_by=newest")).find((d) =>
      d.parameters.some((p) => p.code === "amenities" && p.value_code.startsWith("[")),
    );
    expect(listing, "a listing with amenities").toBeTruthy();
    await page.goto(`/properties-details/${listing!.slug_id}`);
    const section = page.getByTestId("section-parameters");
    const amenities = section.locator("dl > div", { has: page.getByText("Tiện ích", { exact: true }) });
    await expect(amenities).toBeVisible();
    const text = await amenities.innerText();
    expect(text).not.toMatch(/[[\]"]/);
    expect(text).toMatch(/Hồ bơi|Phòng gym|Bảo vệ 24\/7|Thang máy|Chỗ đậu ô tô/);
    await expect(section).not.toContainText("[");
  });

  test("a newly posted listing's cover photo leads its gallery", async ({ page, request, baseURL }) => {
    const { person, headers, slugId } = await ownerWithPostedListing(request, baseURL!, { galleryCount: 2, label: "Ảnh bìa" });

    await signInThroughForm(page, person);
    await page.goto(`/my-property/${slugId}`);
    const photos = page.getByRole("main").getByRole("region", { name: "Thư viện ảnh" }).getByRole("link");
    // The large cover, then a thumbnail for each of the three photos, the cover's first.
    await expect(photos).toHaveCount(4);
    await expect(page.getByTestId("gallery-thumbnail").first()).toHaveAttribute("aria-label", "Mở ảnh bìa");
    const mine = ((await (await request.get(`/api/get_property?slug_id=${slugId}`, { headers })).json()) as { data: Detail[] }).data[0]!;
    await expect(photos.first()).toHaveAttribute("href", new URL(mine.title_image!, baseURL).pathname);
    await expectNoAxeViolations(page);
  });

  test("the loan widget shows on sale listings only", async ({ page, request }) => {
    const rental = (await details(request, "property_type=rent")).at(0);
    const sale = (await details(request, "property_type=sell")).at(0);
    expect(rental?.property_type).toBe("rent");
    expect(sale?.property_type).toBe("sell");
    await page.goto(`/properties-details/${rental!.slug_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Trả hàng tháng")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Tính khoản vay" })).toHaveCount(0);
    await page.goto(`/properties-details/${sale!.slug_id}`);
    await expect(page.getByText("Trả hàng tháng")).toBeVisible();
  });

  test("the mortgage page's price field and the loan it shows agree", async ({ page }) => {
    await page.goto("/mortgage-calculator");
    await page.getByLabel("Giá bất động sản (VND)").fill("3000000000");
    await page.getByLabel("Trả trước (VND)").fill("1000000000");
    await page.getByLabel("Lãi suất (%/năm)").fill("10");
    await page.getByLabel("Thời hạn vay (năm)").fill("20");
    await page.getByRole("button", { name: "Tính" }).click();
    const summary = page.locator("section[aria-labelledby=mortgage-summary]");
    await expect(summary.locator("dl")).toContainText("Số tiền vay");
    await expect(summary.locator("dl")).toContainText("2.000.000.000");
    await expectNoAxeViolations(page);
  });
});
