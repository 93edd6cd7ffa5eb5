import { createHash, randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, fakeMapTiles, test, waitForHydration } from "./fixtures.ts";

// The production server keeps visitors' public pages PAGE_CACHE_SECONDS (5 by default): these
// journeys look at what it serves again and to whom. Each uses a query of its own so that no
// other journey's visit has filled its entries.

/** Each inline script of a document, cut out at its tags, hashed again as CSP names them. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let at = html.indexOf("<script");
  while (at >= 0) {
    const open = html.indexOf(">", at);
    const close = html.indexOf("</script>", open);
    if (!/\ssrc=/.test(html.slice(at, open))) {
      hashes.push(
        `'sha256-${createHash("sha256")
          .update(html.slice(open + 1, close))
          .digest("base64")}'`,
      );
    }
    at = html.indexOf("<script", close);
  }
  return [...new Set(hashes)];
}

function scriptSrc(policy: string | undefined): string {
  return (policy ?? "").split("; ").find((part) => part.startsWith("script-src ")) ?? "";
}

/** A listing every visitor may open in full (a premium one answers the API with 403). */
async function openListingSlug(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/get_property?limit=20");
  const body = (await res.json()) as { data: { slug_id: string; is_premium: boolean }[] };
  return body.data.find((listing) => !listing.is_premium)!.slug_id;
}

async function views(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/get_property?slug_id=${encodeURIComponent(slug)}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: { total_views: number }[] }).data[0]!.total_views;
}

/** A client with no cookies: signing in through the `request` fixture keeps its session cookie. */
function visitorClient(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL });
}

test.describe("Visitors' page cache", () => {
  test("a page served again hydrates under a policy of its scripts' hashes, with no CSP violation", async ({ page, request }) => {
    // The journey ends on the map, whose first view asks for tiles at once.
    await fakeMapTiles(page);
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.sample}`),
      );
    });
    const path = `/properties?ref=${randomUUID()}`;
    const first = await page.goto(path);
    expect(first?.headers()["x-page-cache"]).toBe("miss");
    expect(scriptSrc(first?.headers()["content-security-policy"])).toMatch(/^script-src 'self' 'nonce-[^']+'$/);

    const again = await page.goto(path);
    expect(again?.headers()["x-page-cache"]).toBe("hit");
    const policy = again?.headers()["content-security-policy"];
    expect(policy).not.toContain("nonce-");
    const mapLink = page.getByRole("navigation", { name: "Điều hướng chính" }).first().getByRole("link", { name: "Bản đồ" });
    await waitForHydration(mapLink);
    // Hydrated: the served page navigates on the client (the next page's data comes from /map.data).
    const data = page.waitForResponse((res) => new URL(res.url()).pathname === "/map.data");
    await mapLink.click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(/\/map/);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    // The policy names exactly the inline scripts of the body it came with.
    const served = await request.get(path, { headers: { "user-agent": (await page.evaluate(() => navigator.userAgent)) as string } });
    expect(served.headers()["x-page-cache"]).toBe("hit");
    const hashes = inlineScriptHashes(await served.text());
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc(served.headers()["content-security-policy"])).toBe(`script-src 'self' ${hashes.join(" ")}`);
  });

  test("keys by the page's language and the visitor's own; a signed-in request always renders", async ({ playwright, baseURL, staff }) => {
    const request = await visitorClient(playwright, baseURL);
    const ref = randomUUID();
    const vi = await request.get(`/?ref=${ref}`);
    const en = await request.get(`/?ref=${ref}&lang=en`);
    expect(await vi.text()).toContain('<html lang="vi"');
    expect(await en.text()).toContain('<html lang="en"');
    expect(en.headers()["x-page-cache"]).toBe("miss");

    // An English reader on the Vietnamese page is offered the English one; a Vietnamese reader is not.
    const englishReader = await request.get(`/?ref=${ref}`, { headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(englishReader.headers()["x-page-cache"]).toBe("miss");
    expect(await englishReader.text()).toContain("View this page in English");
    const vietnameseReader = await request.get(`/?ref=${ref}`);
    expect(vietnameseReader.headers()["x-page-cache"]).toBe("hit");
    expect(await vietnameseReader.text()).not.toContain("View this page in English");
    expect(vietnameseReader.headers()["vary"]).toContain("Accept-Language");

    const signedIn = await request.get(`/?ref=${ref}`, { headers: staff.headers });
    expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
  });

  test("a page rendered for a session is private and uncached; a visitor's page keeps its caching", async ({
    playwright,
    baseURL,
    staff,
  }) => {
    const request = await visitorClient(playwright, baseURL);
    const users = await request.get("/admin/users", { headers: staff.headers });
    expect(users.status()).toBe(200);
    expect(users.headers()["cache-control"]).toBe("private, no-store");
    const data = await request.get("/admin/users.data", { headers: staff.headers });
    expect(data.headers()["cache-control"]).toBe("private, no-store");
    const path = `/?ref=${randomUUID()}`;
    expect((await request.get(path, { headers: staff.headers })).headers()["cache-control"]).toBe("private, no-store");
    const visitor = await request.get(path);
    expect(visitor.status()).toBe(200);
    expect(visitor.headers()["cache-control"]).toBeUndefined();
  });

  test("a staff edit shows to visitors at once", async ({ playwright, baseURL, siteSettings }) => {
    const request = await visitorClient(playwright, baseURL);
    const path = `/about?ref=${randomUUID()}`;
    await request.get(path);
    expect((await request.get(path)).headers()["x-page-cache"]).toBe("hit");
    const name = `Nhà Đất ${randomUUID().slice(0, 8)}`;
    await siteSettings.set({ company_name: name });
    const after = await request.get(path);
    expect(after.headers()["x-page-cache"]).toBe("miss");
    expect(await after.text()).toContain(name);
  });

  test("a listing's page served again counts its view as a render does", async ({ request }) => {
    const slug = await openListingSlug(request);
    const path = `/properties-details/${slug}?ref=${randomUUID()}`;
    const before = await views(request, slug);
    const rendered = await request.get(path);
    const served = await request.get(path);
    expect(rendered.headers()["x-page-cache"]).toBe("miss");
    expect(served.headers()["x-page-cache"]).toBe("hit");
    // Two page views and the second count's own call.
    expect(await views(request, slug)).toBe(before + 3);
  });
});
