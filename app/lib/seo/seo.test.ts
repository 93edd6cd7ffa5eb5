import { describe, expect, it } from "vitest";
import { listingJsonLd, type ListingForJsonLd } from "./listing-jsonld.ts";
import { absoluteUrl, firstText, metaText, pageMeta, titleWithin } from "./meta.ts";

const listing: ListingForJsonLd = {
  title: "Căn hộ 2PN Sunrise City",
  description: "Căn hộ view sông, nội thất đầy đủ.",
  price: 3_200_000_000,
  property_type: "sell",
  address: "12 Nguyễn Hữu Thọ, Phường Tân Hưng",
  city: "Thành phố Hồ Chí Minh",
  state: "Thành phố Hồ Chí Minh",
  country: "Việt Nam",
  ward: { name: "Phường Tân Hưng" },
  latitude: 10.74,
  longitude: 106.7,
  area: 76,
  bedrooms: 2,
  bathrooms: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-02T00:00:00.000Z",
  category: { category: "Căn hộ chung cư" },
};

describe("pageMeta", () => {
  it("gives title, description, canonical, Open Graph and JSON-LD", () => {
    const tags = pageMeta({
      title: "Căn hộ",
      description: "Mô tả",
      canonical: "https://nhadat.vn/a",
      image: "https://nhadat.vn/i.webp",
      jsonLd: [{ "@type": "Thing" }],
      lang: "vi",
      siteName: "Nhà Đất",
    });
    expect(tags).toContainEqual({ title: "Căn hộ" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://nhadat.vn/a" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://nhadat.vn/i.webp" });
    expect(tags).toContainEqual({ property: "og:locale", content: "vi_VN" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Nhà Đất" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("gives the canonical in the page's language with vi, en and x-default alternates", () => {
    const tags = pageMeta({
      title: "Apartment",
      description: "d",
      canonical: "https://nhadat.vn/properties-details/can-ho-1?page=2",
      lang: "en",
    });
    const links = tags.filter((tag) => "tagName" in tag && tag.tagName === "link");
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://nhadat.vn/properties-details/can-ho-1?page=2&lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "vi", href: "https://nhadat.vn/properties-details/can-ho-1?page=2" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://nhadat.vn/properties-details/can-ho-1?page=2&lang=en" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://nhadat.vn/properties-details/can-ho-1?page=2" },
    ]);
    expect(tags).toContainEqual({ property: "og:url", content: "https://nhadat.vn/properties-details/can-ho-1?page=2&lang=en" });
  });

  it("marks noindex pages and leaves out an absent image", () => {
    const tags = pageMeta({ title: "t", description: "d", canonical: "https://x/", noindex: true });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
  });
});

describe("titleWithin", () => {
  it("shortens the page's part of a long title and keeps the site's name whole", () => {
    const site = "Nhà Đất Sài Gòn";
    const title = titleWithin(`Mua, bán và cho thuê nhà đất tại Thành phố Hồ Chí Minh · ${site}`, site, 70);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title.endsWith(` · ${site}`)).toBe(true);
    expect(titleWithin(`Ngắn · ${site}`, site, 70)).toBe(`Ngắn · ${site}`);
    const [tag] = pageMeta({ title: `${"Căn hộ ".repeat(12)}· ${site}`, description: "d", canonical: "https://x/", siteName: site });
    expect((tag as { title: string }).title.endsWith(` · ${site}`)).toBe(true);
  });
});

describe("metaText, firstText, absoluteUrl", () => {
  it("cuts long text on a word boundary", () => {
    const text = metaText("Bán nhà mặt tiền đường Nguyễn Huệ, Phường Sài Gòn, sổ hồng riêng, giá tốt nhất khu vực trung tâm", 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith("…")).toBe(true);
    expect(metaText("  a \n b ", 50)).toBe("a b");
  });

  it("falls back to the first non-empty text", () => {
    expect(firstText(null, " ", "Tiêu đề", "x")).toBe("Tiêu đề");
    expect(firstText(undefined)).toBe("");
  });

  it("resolves paths against the base URL", () => {
    expect(absoluteUrl("https://nhadat.vn/", "/properties-details/a")).toBe("https://nhadat.vn/properties-details/a");
    expect(absoluteUrl("https://nhadat.vn", "https://cdn.x/i.webp")).toBe("https://cdn.x/i.webp");
  });
});

describe("listingJsonLd", () => {
  it("describes the listing, its offer in VND and its place with coordinates", () => {
    const data = listingJsonLd(listing, { url: "https://nhadat.vn/p", images: ["https://nhadat.vn/i.webp"] });
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: 3_200_000_000, priceCurrency: "VND" });
    expect(data.contentLocation).toMatchObject({ "@type": "Place", geo: { "@type": "GeoCoordinates", latitude: 10.74, longitude: 106.7 } });
    expect(data.about).toMatchObject({ numberOfBedrooms: 2, floorSize: { value: 76, unitCode: "MTK" } });
    expect(data.about).not.toHaveProperty("numberOfBathroomsTotal");
  });

  it("marks rentals as leases and leaves out geo without coordinates", () => {
    const data = listingJsonLd({ ...listing, property_type: "rent", latitude: null, longitude: null }, { url: "u", images: [] });
    expect((data.offers as { businessFunction: string }).businessFunction).toContain("LeaseOut");
    expect(data.contentLocation).not.toHaveProperty("geo");
    expect(data).not.toHaveProperty("image");
  });
});
