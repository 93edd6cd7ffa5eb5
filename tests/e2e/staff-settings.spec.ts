import { deflateSync, crc32 } from "node:zlib";
import type { Page } from "@playwright/test";
import { createPublicListing, createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 32x32 blue square as PNG, built from its bytes. */
function bluePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(32, 0);
  header.writeUInt32BE(32, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 32 }, () => [30, 64, 175]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: 32 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe("site settings", () => {
  test("staff change the favicon and the public site's icon follows at once", async ({ page, staff, siteSettings }) => {
    // Registers the favicon for the fixture to put back when the test ends.
    await siteSettings.set({ web_favicon: "" });
    await signInThroughForm(page, staff.credentials);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Cài đặt" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Biểu tượng và logo" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Biểu tượng trang (favicon)").setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: bluePng() });
    await page.getByRole("button", { name: "Lưu cài đặt" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã lưu cài đặt");
    const hint = page.locator("#setting-web_favicon-hint");
    await expect(hint).toContainText(/\/media\/branding\/\S+\.png/);
    const stored = await hint.textContent();
    const url = /\/media\/branding\/[^\s]+\.png/.exec(stored ?? "")?.[0];
    expect(url).toBeTruthy();

    await page.goto("/");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", url!);
    const icon = await page.request.get(url!);
    expect(icon.headers()["content-type"]).toBe("image/png");
  });

  test("staff set the currency symbol and turn off shortened prices; a listing card's price follows", async ({
    page,
    request,
    baseURL,
    staff,
    siteSettings,
  }) => {
    test.slow();
    // Registers the display settings for the fixture to put back when the test ends.
    await siteSettings.set({ currency_symbol: "₫", number_with_suffix: true });
    const owner = newPerson("Chủ nhà tiền tệ");
    await createVerifiedAccount(request, owner);
    // createPublicListing posts 4.2 tỷ for sale.
    const listing = await createPublicListing(request, baseURL!, owner, staff.headers);
    const card = page.getByTestId("property-card").filter({ hasText: listing.title });
    await page.goto(`/properties?search=${encodeURIComponent(listing.title)}`);
    await expect(card).toContainText("4,2 tỷ");

    await signInThroughForm(page, staff.credentials);
    await page.goto("/admin/settings");
    await page.getByLabel("Ký hiệu tiền tệ").fill("VNĐ");
    await page.getByLabel("Rút gọn giá (1,5 tỷ thay vì 1.500.000.000)").uncheck();
    await page.getByRole("button", { name: "Lưu cài đặt" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã lưu cài đặt");

    await page.goto(`/properties?search=${encodeURIComponent(listing.title)}`);
    await expect(card).toContainText(/4\.200\.000\.000\sVNĐ/);
    await expect(card).not.toContainText("tỷ");
    await page.goto(`/properties?search=${encodeURIComponent(listing.title)}&lang=en`);
    await expect(card).toContainText("VNĐ4,200,000,000");

    await page.goto("/admin/settings");
    await page.getByLabel("Rút gọn giá (1,5 tỷ thay vì 1.500.000.000)").check();
    await page.getByRole("button", { name: "Lưu cài đặt" }).click();
    await expect(page.getByRole("status")).toHaveText("Đã lưu cài đặt");
    await page.goto(`/properties?search=${encodeURIComponent(listing.title)}&lang=en`);
    await expect(card).toContainText("VNĐ4.2B");
  });

  test("a bad value keeps what was typed and names the field; the page works at 390 px", async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login");
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(staff.credentials.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(staff.credentials.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/admin/settings?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByLabel("Contact email").fill("not-an-email");
    await page.getByLabel("Map zoom (3–19)").fill("40");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Contact email")).toHaveAccessibleDescription("Email address is invalid");
    await expect(page.getByLabel("Contact email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Map zoom (3–19)")).toHaveValue("40");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

async function signInAsStaff(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  const form = page.locator("form", { has: page.getByLabel("Email") });
  await form.getByLabel("Email").fill(credentials.email);
  await form.getByLabel("Mật khẩu", { exact: true }).fill(credentials.password);
  await form.getByRole("button", { name: "Đăng nhập" }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

test.describe("languages", () => {
  test("a language staff add and offer is in the sitemap, every page's hreflang links and the switcher", async ({
    page,
    request,
    staff,
  }) => {
    test.slow();
    // A real language code (the staff pages mark names with lang=, which axe checks); each run has its own data.
    const code = "fr";
    await signInAsStaff(page, staff.credentials);
    await page.goto("/admin/languages?lang=en");
    await page.getByLabel("Language code (e.g. fr)").fill(code);
    await page.getByLabel("Name in the language").fill(`Ngôn ngữ ${code}`);
    await page.getByLabel("Name in English").fill(`Language ${code}`);
    await page.getByRole("button", { name: "Add a language" }).click();
    await expect(page.getByRole("status")).toHaveText(`Language ${code} added`);
    await page.goto(`/admin/languages/${code}?lang=en&q=allRightsReserved`);
    await page.getByRole("textbox", { name: "allRightsReserved" }).fill("Tous droits réservés.");
    await page.getByRole("button", { name: "Save allRightsReserved" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved allRightsReserved");
    await page.goto("/admin/languages?lang=en");
    await page.getByRole("button", { name: `Offer on the site (Ngôn ngữ ${code})` }).click();
    await expect(page.getByRole("status")).toHaveText(`Language ${code} is now offered on the site`);
    try {
      const html = await (await request.get("/faqs")).text();
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${code}" href="http://[^"]+/faqs\\?lang=${code}"`));
      const sitemap = await (await request.get("/sitemaps/static-1.xml")).text();
      expect(sitemap).toMatch(new RegExp(`hreflang="${code}" href="http://[^"]+/\\?lang=${code}"`));

      // The page in the added language hydrates with the same links, and the switcher offers it.
      await page.goto(`/faqs?lang=${code}`);
      await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés.");
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute("href", new RegExp(`/faqs\\?lang=${code}$`));
      await expect(page.getByRole("button", { name: code, exact: true }).first()).toHaveAttribute("aria-pressed", "true");
      // A client-side navigation renders the next page's links in the browser: the language stays in them.
      await page.getByRole("navigation").getByRole("link", { name: "Môi giới", exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === "/agents");
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
        "href",
        new RegExp(`/agents\\?lang=${code}$`),
      );
    } finally {
      await page.goto("/admin/languages?lang=en");
      await page.getByRole("button", { name: `Stop offering (Ngôn ngữ ${code})` }).click();
      await expect(page.getByRole("status")).toHaveText(new RegExp(code));
    }
  });

  test("staff change a dictionary string and the public page shows it at once", async ({ page, staff }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsStaff(page, staff.credentials);
    await page.goto("/admin/languages?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Languages" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Edit strings (English)" }).click();
    await page.getByLabel("Search keys and text").fill("allRightsReserved");
    await page.getByRole("button", { name: "Filter" }).click();
    const field = page.getByRole("textbox", { name: "allRightsReserved" });
    await expect(field).toHaveValue("All rights reserved.");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    try {
      await field.fill("Every right kept by us.");
      await page.getByRole("button", { name: "Save allRightsReserved" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved allRightsReserved");

      await page.goto("/?lang=en");
      await expect(page.getByRole("contentinfo")).toContainText("Every right kept by us.");
      await page.goto("/");
      await expect(page.getByRole("contentinfo")).not.toContainText("Every right kept by us.");
    } finally {
      await page.goto("/admin/languages/en?lang=en&q=allRightsReserved");
      const edited = page.getByRole("textbox", { name: "allRightsReserved" });
      // The field holds the edit and is hydrated before it is cleared: typing into the server's HTML
      // earlier is undone when hydration takes the field over.
      await expect(edited).toHaveValue("Every right kept by us.");
      await waitForHydration(edited);
      await edited.fill("");
      await expect(edited).toHaveValue("");
      await page.getByRole("button", { name: "Save allRightsReserved" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved allRightsReserved");
    }
    await page.goto("/?lang=en");
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
  });

  test("the missing strings of a language are listed", async ({ page, staff }) => {
    await signInAsStaff(page, staff.credentials);
    await page.goto("/admin/languages/en?lang=en&missing=1");
    await expect(page.getByText("No strings are missing")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("outbox", () => {
  test("staff find the mail sent to a new account by its address and read it", async ({ page, staff, account }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsStaff(page, staff.credentials);
    await page.goto("/admin/outbox?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: /Outbox/ })).toBeVisible();
    await page.getByLabel("Recipient").fill(account.email);
    await page.getByRole("button", { name: "Search" }).click();
    const message = page.getByRole("main").getByRole("link", { name: account.email });
    await expect(message.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await message.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(account.email);
    await expect(page.locator("pre")).toContainText(/\d{6}/);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "← Outbox" }).click();
    await page.getByRole("link", { name: "SMS" }).click();
    await page.getByLabel("Recipient").fill("nobody-at-all@example.test");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No message to this recipient")).toBeVisible();
  });
});
