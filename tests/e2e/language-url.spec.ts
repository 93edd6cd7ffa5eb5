import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

// A page's language follows its URL (?lang=en); cookie and Accept-Language only offer a switch.
test.describe("a page's language follows its URL", () => {
  test("an English browser gets the Vietnamese page at the bare URL, canonical to itself, with a link to the English one", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" } });
    const page = await context.newPage();
    for (const path of ["/", "/properties"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "vi");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).search, path).toBe("");
      const offer = page.getByTestId("language-offer").getByRole("link", { name: "View this page in English" });
      await expect(offer).toHaveAttribute("href", `${path}?lang=en`);
      await expect(offer).toHaveAttribute("lang", "en");
    }
    await page.getByRole("link", { name: "View this page in English" }).click();
    await expect(page).toHaveURL(/\/properties\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("the language cookie does not change what a bare URL serves", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: "vi-VN" });
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    const page = await context.newPage();
    const res = await page.goto("/properties");
    expect(res!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByTestId("language-offer").getByRole("link")).toHaveAttribute("href", "/properties?lang=en");
    await context.close();
  });

  test("links, search forms and redirects of an English page stay English", async ({ page }) => {
    await page.goto("/?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(/\/\?lang=en$/);
    expect(await page.locator('link[rel="alternate"][hreflang="vi"]').getAttribute("href")).toMatch(/\/$/);
    // Every site link of the English page names English (links to another language say so with hreflang).
    const hrefs = await page
      .locator("a[href^='/']:not([href^='/api/']):not([href^='/media/']):not([hreflang])")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => !/[?&]lang=en(&|#|$)/.test(href))).toEqual([]);
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/projects\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Dự án");

    // The home search (a GET form) keeps the language.
    await page.goto("/?lang=en");
    await page.locator("#home-search").fill("can ho");
    await page.locator("#home-search").press("Enter");
    await expect(page).toHaveURL(/\/properties\?.*lang=en/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // A signed-out visit to an account page is sent to sign in, in English.
    await page.goto("/user/notifications?lang=en");
    await expect(page).toHaveURL(/\/login\?.*lang=en/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the English list, map and home pages are indexable: ?lang= is not a filter", async ({ request }) => {
    for (const path of ["/?lang=en", "/properties?lang=en", "/map?lang=en"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<meta name="robots" content="noindex/);
    }
    expect(await (await request.get("/properties?lang=en&search=q7")).text()).toMatch(/<meta name="robots" content="noindex/);
  });

  test("the language switcher moves to the other language's URL", async ({ page }) => {
    await page.goto("/properties");
    await page.getByRole("button", { name: "en", exact: true }).first().click();
    await expect(page).toHaveURL(/\/properties\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "vi", exact: true }).first().click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  });
});
