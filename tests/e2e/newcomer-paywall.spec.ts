import { apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

interface Detail {
  slug_id: string;
  title: string;
  title_image: string | null;
  gallery_images: { url: string }[];
  documents: { url: string }[];
  video_link: string | null;
  customer: { mobile: string | null; email: string | null } | null;
  ward: { name: string } | null;
}

test.describe("paywalls show a preview", () => {
  test("a premium listing answers 200 with its title, main photo, price, ward and the gate, and the HTML holds none of the gated parts", async ({
    page,
    request,
    baseURL,
  }) => {
    const list = await request.get("/api/get-property-list?is_premium=1&limit=50");
    expect(list.ok()).toBeTruthy();
    const premiums = ((await list.json()) as { data: { id: number }[] }).data;
    expect(premiums.length, "the demo seed has premium listings").toBeGreaterThan(0);
    // Staff see the whole listing: what a visitor must not receive. The first one with contact or documents is taken.
    const staff = await apiSignIn(request, baseURL!);
    let detail: Detail | undefined;
    for (const premium of premiums) {
      const full = await request.get(`/api/get_property?id=${premium.id}`, { headers: staff });
      expect(full.ok(), await full.text()).toBeTruthy();
      const candidate = ((await full.json()) as { data: Detail[] }).data[0]!;
      if (candidate.documents.length || candidate.customer?.mobile || candidate.customer?.email) {
        detail = candidate;
        break;
      }
    }
    expect(detail, "a premium demo listing has contact or documents").toBeTruthy();
    expect(detail!.gallery_images.length, "the listing has a gallery to hide").toBeGreaterThan(0);
    // Demo photos are shared between listings, so the gallery is checked on the page, the rest everywhere.
    const secrets = [
      ...detail!.documents.map((d) => new URL(d.url, baseURL).pathname),
      detail!.customer?.mobile,
      detail!.customer?.email,
      detail!.video_link,
    ].filter((s): s is string => Boolean(s));
    expect(secrets.length, "the listing has contact or documents to hide").toBeGreaterThan(0);

    const path = `/properties-details/${detail!.slug_id}`;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: detail!.title })).toBeVisible();
    const photo = page.getByRole("main").locator("img").first();
    await expect(photo).toBeVisible();
    await expect(page.getByTestId("key-facts")).toContainText("Giá");
    if (detail!.ward) await expect(page.getByRole("main").getByRole("link", { name: detail!.ward.name }).first()).toBeVisible();
    const gate = page.getByTestId("premium-gate");
    await expect(gate).toBeVisible();
    await expect(gate.getByRole("link", { name: "Xem các gói" })).toHaveAttribute(
      "href",
      `/subscription-plan?redirectTo=${encodeURIComponent(path)}`,
    );
    await expect(gate.getByRole("link", { name: "Đăng nhập" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(path)}`);
    await expect(page.getByTestId("owner-card")).toHaveCount(0);
    const photos = page.getByRole("main").getByRole("region", { name: "Thư viện ảnh" }).getByRole("link");
    await expect(photos).toHaveCount(1);
    const html = await page.content();
    expect(secrets.filter((secret) => html.includes(secret))).toEqual([]);
    // The raw server answer too (the streamed loader data is part of it).
    // The page's own (signed-out) context: `request` holds the staff session cookie.
    const raw = await (await page.request.get(path)).text();
    expect(secrets.filter((secret) => raw.includes(secret))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a project without project access answers 200 with its public card and the gate, and no plans", async ({ page, request }) => {
    const res = await request.get("/api/get-projects?limit=1");
    expect(res.ok()).toBeTruthy();
    const [project] = ((await res.json()) as { data: { id: number; slug_id: string; title: string }[] }).data;
    expect(project).toBeTruthy();
    const answer = await page.goto(`/project-details/${project!.slug_id}`);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: project!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Xem đầy đủ thông tin dự án" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mặt bằng" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
