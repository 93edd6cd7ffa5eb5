import path from "node:path";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { messageText } from "../support/outbox.ts";
import { createPublicListing, newPerson, createVerifiedAccount } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

test.describe("a listing's price history and its followers", () => {
  test.describe.configure({ timeout: 90_000 });

  test("@phone a price cut approved by staff shows in the history, reaches the follower's inbox and mail within seconds, and the follower marks it Quan tâm", async ({
    page,
    request,
    baseURL,
    staff,
    account: follower,
  }) => {
    await fakeMapTiles(page);
    const owner = newPerson("Chủ tin");
    await createVerifiedAccount(request, owner);
    const listing = await createPublicListing(request, baseURL!, owner, staff.headers);
    const followerHeaders = await apiSignIn(request, baseURL!, follower);
    const liked = await request.post("/api/add_favourite", { data: { property_id: listing.id, type: 1 }, headers: followerHeaders });
    expect(liked.ok(), await liked.text()).toBeTruthy();

    // The owner cuts 4,2 tỷ to 3,9 tỷ; the edit goes back to review and staff approve it.
    const cut = await request.post("/api/update_post_property", {
      data: { id: listing.id, price: 3_900_000_000 },
      headers: await apiSignIn(request, baseURL!, owner),
    });
    expect(cut.ok(), await cut.text()).toBeTruthy();
    const approved = await request.post("/api/admin/moderate", {
      data: { kind: "property", id: listing.id, decision: "approve" },
      headers: staff.headers,
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();

    // The background job tells the follower: the inbox, then the mail.
    await expect
      .poll(
        async () => {
          const res = await request.get("/api/get_notification_list", { headers: followerHeaders });
          return ((await res.json()) as { data: { title: string }[] }).data.map((n) => n.title);
        },
        { timeout: 15_000 },
      )
      .toContain(`Giảm giá: ${listing.title}`);
    // The mail worker sends the queued mail right after; wait for it rather than race it.
    const priceDropMail = async () =>
      (await readOutbox(path.resolve(process.env.E2E_DATA_DIR!), "mail"))
        .map((m) => messageText(m.content))
        .find((text) => text.includes(`/properties-details/${listing.slug_id}`) && text.includes("4,2 tỷ")) ?? "";
    await expect.poll(priceDropMail, { message: "the price-drop mail", timeout: 15_000 }).toContain("3,9 tỷ");

    // The detail page: the cut in words, the time on the site, the prices as a table.
    await page.goto(`/properties-details/${listing.slug_id}`);
    const history = page.getByTestId("section-price-history");
    await expect(history.getByTestId("price-change")).toHaveText(/^Giảm 300 triệu so với \d{2}\/\d{2}$/);
    await expect(history.getByTestId("time-on-site")).toHaveText("Đăng hôm nay");
    await history.getByText("Xem bảng số liệu").click();
    await expect(history.getByTestId("price-history-table").getByRole("cell")).toHaveText(["4,2 tỷ", "3,9 tỷ"]);
    await expect(history.getByRole("img")).toHaveAccessibleName("Biểu đồ giá theo thời gian: 4,2 tỷ đến 3,9 tỷ");

    // The follower signs in and marks the listing Quan tâm; the owner sees who.
    await page.goto(`/login?redirectTo=${encodeURIComponent(`/properties-details/${listing.slug_id}`)}`);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(follower.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(follower.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL(new RegExp(`/properties-details/${listing.slug_id}$`));
    const interest = page.getByRole("main").getByRole("button", { name: "Quan tâm" });
    await expect(interest).toHaveAttribute("aria-pressed", "false");
    const saved = page.waitForResponse((res) => res.request().method() === "POST" && res.url().includes("/user/interests"));
    await interest.click();
    await saved;
    await expect(interest).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
    const seen = await request.get(`/api/get_interested_users?property_id=${listing.id}`, {
      headers: await apiSignIn(request, baseURL!, owner),
    });
    expect(((await seen.json()) as { data: { name: string }[] }).data.map((u) => u.name)).toEqual([follower.name]);
  });

  test("the ward's price band shows on a detail page in a ward with enough listings and on the ward's page, and not where the sample is small", async ({
    page,
    request,
  }) => {
    await fakeMapTiles(page);
    await page.goto("/properties/ward/phuong-tan-hung");
    const bands = page.getByTestId("ward-price-bands");
    await expect(bands.getByRole("heading")).toHaveText("Giá mỗi m² tại Phường Tân Hưng (ước tính)");
    await expect(bands.getByRole("rowheader")).toHaveText(["Căn hộ chung cư · Bán"]);

    const wardCode = await request.get("/api/get-property-list?limit=1&search=Tân Hưng").then(async (res) => {
      const first = ((await res.json()) as { data: { ward: { code: string; name: string } | null }[] }).data.find(
        (p) => p.ward?.name === "Phường Tân Hưng",
      );
      return first!.ward!.code;
    });
    const list = await request.get(
      `/api/get-property-list?ward_code=${wardCode}&category_slug_id=can-ho-chung-cu&property_type=sell&limit=1`,
    );
    const [flat] = ((await list.json()) as { data: { slug_id: string }[] }).data;
    await page.goto(`/properties-details/${flat!.slug_id}`);
    const band = page.getByTestId("section-price-band");
    await expect(band.getByTestId("price-band-position")).toHaveText(
      /(Thấp|Cao) hơn \d+ % so với giá trung vị của căn hộ chung cư tại Phường Tân Hưng|Ngang giá trung vị/,
    );
    await expect(band.getByTestId("price-band-source")).toContainText(/Ước tính ngày .+ từ \d+ tin đăng công khai/);
    await expectNoAxeViolations(page);

    // A listing in a ward with a thin sample has no band.
    const other = await request.get("/api/get-property-list?category_slug_id=biet-thu&property_type=sell&limit=1");
    const [villa] = ((await other.json()) as { data: { slug_id: string }[] }).data;
    await page.goto(`/properties-details/${villa!.slug_id}`);
    await expect(page.getByTestId("section-price-history")).toBeVisible();
    await expect(page.getByTestId("section-price-band")).toHaveCount(0);
  });
});
