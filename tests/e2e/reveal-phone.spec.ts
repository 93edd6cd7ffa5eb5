import { maskPhone } from "../../app/modules/properties/owner-phone.ts";
import { createPublicListing, proPackageId } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test } from "./fixtures.ts";

test.describe("a paid owner's phone on a listing", () => {
  test("a visitor sees it masked, shows it with Hiện số, gets the call and Zalo links, and the owner sees the reveal counted; axe finds nothing", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    // The owner gives a phone and staff assign a paid package (the manual assignment), then the listing is approved.
    const ownerHeaders = await apiSignIn(request, baseURL!, account);
    const profile = await request.post("/api/update_profile", { headers: ownerHeaders, multipart: { mobile: account.phone } });
    expect(profile.ok(), await profile.text()).toBeTruthy();
    const listing = await createPublicListing(request, baseURL!, account, staff.headers, proPackageId);
    // The profile keeps the number in its international form.
    const stored = `+84${account.phone.slice(1)}`;
    const masked = maskPhone(stored);

    await fakeMapTiles(page);
    await page.goto(`/properties-details/${listing.slug_id}`);
    const card = page.getByTestId("owner-card");
    await expect(card.getByLabel(`Số điện thoại đã ẩn một phần: ${masked}`)).toBeVisible();
    expect(await page.content()).not.toContain(account.phone.slice(1));
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Hiện số" }).click();
    // Shown as it is masked, from its leading 0; the link dials the stored number.
    await expect(card.getByRole("link", { name: `Gọi ${account.phone}` })).toHaveAttribute("href", `tel:${stored}`);
    await expect(card.getByRole("link", { name: "Nhắn Zalo" })).toHaveAttribute("href", `https://zalo.me/${stored.slice(1)}`);
    await expectNoAxeViolations(page);

    // On a phone the bar at the bottom offers the call once the number is revealed.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const bar = page.getByTestId("contact-bar");
    await expect(bar.getByRole("link", { name: "Gọi", exact: true })).toHaveCount(0);
    await card.getByRole("button", { name: "Hiện số" }).click();
    await expect(bar.getByRole("link", { name: "Gọi", exact: true })).toHaveAttribute("href", `tel:${stored}`);
    await expectNoAxeViolations(page);

    // The reveal is a lead: the owner's own list counts it.
    const signIn = await page.request.post("/api/user_signup", { data: { email: account.email, password: account.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    await page.goto("/user/properties");
    const row = page.getByRole("article", { name: listing.title });
    await expect(row.locator("dt", { hasText: "Lượt xem số" }).locator("xpath=following-sibling::dd[1]")).toHaveText("1");
  });

  test("the agent's page shows the same masked number and reveals it with Hiện số, counted like a listing's; axe finds nothing", async ({
    page,
    request,
    baseURL,
    account,
    staff,
  }) => {
    const ownerHeaders = await apiSignIn(request, baseURL!, account);
    const profile = await request.post("/api/update_profile", { headers: ownerHeaders, multipart: { mobile: account.phone } });
    expect(profile.ok(), await profile.text()).toBeTruthy();
    const listing = await createPublicListing(request, baseURL!, account, staff.headers, proPackageId);
    const detail = await request.get(`/api/get_property?id=${listing.id}`);
    const agentId = ((await detail.json()) as { data: { customer: { id: number } }[] }).data[0]!.customer.id;
    const stored = `+84${account.phone.slice(1)}`;

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/agents/${agentId}`);
      await expect(page.getByLabel(`Số điện thoại đã ẩn một phần: ${maskPhone(stored)}`)).toBeVisible();
      expect(await page.content()).not.toContain(account.phone.slice(1));
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Hiện số" }).click();
      await expect(page.getByRole("link", { name: `Gọi ${account.phone}` })).toHaveAttribute("href", `tel:${stored}`);
      await expect(page.getByRole("link", { name: "Nhắn Zalo" })).toHaveAttribute("href", `https://zalo.me/${stored.slice(1)}`);
      await expectNoAxeViolations(page);
    }
  });
});
