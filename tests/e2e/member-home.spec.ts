import type { Page } from "@playwright/test";
import { createPublicListing, createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test, waitForHydration } from "./fixtures.ts";

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** The member pages the home must reach at every width (a desktop had no way into the first five). */
const memberPages = [
  "Tin nhắn",
  "Yêu cầu từ khách",
  "Xác minh môi giới",
  "Lịch sử giao dịch",
  "Cá nhân hoá bảng tin",
  "Tin đăng của tôi",
  "Tìm kiếm đã lưu",
  "Hồ sơ của tôi",
];

/** From any page, the header's entry leads to the member's home, which links to every member page. */
async function openHomeFromHeader(page: Page): Promise<void> {
  await page.goto("/properties");
  const entry = page.getByRole("banner").getByRole("link", { name: "Tài khoản của tôi" });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL((url) => url.pathname === "/user");
  await expect(page.getByRole("heading", { level: 1, name: "Tài khoản của tôi" })).toBeVisible();
  const nav = page.getByTestId("member-nav");
  for (const name of memberPages) await expect(nav.getByRole("link", { name, exact: true }), name).toBeVisible();
}

test.describe("the member's home at /user", () => {
  test("a seller sees each listing's figures, the package's usage and end, and the way to renew, on a phone and a desktop", async ({
    page,
    request,
    baseURL,
    staff,
  }) => {
    test.setTimeout(90_000);
    const seller = newPerson("Người bán");
    await createVerifiedAccount(request, seller);
    const listing = await createPublicListing(request, baseURL!, seller, staff.headers);
    // A buyer saves the listing: the seller's favourites count it.
    const buyer = newPerson("Người mua");
    await createVerifiedAccount(request, buyer);
    const liked = await request.post("/api/add_favourite", {
      data: { property_id: listing.id, type: 1 },
      headers: await apiSignIn(request, baseURL!, buyer),
    });
    expect(liked.ok(), await liked.text()).toBeTruthy();

    await signInThroughForm(page, seller);
    for (const [size, viewport] of [
      ["desktop", desktop],
      ["phone", phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await openHomeFromHeader(page);
      const figures = page.getByTestId("listing-figures").getByRole("listitem").filter({ hasText: listing.title });
      await expect(figures.getByRole("link", { name: listing.title })).toBeVisible();
      await expect(figures.locator("div", { hasText: "Lượt yêu thích" }).locator("dd").first()).toHaveText("1");
      await expect(figures.locator("div", { hasText: "Lượt yêu thích" }).locator("dd").nth(1)).toHaveText("7 ngày: 1 · 30 ngày: 1");
      for (const label of ["Lượt xem", "Yêu cầu thông tin", "Cuộc trò chuyện", "Lượt xem số điện thoại"]) {
        await expect(figures.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(page.getByText("Lượt xem là tổng cộng từ khi đăng")).toBeVisible();
      const plans = page.getByTestId("home-packages");
      await expect(plans).toContainText("Hết hạn");
      await expect(plans).toContainText("Đã dùng 1/");
      await expect(page.getByRole("link", { name: "Gia hạn hoặc nâng cấp" })).toHaveAttribute(
        "href",
        "/subscription-plan?redirectTo=%2Fuser",
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${size}: scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/shots/member-home-seller-${size}.png`, fullPage: true });
    }
  });

  test("a buyer without listings is offered to post, sees saved listings and messages, on a phone and a desktop", async ({
    page,
    account,
  }) => {
    await signInThroughForm(page, account);
    for (const [size, viewport] of [
      ["desktop", desktop],
      ["phone", phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await openHomeFromHeader(page);
      await expect(page.getByText("Bạn chưa đăng tin nào.")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Đăng tin", exact: true }).last()).toBeVisible();
      await expect(page.getByRole("heading", { name: "Tin nhắn gần đây" })).toBeVisible();
      await expect(page.getByRole("heading", { name: /Tin yêu thích/ })).toBeVisible();
      await expect(page.getByTestId("home-packages")).toContainText("Miễn phí");
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/shots/member-home-buyer-${size}.png`, fullPage: true });
    }
  });

  test("a visitor who taps “Nhắn tin cho người đăng” signs in and lands in the chat, not on a 404", async ({
    page,
    request,
    baseURL,
    staff,
    account,
  }) => {
    const owner = newPerson("Chủ nhà");
    await createVerifiedAccount(request, owner);
    const listing = await createPublicListing(request, baseURL!, owner, staff.headers);
    await fakeMapTiles(page);
    await page.goto(`/properties-details/${listing.slug_id}`);
    const chat = page.getByTestId("chat-with-owner");
    await waitForHydration(chat);
    await chat.click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    const back = new URL(page.url()).searchParams.get("redirectTo")!;
    expect(back).toMatch(/^\/user\/chat\?user=\d+&property=\d+$/);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    // The sign-in page is a new document: what is typed before it hydrates is undone by hydration.
    await waitForHydration(form.getByLabel("Email"));
    await form.getByLabel("Email").fill(account.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(account.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL((url) => url.pathname + url.search === back);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("404")).toHaveCount(0);
  });
});

test.describe("the phone menu", () => {
  test.use({ viewport: phone });

  test("closes when one of its links is followed, on Escape and on a tap outside, which never reaches the page beneath", async ({
    page,
  }) => {
    await page.goto("/properties");
    const menu = page.getByTestId("site-menu");
    const button = page.getByLabel("Mở menu");
    await waitForHydration(button);

    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await menu.getByRole("link", { name: "Dự án" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/projects");
    await expect(menu).not.toHaveAttribute("open");
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(menu).not.toHaveAttribute("open");
    await expect(button).toBeFocused();

    // A tap below the open menu, on a link of the page, only closes the menu.
    await button.click();
    await expect(menu).toHaveAttribute("open", "");
    await page.evaluate(() => {
      (window as unknown as { reached: boolean }).reached = false;
      document.body.addEventListener("click", () => ((window as unknown as { reached: boolean }).reached = true));
    });
    const panel = await menu.locator("nav").boundingBox();
    await page.mouse.click(20, panel!.y + panel!.height - 10);
    expect(await page.evaluate(() => (window as unknown as { reached: boolean }).reached)).toBe(false);
    await expect(menu).not.toHaveAttribute("open");
    await expect(page).toHaveURL((url) => url.pathname === "/projects");
    await expect(button).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
