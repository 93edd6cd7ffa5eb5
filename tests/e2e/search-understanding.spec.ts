import type { APIRequestContext } from "@playwright/test";
import { createVerifiedAccount, giveProPackage, makeJpeg, newPerson, signInThroughForm } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test, waitForHydration } from "./fixtures.ts";

type Category = { id: number; slug_id: string; parameter_types: { id: number; code: string | null; is_required: boolean }[] };

/** A public two-bedroom apartment in Phường Tân Thuận (former District 7) at `price`, posted by a new owner and approved. */
async function twoBedroomInDistrict7(request: APIRequestContext, baseURL: string, title: string, price: number): Promise<number> {
  const owner = newPerson("Chủ nhà");
  await createVerifiedAccount(request, owner);
  const staff = await apiSignIn(request, baseURL);
  await giveProPackage(request, baseURL, owner, staff);
  const categories = ((await (await request.get("/api/get_categories")).json()) as { data: Category[] }).data;
  const apartment = categories.find((c) => c.slug_id === "can-ho-chung-cu")!;
  const answer = (code: string) => apartment.parameter_types.find((p) => p.code === code)!.id;
  const posted = await request.post("/api/post_property", {
    headers: await apiSignIn(request, baseURL, owner),
    multipart: {
      "parameters[0][parameter_id]": String(answer("area")),
      "parameters[0][value]": "72",
      "parameters[1][parameter_id]": String(answer("bedrooms")),
      "parameters[1][value]": "2",
      title,
      description: "Căn hộ hai phòng ngủ, gần trường học và chợ.",
      category_id: String(apartment.id),
      property_type: "sell",
      price: String(price),
      address: "27 Nguyễn Hữu Thọ",
      ward_code: "70113080",
      city: "Thành phố Hồ Chí Minh",
      latitude: "10.7388",
      longitude: "106.721",
      title_image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 600) },
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const id = ((await posted.json()) as { data: { id: number } }).data.id;
  const approved = await request.post("/api/admin/moderate", { data: { kind: "property", id, decision: "approve" }, headers: staff });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return id;
}

test("a free search becomes filters shown as chips; every result matches and removing a chip widens the results", async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await twoBedroomInDistrict7(request, baseURL!, `Căn hộ hai phòng ngủ Tân Thuận ${stamp}`, 4_200_000_000);
  await page.goto("/");
  await page.getByRole("combobox", { name: "Tìm kiếm" }).fill("can ho 2pn q7 duoi 5 ty");
  await page.getByRole("button", { name: "Tìm kiếm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả cho “can ho 2pn q7 duoi 5 ty”");
  const chips = page.getByTestId("filter-chip");
  await expect(chips).toHaveText(["Căn hộ chung cư ×", "2 phòng ngủ ×", "Giá đến 5 tỷ ×", "Quận 7 (cũ) ×"]);
  // The panel is set to match what was understood.
  const panel = page.getByTestId("filter-form");
  await expect(panel.getByLabel("Danh mục")).toHaveValue("can-ho-chung-cu");
  await expect(panel.getByLabel("Số phòng ngủ")).toHaveValue("2");
  await expect(panel.getByLabel("Quận/huyện cũ")).toHaveValue("quan-7");
  // The price bound is the one money field, written as people write it.
  await expect(panel.getByLabel("Giá đến", { exact: true })).toHaveValue("5 tỷ");
  const cards = page.getByTestId("property-card");
  await expect(cards.first()).toBeVisible();
  const narrow = await cards.count();
  // Every result is a two-bedroom apartment in a District 7 ward at 5 tỷ or less: one of the listings those filters give by name.
  const byName = await request.get(
    "/api/get-property-list?category_slug_id=can-ho-chung-cu&bedrooms=2&max_price=5000000000&district=quan-7&limit=48",
  );
  const matching = new Set(((await byName.json()) as { data: { slug_id: string }[] }).data.map((p) => p.slug_id));
  const shown = await cards.evaluateAll((nodes) =>
    nodes.map((n) => n.querySelector('a[href*="/properties-details/"]')?.getAttribute("href") ?? ""),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const href of shown) expect(matching.has(decodeURIComponent(href.split("/").pop()!.split("?")[0]!)), href).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Bỏ bộ lọc 2 phòng ngủ" }).click();
  await expect(chips).toHaveText(["Căn hộ chung cư ×", "Giá đến 5 tỷ ×", "Quận 7 (cũ) ×"]);
  await expect(page).toHaveURL(/district=quan-7/);
  expect(await cards.count()).toBeGreaterThan(narrow);
  // Back on the understood search, the words as typed are one link away.
  await page.goBack();
  await expect(chips).toHaveCount(4);
  await page.getByTestId("search-as-typed").click();
  await expect(page).toHaveURL(/search_as_typed=true/);
  await expect(page.getByTestId("filter-chip")).toHaveCount(0);
});

test('the filter panel takes a price typed "4,2 tỷ", reads it back and puts whole VND in the shareable URL', async ({ page }) => {
  await page.goto("/properties");
  const panel = page.getByTestId("filter-form");
  await waitForHydration(panel.getByLabel("Giá từ", { exact: true }));
  await panel.getByLabel("Giá từ", { exact: true }).fill("4,2 tỷ");
  await expect(
    page.getByTestId(
      await panel
        .getByLabel("Giá từ", { exact: true })
        .getAttribute("id")
        .then((id) => `${id}-readback`),
    ),
  ).toHaveText("= 4,2 tỷ đồng");
  await panel.getByRole("button", { name: "Áp dụng" }).click();
  await expect(page).toHaveURL(/[?&]min_price=4200000000(&|$)/);
  await expect(page.getByTestId("filter-chip")).toHaveText(["Giá từ 4,2 tỷ ×"]);
  await expect(panel.getByLabel("Giá từ", { exact: true })).toHaveValue("4,2 tỷ");
});

test('posting a listing with the price typed as "4,2 tỷ" reads it back and stores 4 200 000 000', async ({ page, request, baseURL }) => {
  const owner = newPerson("Chủ nhà");
  await createVerifiedAccount(request, owner);
  await giveProPackage(request, baseURL!, owner, await apiSignIn(request, baseURL!));
  await signInThroughForm(page, owner);
  await fakeMapTiles(page);
  const title = `Căn hộ giá gõ tay ${Date.now().toString(36)}`;
  await page.goto("/user/properties/new");
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  // A click before hydration would be undone by it.
  await waitForHydration(form.getByRole("radio").first());
  await form.getByRole("radio").first().check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Căn hộ sáng sủa, gần chợ và trường học.");
  const price = form.getByRole("textbox", { name: "Giá (VND)", exact: true });
  await price.fill("4,2 tỷ");
  await expect(form.getByTestId("price-readback")).toHaveText("= 4,2 tỷ đồng");
  await form.getByRole("textbox", { name: /^Diện tích/ }).fill("68");
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Địa chỉ", exact: true }).fill("12 Lê Lợi");
  await form.getByRole("button", { name: "Chọn trên bản đồ" }).click();
  const picker = form.getByRole("application", { name: "Bản đồ: nhấn để chọn vị trí" });
  await expect(picker.locator(".leaflet-tile").first()).toBeAttached();
  await picker.click();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByLabel(/^Ảnh đại diện/).setInputFiles({ name: "title.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(320, 240) });
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 6\/6/ })).toBeVisible();
  await expect(form.getByText("4.200.000.000")).toBeVisible();
  await form.getByRole("button", { name: "Gửi tin đăng" }).click();
  await expect(page).toHaveURL(/\/user\/properties\?notice=/);
  const mine = await request.get("/api/get-added-properties?limit=5", { headers: await apiSignIn(request, baseURL!, owner) });
  const listed = ((await mine.json()) as { data: { title: string; price: number }[] }).data.find((p) => p.title === title);
  expect(listed?.price).toBe(4_200_000_000);
});

