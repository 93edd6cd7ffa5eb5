import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("app shell", () => {
  test("the home page renders server-side in Vietnamese with categories from the database", async ({ request }) => {
    const res = await request.get("/", { headers: { "accept-language": "vi" } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="vi"');
    expect(html).toContain("Căn hộ chung cư");
    expect(html).toContain("Danh mục");
    expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  test("switching to English changes the page and persists across reloads", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await page.getByRole("button", { name: "en", exact: true }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(page.getByText("Apartment").first()).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "vi", exact: true }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  });

  test("the progress bar shows while a navigation is under way and hides after", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    // Holds the next page's data request so the in-flight state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("link", { name: /Căn hộ chung cư/ })
      .first()
      .click();
    await expect(page.getByTestId("progress-bar")).toBeVisible();
    release();
    await expect(page.getByTestId("progress-bar")).toHaveCount(0);
    // The bar also hides when the navigation ends in an error (a page that does not exist).
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      void router.navigate("/khong-ton-tai");
    });
    await expect(page.getByRole("heading", { name: "Không tìm thấy trang" })).toBeVisible();
    await expect(page.getByTestId("progress-bar")).toHaveCount(0);
    // The 404 of the missing page is the expected error of this journey.
    const unexpected = consoleErrors.filter((text) => !text.includes("404"));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test("plain site links navigate in the page, and a modified click leaves the page to the browser", async ({ page, context }) => {
    await page.goto("/");
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
    );
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
    const nav = page.getByRole("navigation").getByRole("link", { name: "Dự án", exact: true }).first();
    await expect(nav).toHaveAttribute("data-spa", "");
    // A modified click is the browser's: a new tab, this page untouched.
    const opened = context.waitForEvent("page");
    await nav.click({ modifiers: ["Control"] });
    await (await opened).close();
    expect(new URL(page.url()).pathname).toBe("/");
    // A plain click navigates in the page: same document, the new page's heading and its current link.
    await nav.click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Dự án", exact: true }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await samePage()).toBe(true);
    // Back returns in the page too.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await samePage()).toBe(true);
  });

  test("the scripts and the data hydration waits for start after the first paint, at low priority, and the page hydrates", async ({
    page,
    request,
  }) => {
    // As served: the head preloads the first photos, and neither the scripts nor the data.
    const html = await (await request.get("/properties")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).not.toContain('as="fetch"');
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/^import \* as/m);

    await page.goto("/properties");
    // Hydrated (the fixture's goto waits for it), the preloads back in the head at low priority.
    const preloads = page.locator('link[rel="modulepreload"]');
    expect(await preloads.count()).toBeGreaterThan(3);
    expect(await preloads.evaluateAll((links) => links.filter((link) => link.getAttribute("fetchpriority") !== "low").length)).toBe(0);
    // The two files every page runs ask V8 to compile them whole while they download (vite.config.ts); a page's own do not.
    const scripts = await preloads.evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const hinted: Record<string, boolean> = {};
    for (const script of scripts) {
      const name = /\/assets\/(framework|shell|list)-/.exec(script)?.[1];
      if (name) hinted[name] = (await (await request.get(script)).text()).startsWith("//# allFunctionsCalledOnLoad\n");
    }
    expect(hinted).toEqual({ framework: true, shell: true, list: false });
    const fetches = page.locator('link[rel="preload"][as="fetch"]');
    expect(
      await fetches.evaluateAll((links) =>
        links.map((link) => [new URL((link as HTMLLinkElement).href).pathname.split("/")[1], link.getAttribute("fetchpriority")]),
      ),
    ).toEqual([
      ["i18n", "low"],
      ["filter-options", "low"],
    ]);
    // Every script and that data was asked for once the page could paint: after the stylesheet,
    // which holds the first frame back, had arrived (Chrome times the first paint itself when the
    // frame reaches the screen, a little later than the page's code sees it painted).
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        stylesheet: resources.find((entry) => /\/assets\/.*\.css$/.test(entry.name))?.responseEnd ?? Number.NaN,
        requests: resources
          .filter((entry) => /\/(assets\/.*\.js|i18n\/|filter-options\/)/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(timing.stylesheet).toBeGreaterThan(0);
    expect(timing.requests.length).toBeGreaterThan(5);
    expect(timing.requests.filter((entry) => entry.start < timing.stylesheet)).toEqual([]);
    // The page works: the filter panel navigates on the client (the window survives the navigation).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByLabel("Sắp xếp").selectOption("price_asc");
    await page.getByRole("button", { name: "Áp dụng" }).click();
    await expect(page).toHaveURL(/sort=price_asc$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("the favicon follows the web_favicon setting and falls back to the default", async ({ page, siteSettings }) => {
    await siteSettings.set({ web_favicon: "" });
    await page.goto("/");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    await siteSettings.set({ web_favicon: "/logo.svg" });
    await page.reload();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/logo.svg");
  });

  test("the app banner shows only with an appstore_id and can be dismissed", async ({ page, siteSettings }) => {
    await siteSettings.set({ appstore_id: "" });
    await page.goto("/");
    await expect(page.getByTestId("app-banner")).toHaveCount(0);
    await siteSettings.set({ appstore_id: "1234567890" });
    await page.reload();
    const banner = page.getByTestId("app-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link")).toHaveAttribute("href", "https://apps.apple.com/app/id1234567890");
    expect(await banner.evaluate((el) => getComputedStyle(el).zIndex)).toBe("99999");
    await banner.getByRole("button").click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("app-banner")).toHaveCount(0);
  });

  test("axe reports no violations on the home page", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("the home page works on a phone @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});

test("an image that fails to load shows the placeholder logo at half opacity", async ({ page, consoleErrors }) => {
  // The first category icon is made to fail; the others load normally.
  await page.route("**/icons/categories/apartment.svg", (route) => route.abort("failed"));
  await page.goto("/");
  const image = page.getByTestId("category-list").locator("img").first();
  await expect(image).toHaveAttribute("src", "/placeholder-logo.svg");
  await expect(image).toHaveCSS("opacity", "0.5");
  const unexpected = consoleErrors.filter((text) => !text.includes("ERR_FAILED"));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
