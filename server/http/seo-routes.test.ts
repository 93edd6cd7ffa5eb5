import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLanguage, saveDictionaryEntry, setLanguageEnabled } from "../../app/modules/languages/manage-languages.server.ts";
import { seoMeta } from "../../app/lib/seo/page-seo.ts";
import { createActor } from "../../tests/support/actors.ts";
import { createArticle, createProject, createProperty } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
const base = "http://localhost:3000";

beforeAll(async () => {
  // Three URLs per file, so a handful of rows already spans several files.
  ctx = await createTestContext({ app: { sitemapLimit: 3 } });
  const db = ctx.services.db;
  for (let i = 1; i <= 4; i++) await createProperty(db, { slugId: `can-ho-cong-khai-${i}` });
  await createProperty(db, { slugId: "nha-an-khanh", wardName: "Phường An Khánh" });
  await createProperty(db, { slugId: "tin-cho-duyet", requestStatus: "pending", wardName: "Phường Sài Gòn" });
  await createProperty(db, { slugId: "tin-da-an", status: "inactive" });
  await createProperty(db, { slugId: "tin-het-han", expiresAt: new Date(Date.now() - 86_400_000) });
  await createProject(db, { slugId: "du-an-mot" });
  await createProject(db, { slugId: "du-an-hai" });
  await createProject(db, { slugId: "du-an-cho-duyet", requestStatus: "pending" });
  await createArticle(db, { slugId: "bai-viet-cong-khai" });
  await createArticle(db, { slugId: "bai-nhap", isPublished: false });
});
afterAll(() => ctx.close());

async function get(path: string) {
  const res = await ctx.app.request(path);
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemap", () => {
  it("is an index of files of at most the limit, per kind of page", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.type).toContain("application/xml");
    expect(res.text).toContain("<sitemapindex");
    const files = locs(res.text).map((loc) => loc.replace(`${base}/sitemaps/`, ""));
    // 13 static pages, 5 public listings, 2 projects, 1 article, 9 categories, 2 wards with listings.
    expect(files).toEqual(
      [
        ...["static-1", "static-2", "static-3", "static-4", "static-5"],
        ...["properties-1", "properties-2", "projects-1", "articles-1"],
        ...["categories-1", "categories-2", "categories-3", "wards-1"],
      ].map((f) => `${f}.xml`),
    );
  });

  it("lists only public listings, split across files, each with vi and en alternates", async () => {
    const first = await get("/sitemaps/properties-1.xml");
    const second = await get("/sitemaps/properties-2.xml");
    expect(locs(first.text)).toHaveLength(3);
    const all = [...locs(first.text), ...locs(second.text)];
    expect(all).toEqual(
      [1, 2, 3, 4].map((i) => `${base}/properties-details/can-ho-cong-khai-${i}`).concat(`${base}/properties-details/nha-an-khanh`),
    );
    expect(first.text).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${base}/properties-details/can-ho-cong-khai-1?lang=en"/>`,
    );
    expect(first.text).toContain(`<xhtml:link rel="alternate" hreflang="vi" href="${base}/properties-details/can-ho-cong-khai-1"/>`);
    expect(first.text).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect((await get("/sitemaps/properties-3.xml")).status).toBe(404);
  });

  it("lists public projects, published articles, wards with public listings and the static pages", async () => {
    expect(locs((await get("/sitemaps/projects-1.xml")).text)).toEqual([
      `${base}/project-details/du-an-mot`,
      `${base}/project-details/du-an-hai`,
    ]);
    expect(locs((await get("/sitemaps/articles-1.xml")).text)).toEqual([`${base}/articles/bai-viet-cong-khai`]);
    expect(locs((await get("/sitemaps/wards-1.xml")).text)).toEqual([
      `${base}/properties/ward/phuong-ben-thanh`,
      `${base}/properties/ward/phuong-an-khanh`,
    ]);
    expect(locs((await get("/sitemaps/static-1.xml")).text)).toEqual([`${base}/`, `${base}/properties`, `${base}/projects`]);
    expect(locs((await get("/sitemaps/categories-1.xml")).text)[0]).toMatch(new RegExp(`^${base}/properties/category/[a-z-]+$`));
  });

  it("answers 404 for unknown files", async () => {
    expect((await get("/sitemaps/secrets-1.xml")).status).toBe(404);
    expect((await get("/sitemaps/properties-0.xml")).status).toBe(404);
  });
});

describe("an added language", () => {
  it("is in every sitemap URL's alternates and every page's hreflang links once staff offer it", async () => {
    const admin = await createActor(ctx.services.db, { role: "admin" });
    await addLanguage(ctx.services.db, admin, { code: "fr", name: "Français", name_in_english: "French" });
    // Added but not yet offered (no strings): neither the sitemap nor the pages name it.
    expect((await get("/sitemaps/static-1.xml")).text).not.toContain('hreflang="fr"');
    await saveDictionaryEntry(ctx.services.db, admin, "fr", { key: "home", value: "Accueil" });
    await setLanguageEnabled(ctx.services.db, admin, "fr", true);

    const sitemap = (await get("/sitemaps/properties-1.xml")).text;
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${base}/properties-details/can-ho-cong-khai-1?lang=fr"/>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/properties-details/can-ho-cong-khai-1?lang=en"/>`);

    const links = seoMeta({ title: "FAQ", description: "", path: "/faqs", lang: "vi", baseUrl: base, siteName: "Nhà Đất" });
    expect(links).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "fr", href: `${base}/faqs?lang=fr` });

    await setLanguageEnabled(ctx.services.db, admin, "fr", false);
    expect((await get("/sitemaps/properties-1.xml")).text).not.toContain('hreflang="fr"');
  });
});

describe("robots.txt", () => {
  it("allows the public site, keeps crawlers out of private areas and points at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Disallow: /api/");
    expect(res.text).toContain("Disallow: /user/");
    expect(res.text).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
