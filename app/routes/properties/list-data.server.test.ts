import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../db/schema/index.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { filterOptionsOf } from "../../components/properties/filter-options.ts";
import { filterOptionData, type FilterOptionsRef } from "../../modules/filters/filter-options.ts";
import type { FilterOptions } from "../../modules/filters/filter-options.ts";
import { loadListing } from "./list-data.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await createProperty(ctx.services.db, {
    title: "Căn hộ Quận 7 view sông",
    wardName: "Phường Tân Thuận",
    parameters: { bedrooms: "2", legal_status: "so-hong" },
  });
  await createProperty(ctx.services.db, { title: "Nhà phố Bến Thành", categorySlug: "nha-rieng", parameters: { bedrooms: "4" } });
  await createProperty(ctx.services.db, {
    title: "Căn hộ cho thuê Tân Thuận",
    wardName: "Phường Tân Thuận",
    propertyType: "rent",
    rentduration: "monthly",
    price: 15_000_000,
  });
});
afterAll(() => ctx.close());

/** The filter choices a page names, as the page renders them (from the store its version is in). */
const choices = (page: { options: FilterOptionsRef }) => filterOptionsOf(page.options);

const load = (url: string, landing: Parameters<typeof loadListing>[1]["landing"] = { kind: "all" }) =>
  loadListing(ctx.services, { url: new URL(url, "http://localhost"), landing, lang: "vi", actor: null });

describe("loadListing", () => {
  it("filters by the URL's state and offers the market's filter choices", async () => {
    const page = await load("/properties?search=quan+7&bedrooms=2&legal_status=so-hong");
    expect(page.items.map((p) => p.title)).toEqual(["Căn hộ Quận 7 view sông"]);
    expect(page.total).toBe(1);
    expect(page.isFiltered).toBe(true);
    expect(choices(page).legalStatuses.map((o) => o.value)).toContain("so-hong");
    expect(choices(page).directions.find((o) => o.value === "dong-nam")?.label).toBe("Đông Nam");
    // Each ward names its former district beside it (the 2025 names are new to most people).
    expect(choices(page).wards.map((o) => o.label)).toContain("Phường Tân Thuận (Quận 7 cũ)");
    // The former districts and named areas come with the page (the filter panel and chips label them).
    expect(choices(page).districts).toContainEqual({ value: "quan-7", label: "Quận 7" });
    expect(choices(page).places).toContainEqual({ value: "phu-my-hung", label: "Phú Mỹ Hưng" });
    expect(page.canonical).toMatch(/\/properties$/);
  });

  it("sends of each listing only what its card shows, not the API's whole card", async () => {
    const page = await load("/properties?property_type=rent");
    expect(page.items).toHaveLength(1);
    const [card] = page.items;
    expect(card).toMatchObject({ title: "Căn hộ cho thuê Tân Thuận", price: 15_000_000, property_type: "rent", rentduration: "monthly" });
    expect(card!.ward?.name).toBe("Phường Tân Thuận");
    // The address, coordinates, category, counts and dates stay with the API.
    for (const field of ["address", "latitude", "longitude", "category", "category_id", "total_views", "created_at", "updated_at"]) {
      expect(card).not.toHaveProperty(field);
    }
  });

  it("labels the former districts in the page's language", async () => {
    const page = await loadListing(ctx.services, {
      url: new URL("/properties", "http://localhost"),
      landing: { kind: "all" },
      lang: "en",
      actor: null,
    });
    expect(choices(page).districts).toContainEqual({ value: "quan-7", label: "District 7" });
  });

  it("offers the wards with listings, and a chosen ward without any in its place, for that page only", async () => {
    const plain = await load("/properties");
    const withListings = choices(plain).wards.map((o) => o.value);
    expect(withListings).toContain("phuong-tan-thuan");
    expect(withListings).not.toContain("phuong-thu-duc");
    const chosen = await load("/properties?ward=phuong-thu-duc");
    expect(choices(chosen).wards.find((o) => o.value === "phuong-thu-duc")?.label).toMatch(/^Phường Thủ Đức/);
    expect(choices(chosen).wards).toHaveLength(withListings.length + 1);
    // The choices kept for every page are not the chosen page's.
    expect(choices(await load("/properties?ward=phuong-tan-thuan")).wards.map((o) => o.value)).toEqual(withListings);
    expect(choices(await load("/properties")).wards.map((o) => o.value)).toEqual(withListings);
  });

  it("presets the ward on its landing page, with its own heading", async () => {
    const page = await load("/properties/ward/phuong-tan-thuan?property_type=rent", { kind: "ward", slug: "phuong-tan-thuan" });
    expect(page.heading).toContain("Phường Tân Thuận");
    expect(page.omit).toEqual(["ward"]);
    expect(page.items.map((p) => p.title)).toEqual(["Căn hộ cho thuê Tân Thuận"]);
  });

  it("presets the category and answers 404 for an unknown landing", async () => {
    const page = await load("/properties/category/nha-rieng", { kind: "category", slug: "nha-rieng" });
    expect(page.items.map((p) => p.title)).toEqual(["Nhà phố Bến Thành"]);
    expect(page.isFiltered).toBe(false);
    const missing = await load("/properties/category/khong-co", { kind: "category", slug: "khong-co" }).catch((error: unknown) => error);
    expect((missing as { init?: { status?: number } }).init?.status).toBe(404);
  });

  it("reads the search into the page's own filters, keeps a filter set in the URL, and links the search as typed", async () => {
    const page = await load("/properties?search=can+ho+2pn+q7+view+song");
    expect(page.query).toMatchObject({ category: "can-ho-chung-cu", bedrooms: 2, district: "quan-7", search: "view song" });
    expect(page.items.map((p) => p.title)).toEqual(["Căn hộ Quận 7 view sông"]);
    expect(page.typed).toEqual({
      search: "can ho 2pn q7 view song",
      href: "/properties?search=can+ho+2pn+q7+view+song&search_as_typed=true",
    });
    // The URL's own bedrooms win over the search's "2pn".
    const given = await load("/properties?search=can+ho+2pn+q7&bedrooms=3");
    expect(given.query).toMatchObject({ bedrooms: 3, district: "quan-7" });
    expect(given.items).toEqual([]);
    // As typed: every word must be in the text, no filter is read ("2pn" is no listing's word).
    const asTyped = await load("/properties?search=can+ho+2pn+q7&search_as_typed=1");
    expect(asTyped.query).toMatchObject({ search: "can ho 2pn q7", search_as_typed: true });
    expect(asTyped.query.district).toBeUndefined();
    expect(asTyped.typed).toBeNull();
    expect(asTyped.items).toEqual([]);
  });
});

