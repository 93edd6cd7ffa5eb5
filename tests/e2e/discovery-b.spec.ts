import type { BrowserContext, Page } from "@playwright/test";
import { axeOn, expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

// A 1×1 PNG served for every map tile: the OpenStreetMap tile servers are a third party.
const tilePng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function fakeTiles(target: Page | BrowserContext) {
  await target.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: tilePng }));
}

/** Pairs of map icons (clusters and pins) whose boxes overlap: each must be a target of its own (WCAG 2.2 target size). */
async function overlappingIcons(page: Page): Promise<number> {
  return page.locator(".map-cluster, .map-marker").evaluateAll((icons) => {
    const boxes = icons.map((icon) => icon.getBoundingClientRect());
    let pairs = 0;
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) pairs++;
      }
    return pairs;
  });
}

interface Named {
  id: number;
  slug_id: string;
  title: string;
}

test.describe("discovery pages (projects, agents, articles, FAQs, map, tools)", () => {
  test("the map shows clusters zoomed out, markers zoomed in, and a marker opens its info window", async ({ page, request }) => {
    await fakeTiles(page);
    await page.goto("/map");
    const clusters = page.locator(".map-cluster");
    await expect(clusters.first()).toBeVisible();
    await expect(page.getByTestId("map-status")).toContainText(/\d+ tin đăng trong khung nhìn/);
    expect(await overlappingIcons(page)).toBe(0);
    const biggest = Number(await clusters.first().innerText());
    expect(biggest).toBeGreaterThan(1);
    // A click on a cluster zooms towards its listings.
    const zoomBefore = Number(new URL(page.url()).searchParams.get("zoom"));
    await clusters.first().click();
    await expect.poll(() => Number(new URL(page.url()).searchParams.get("zoom"))).toBeGreaterThan(zoomBefore);

    const listing = (await (await request.get("/api/get_property?limit=1")).json()).data[0] as Named & {
      latitude: number;
      longitude: number;
    };
    await page.goto(`/map?lat=${listing.latitude}&lng=${listing.longitude}&zoom=17`);
    const marker = page.locator(`.map-marker[title="${listing.title}"]`);
    await expect(marker).toBeVisible();
    await expect(page.locator(".map-cluster")).toHaveCount(0);
    expect(await overlappingIcons(page)).toBe(0);
    await marker.click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup).toContainText(listing.title);
    await expect(popup).toContainText(/\d\s₫|tỷ|triệu/);
    await expect(popup.getByRole("link", { name: "Xem chi tiết" })).toHaveAttribute("href", `/properties-details/${listing.slug_id}`);
    await expectNoAxeViolations(page);
  });

  test("on Lighthouse's phone screen (412 × 823) the city's clusters crowd closer, yet none covers another (WCAG 2.2 target size)", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: "vi-VN",
    });
    await fakeTiles(context);
    const page = await context.newPage();
    await page.goto("/map");
    await expect(page.getByTestId("map-status")).toContainText(/\d+ tin đăng trong khung nhìn/);
    expect(await overlappingIcons(page)).toBe(0);
    const results = await axeOn(page).withRules(["target-size"]).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`))).toEqual([]);
    await context.close();
  });

  test("project, agent and article pages render and navigate without JavaScript", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();

    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: /Dự án bất động sản/ })).toBeVisible();
    await page.getByLabel("Tình trạng").selectOption("upcoming");
    await page.getByRole("button", { name: "Tìm kiếm" }).click();
    await expect(page).toHaveURL(/type=upcoming/);
    const firstProject = page.locator("main ul li h3 a").first();
    const projectTitle = (await firstProject.innerText()).trim();
    await firstProject.click();
    await expect(page.getByRole("heading", { level: 1, name: projectTitle })).toBeVisible();
    await expect(page.getByText("Sắp mở bán").first()).toBeVisible();
    // A visitor without the project_access package sees the public card and the gate.
    await expect(page.getByRole("heading", { name: "Xem đầy đủ thông tin dự án" })).toBeVisible();
    // The plans page brings the visitor back to this project.
    await expect(page.getByRole("link", { name: "Xem các gói" })).toHaveAttribute(
      "href",
      `/subscription-plan?redirectTo=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await expect(page.getByRole("heading", { name: "Mặt bằng" })).toHaveCount(0);

    await page.goto("/agents");
    await expect(page.getByText("Đã xác minh").first()).toBeVisible();
    const firstAgent = page.locator("main ul li h3 a").first();
    const agentName = (await firstAgent.innerText()).trim();
    await firstAgent.click();
    await expect(page.getByRole("heading", { level: 1, name: agentName })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Tin đăng \(\d+\)/ })).toBeVisible();
    await expect(page.locator('a[href^="/properties-details/"]').first()).toBeVisible();

    const articles = (await (await request.get("/api/get_articles?limit=1")).json()).data as (Named & {
      category: { category: string; slug_id: string };
    })[];
    await page.goto("/articles");
    await page
      .getByRole("navigation", { name: "Chuyên mục tin tức" })
      .getByRole("link", { name: new RegExp(articles[0]!.category.category) })
      .click();
    await expect(page).toHaveURL(new RegExp(`category=${articles[0]!.category.slug_id}`));
    await page.getByRole("link", { name: articles[0]!.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: articles[0]!.title })).toBeVisible();
    // The English version is the same URL with ?lang=en.
    await page.getByRole("link", { name: "Read in English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Đọc bằng tiếng Việt" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/articles/${articles[0]!.slug_id}\\?lang=en$`));

    await page.goto("/faqs");
    const first = page.getByRole("main").locator("details").first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await context.close();
  });

  test("the mortgage calculator and the area converter work without JavaScript; the schedule is gated", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
    const page = await context.newPage();
    await page.goto("/mortgage-calculator");
    await page.getByLabel("Giá bất động sản (VND)").fill("2.000.000.000");
    await page.getByLabel(/Trả trước/).fill("0");
    await page.getByLabel("Lãi suất (%/năm)").fill("0");
    await page.getByLabel("Thời hạn vay (năm)").fill("10");
    await page.getByLabel(/Hiện bảng trả nợ/).check();
    await page.getByRole("button", { name: "Tính" }).click();
    // 2 tỷ over 120 months at 0 % is 16,666,667 ₫ a month.
    await expect(page.getByRole("heading", { name: "Trả hằng tháng" })).toBeVisible();
    await expect(page.getByText(/16\.666\.667\s₫/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bảng trả nợ chi tiết" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bảng trả nợ theo năm và tháng" })).toHaveCount(0);

    await page.goto("/area-converter");
    await page.getByLabel("Diện tích").fill("2");
    await page.getByLabel("Từ đơn vị").selectOption("congTamLon");
    await page.getByRole("button", { name: "Đổi" }).click();
    await expect(page.getByRole("row", { name: /^m²/ })).toContainText("2.592");
    await expect(page.getByRole("row", { name: /sào Bắc Bộ/ })).toContainText("7,2");
    await context.close();
  });

  test("staff see the full project and the mortgage schedule; the converter is live with JavaScript", async ({ page, request, staff }) => {
    await fakeTiles(page);
    await page.setExtraHTTPHeaders(staff.headers);
    const project = (await (await request.get("/api/get-projects?limit=1")).json()).data[0] as Named;
    await page.goto(`/project-details/${project.id}`);
    await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Xem đầy đủ thông tin dự án" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Mặt bằng", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mặt bằng tầng điển hình" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Xem bản vẽ Mặt bằng tầng điển hình" })).toHaveAttribute("href", /\/media\//);
    await expect(page.getByRole("heading", { name: "Thư viện ảnh" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Mở ảnh \d+$/ })).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Vị trí" })).toBeVisible();
    // The location map draws once it scrolls into view.
    await page.getByRole("region", { name: "Bản đồ vị trí" }).scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-container .map-marker")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/project-details/${project.slug_id}$`));

    await page.goto("/mortgage-calculator?loan_amount=1200000000&down_payment=0&interest_rate=12&loan_term_years=1&show_all_details=1");
    await expect(page.getByRole("heading", { name: "Bảng trả nợ theo năm và tháng" })).toBeVisible();
    await page
      .locator("summary")
      .filter({ hasText: /^Năm 1(?!\d)/ })
      .first()
      .click();
    await expect(page.getByRole("rowheader", { name: "Tháng 12" })).toBeVisible();

    await page.goto("/area-converter");
    // A choice made before React hydrates the form is undone by hydration.
    await waitForHydration(page.getByLabel("Từ đơn vị"));
    await page.getByLabel("Từ đơn vị").selectOption("hectare");
    await page.getByLabel("Diện tích").fill("1,5");
    await expect(page.getByRole("row", { name: /^m²/ })).toContainText("15.000");
  });

  test("axe finds nothing on the project, agent, article, FAQ, map, mortgage and converter pages", async ({ page, request }) => {
    test.setTimeout(120_000);
    await fakeTiles(page);
    const project = (await (await request.get("/api/get-projects?limit=1")).json()).data[0] as Named;
    const agent = (await (await request.get("/api/agent-list?limit=1")).json()).data[0] as { id: number };
    const article = (await (await request.get("/api/get_articles?limit=1")).json()).data[0] as Named;
    for (const path of [
      "/projects",
      `/project-details/${project.slug_id}`,
      "/agents",
      `/agents/${agent.id}`,
      "/articles",
      `/articles/${article.slug_id}`,
      "/faqs",
      "/map",
      "/mortgage-calculator?loan_amount=3000000000&down_payment=900000000&interest_rate=9&loan_term_years=20&show_all_details=1",
      "/area-converter",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      if (path === "/map") await expect(page.locator(".map-cluster").first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("?lang=en serves English pages with hreflang alternates (every public page kind) and JSON-LD", async ({ request }) => {
    const res = await request.get("/faqs?lang=en", { headers: { "accept-language": "vi" } });
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Frequently asked questions");
    expect(html).toMatch(/<link rel="alternate" hrefLang="vi" href="http:\/\/[^"]+\/faqs"/i);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/[^"]+\/faqs\?lang=en"/i);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('property="og:locale" content="en_US"');
    const projects = ((await (await request.get("/api/get-projects?limit=1")).json()) as { data: { slug_id: string }[] }).data;
    const agents = ((await (await request.get("/api/agent-list?limit=1")).json()) as { data: { id: number }[] }).data;
    const articles = ((await (await request.get("/api/get_articles?limit=1")).json()) as { data: { slug_id: string }[] }).data;
    const pages = [
      "/",
      "/properties",
      "/properties/category/can-ho-chung-cu",
      "/properties/ward/phuong-tan-thuan",
      `/project-details/${projects[0]!.slug_id}`,
      `/agents/${agents[0]!.id}`,
      `/articles/${articles[0]!.slug_id}`,
      "/about",
      "/contact",
    ];
    for (const path of pages) {
      const page = await (await request.get(`${path}?lang=en`)).text();
      const escaped = path.replace(/[.?]/g, "\\$&").replace(/\/$/, "");
      expect(page, path).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${escaped}/?\\?lang=en"`));
      expect(page, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="vi" href="http://[^"]+${escaped}/?"`));
      expect(page, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="http://[^"]+${escaped}/?\\?lang=en"`));
      expect(page, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="http://[^"]+${escaped}/?"`));
    }
    const unknown = await request.get("/project-details/khong-ton-tai");
    expect(unknown.status()).toBe(404);
  });

  test("on a phone the menu reaches the map and the tools, and the map fits the screen @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await fakeTiles(page);
    await page.goto("/");
    await page.getByLabel("Mở menu").click();
    const menu = page.getByRole("navigation", { name: "Điều hướng chính" }).last();
    await expect(menu.getByRole("link", { name: "Tính khoản vay" })).toBeVisible();
    await menu.getByRole("link", { name: "Bản đồ" }).click();
    await expect(page).toHaveURL(/\/map/);
    await expect(page.locator(".map-cluster").first()).toBeVisible();
    const box = await page.getByRole("region", { name: "Bản đồ tin đăng" }).boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
