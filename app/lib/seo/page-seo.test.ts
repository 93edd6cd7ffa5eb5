import { describe, expect, it } from "vitest";
import { alternateLinks, localizedUrl } from "./alternates.ts";
import { breadcrumbJsonLd, faqJsonLd, projectJsonLd } from "./jsonld.ts";
import { metaDescription, seoMeta } from "./page-seo.ts";

const base = "https://nhadat.example";

describe("localizedUrl and alternateLinks", () => {
  it("uses the bare path for Vietnamese and ?lang= for English, keeping other parameters", () => {
    expect(localizedUrl(base, "/articles?category=tin-tuc&lang=en", "vi")).toBe(`${base}/articles?category=tin-tuc`);
    expect(localizedUrl(base, "/articles?category=tin-tuc", "en")).toBe(`${base}/articles?category=tin-tuc&lang=en`);
  });

  it("gives the canonical in the page's language, then vi, en and x-default alternates", () => {
    expect(alternateLinks(base, "/faqs", "en").map((l) => [l.rel, "hrefLang" in l ? l.hrefLang : null, l.href])).toEqual([
      ["canonical", null, `${base}/faqs?lang=en`],
      ["alternate", "vi", `${base}/faqs`],
      ["alternate", "en", `${base}/faqs?lang=en`],
      ["alternate", "x-default", `${base}/faqs`],
    ]);
  });
});

describe("seoMeta", () => {
  it("writes the title with the site name, Open Graph with absolute URLs and the JSON-LD", () => {
    const meta = seoMeta({
      title: "Dự án A",
      description: "Mô tả",
      path: "/project-details/du-an-a",
      lang: "vi",
      baseUrl: base,
      siteName: "Nhà Đất",
      image: "/media/a.webp",
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(meta).toContainEqual({ title: "Dự án A · Nhà Đất" });
    expect(meta).toContainEqual({ property: "og:image", content: `${base}/media/a.webp` });
    expect(meta).toContainEqual({ property: "og:url", content: `${base}/project-details/du-an-a` });
    expect(meta).toContainEqual({ property: "og:locale", content: "vi_VN" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("asks not to index form results and error pages", () => {
    expect(seoMeta({ title: "T", description: "D", path: "/map", lang: "vi", baseUrl: base, siteName: "S", noindex: true })).toContainEqual(
      { name: "robots", content: "noindex, follow" },
    );
    expect(seoMeta(undefined)).toEqual([{ name: "robots", content: "noindex" }]);
  });

  it("trims descriptions to 160 characters at a word boundary", () => {
    const long = "Căn hộ ".repeat(40);
    const short = metaDescription(long);
    expect(short.length).toBeLessThanOrEqual(158);
    expect(short.endsWith("…")).toBe(true);
    expect(metaDescription("  Hai\n\n  dòng  ")).toBe("Hai dòng");
  });
});

describe("JSON-LD", () => {
  it("numbers breadcrumbs and leaves the current page without an item", () => {
    expect(breadcrumbJsonLd(base, [{ name: "Trang chủ", path: "/" }, { name: "Dự án" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Trang chủ", item: `${base}/` },
        { "@type": "ListItem", position: 2, name: "Dự án" },
      ],
    });
  });

  it("describes FAQs and a project as a Residence with its point", () => {
    expect(faqJsonLd([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
    const project = projectJsonLd({
      baseUrl: base,
      url: `${base}/p`,
      name: "P",
      description: "D",
      image: null,
      street: "Nguyễn Thị Thập",
      locality: "Phường Tân Thuận",
      region: "TP HCM",
      latitude: 10.7,
      longitude: 106.7,
    });
    expect(project).toMatchObject({ "@type": "Residence", geo: { latitude: 10.7, longitude: 106.7 }, address: { addressCountry: "VN" } });
    expect(project).not.toHaveProperty("image");
  });
});