test('find-my-property completes with a budget typed as "3 tỷ"', async ({ page }) => {
  await page.goto("/find-property");
  await expect(page.getByText("Bước 1/5")).toBeVisible();
  await page.getByLabel("Mua").check();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Ngân sách tối đa (VND)").fill("3 tỷ");
  await expect(
    page.getByTestId(
      await page
        .getByLabel("Ngân sách tối đa (VND)")
        .getAttribute("id")
        .then((id) => `${id}-readback`),
    ),
  ).toHaveText("= 3 tỷ đồng");
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Trong vòng 1 tháng").check();
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Họ tên").fill("Minh Anh");
  await page.getByLabel("Email").fill(`minhanh-${Date.now()}@example.vn`);
  await page.getByRole("button", { name: "Gửi yêu cầu tìm nhà" }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
});

test("suggestions as the user types: wards with their former district, chosen with the keyboard", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Tìm kiếm" });
  await waitForHydration(box);
  await box.fill("tan hu");
  const option = page.getByRole("option", { name: /Phường Tân Hưng \(Quận 7 cũ\)/ });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  const options = page.getByRole("listbox", { name: "Gợi ý tìm kiếm" }).getByRole("option");
  const index = (await options.allTextContents()).findIndex((text) => text.startsWith("Phường Tân Hưng (Quận 7 cũ)"));
  for (let i = 0; i <= index; i++) await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(box).toHaveValue("Phường Tân Hưng");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("Enter");
  await expect(page.getByTestId("filter-chip")).toHaveText(["Phường Tân Hưng (Quận 7 cũ) ×"]);
});