describe("the filter panel's choices, kept PAGE_DATA_SECONDS", () => {
  const renamed = async (context: TestContext, name: string) => {
    await context.services.db.update(categories).set({ name }).where(eq(categories.slugId, "nha-rieng"));
  };
  const label = async (context: TestContext) => {
    const page = await loadListing(context.services, {
      url: new URL("http://localhost/properties"),
      landing: { kind: "all" },
      lang: "vi",
      actor: null,
    });
    return choices(page).categories.find((c) => c.value === "nha-rieng")?.label;
  };

  it("are read once for every page, and again after a write this process handles", async () => {
    const before = await label(ctx);
    // Straight into the database, as another process would: the kept choices still answer.
    await renamed(ctx, "Nhà riêng (sửa)");
    expect(await label(ctx)).toBe(before);
    // Any write through the app forgets them, as it empties the page cache.
    await ctx.app.request("/api/no-such-call", { method: "POST" });
    expect(await label(ctx)).toBe("Nhà riêng (sửa)");
  });

  it("are served as a file by version, cached for good, with a new version when they change", async () => {
    const page = await load("/properties");
    const res = await ctx.app.request(filterOptionData.url("vi", page.options.version));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = (await res.json()) as FilterOptions;
    expect(served).toEqual(choices(page));
    expect(served.wards.map((o) => o.value)).toContain("phuong-tan-thuan");
    // A version this process does not know gets the current choices, not to be cached; other paths 404.
    const unknown = await ctx.app.request(filterOptionData.url("vi", "0123456789abcdef"));
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    expect(await unknown.json()).toEqual(served);
    expect((await ctx.app.request(filterOptionData.url("xx", page.options.version))).status).toBe(404);
    expect((await ctx.app.request("/filter-options/vi.json")).status).toBe(404);
    // English has its own version; a change makes a new one, and the page sent before keeps its own.
    const english = await loadListing(ctx.services, {
      url: new URL("http://localhost/properties"),
      landing: { kind: "all" },
      lang: "en",
      actor: null,
    });
    expect(english.options.version).not.toBe(page.options.version);
    await renamed(ctx, "Nhà riêng (đổi)");
    await ctx.app.request("/api/no-such-call", { method: "POST" });
    const after = await load("/properties");
    expect(after.options.version).not.toBe(page.options.version);
    expect(choices(after).categories.find((c) => c.value === "nha-rieng")?.label).toBe("Nhà riêng (đổi)");
    const before = await ctx.app.request(filterOptionData.url("vi", page.options.version));
    expect(((await before.json()) as FilterOptions).categories).toEqual(served.categories);
  });

  it("are read on every render with PAGE_DATA_SECONDS=0", async () => {
    const fresh = await createTestContext({ env: { PAGE_DATA_SECONDS: "0" } });
    try {
      await label(fresh);
      await renamed(fresh, "Nhà riêng mới");
      expect(await label(fresh)).toBe("Nhà riêng mới");
    } finally {
      await fresh.close();
    }
  });
});
