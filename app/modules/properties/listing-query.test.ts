import { describe, expect, it } from "vitest";
import { activeFilterCount, formListingQuery, listingHref, listingSearchParams, pageInfo } from "./listing-query.ts";
import { defaultSort } from "./property-search-schema.ts";
import { parseListingQuery, toListingSearch } from "./read-listing-query.server.ts";

const parse = (search: string, preset = {}) => parseListingQuery(new URLSearchParams(search), preset);

describe("parseListingQuery", () => {
  it("reads every filter from the URL", () => {
    const query = parse(
      "search=quan+7&category=can-ho&property_type=rent&min_price=5000000&max_price=20000000&min_area=50&max_area=120.5&bedrooms=2&bathrooms=5" +
        "&direction=dong-nam&legal_status=so-hong&furnishing=day-du&ward=phuong-tan-thuan&facility_id=3&facility_distance=1.5&sort=price_asc&offset=24&limit=24",
    );
    expect(query).toEqual({
      search: "quan 7",
      category: "can-ho",
      property_type: "rent",
      min_price: 5_000_000,
      max_price: 20_000_000,
      min_area: 50,
      max_area: 120.5,
      bedrooms: 2,
      bathrooms: 5,
      direction: "dong-nam",
      legal_status: "so-hong",
      furnishing: "day-du",
      ward: "phuong-tan-thuan",
      facility_id: 3,
      facility_distance: 1.5,
      sort: "price_asc",
      offset: 24,
      limit: 24,
    });
  });

  it("drops bad values instead of failing", () => {
    const query = parse(
      "property_type=lease&min_price=abc&bedrooms=-1&bathrooms=2.5&sort=random&offset=-3&limit=1000&category=../x&facility_id=0&search=%20%20",
    );
    expect(query).toEqual({ offset: 0, limit: 12 });
    expect(Object.values(query).filter((v) => v !== undefined)).toHaveLength(2);
  });

  it("takes the search schema's limits: no bedrooms is a filter, a facility beyond 50 km is not", () => {
    expect(parse("bedrooms=0&facility_id=2&facility_distance=51")).toMatchObject({
      bedrooms: 0,
      facility_id: 2,
      facility_distance: undefined,
    });
  });

  it("swaps reversed ranges and collapses spaces in the search", () => {
    const query = parse("min_price=9000000000&max_price=1000000000&min_area=200&max_area=40&search=  qu%E1%BA%ADn%20%20%207 ");
    expect([query.min_price, query.max_price, query.min_area, query.max_area]).toEqual([1e9, 9e9, 40, 200]);
    expect(query.search).toBe("quận 7");
  });

  it("lets a landing page's preset win over the URL", () => {
    expect(parse("category=dat-nen&ward=x", { category: "can-ho" })).toMatchObject({ category: "can-ho", ward: "x" });
  });
});

describe("listingSearchParams and listingHref", () => {
  it("round-trips a state through the URL", () => {
    const query = parse("sort=most_liked&bedrooms=3&search=Th%E1%BA%A3o%20%C4%90i%E1%BB%81n&min_area=30&offset=12");
    expect(parse(listingSearchParams(query).toString())).toEqual(query);
  });

  it("keeps a submitted form's listing keys as text, in the URL's order", () => {
    const form = new URLSearchParams("sort=newest&bedrooms=2&other=x&search=%20&category=can-ho");
    expect(formListingQuery(form)).toEqual({ sort: "newest", bedrooms: "2", category: "can-ho" });
    expect(listingHref("/properties", formListingQuery(form))).toBe("/properties?category=can-ho&bedrooms=2&sort=newest");
  });

  it("puts a price typed the Vietnamese way into the URL as whole VND, and leaves unreadable text for the loader to drop", () => {
    const form = new URLSearchParams({ min_price: "4,2 tỷ", max_price: "4.200.000.000", search: "500tr" });
    expect(formListingQuery(form)).toEqual({ search: "500tr", min_price: "4200000000", max_price: "4200000000" });
    expect(formListingQuery(new URLSearchParams({ min_price: "500tr", max_price: "4200 triệu" }))).toEqual({
      min_price: "500000000",
      max_price: "4200000000",
    });
    expect(formListingQuery(new URLSearchParams({ max_price: "nhiều" }))).toEqual({ max_price: "nhiều" });
    expect(parse(listingSearchParams(formListingQuery(new URLSearchParams({ max_price: "nhiều" }))).toString()).max_price).toBeUndefined();
  });

  it("reads a price typed the Vietnamese way from a URL sent without JavaScript", () => {
    expect(parse("min_price=4%2C2+t%E1%BB%B7&max_price=4.200.000.000")).toMatchObject({
      min_price: 4_200_000_000,
      max_price: 4_200_000_000,
    });
    expect(parse("max_price=500tr").max_price).toBe(500_000_000);
  });

  it("writes keys in one order and leaves out defaults, empties and the preset's keys", () => {
    expect(listingHref("/properties", { offset: 0, limit: 12, sort: "newest", bedrooms: 2, search: "" })).toBe(
      "/properties?bedrooms=2&sort=newest",
    );
    expect(listingHref("/properties/category/can-ho", { category: "can-ho", offset: 24, limit: 12 }, ["category"])).toBe(
      "/properties/category/can-ho?offset=24",
    );
    expect(listingHref("/properties", { offset: 0, limit: 12 })).toBe("/properties");
  });
});

describe("toListingSearch", () => {
  it("maps the URL state onto the search module's filters", () => {
    const { filters } = toListingSearch(
      parse("category=nha-rieng&ward=phuong-ben-thanh&legal_status=so-hong&facility_id=2&facility_distance=1"),
    );
    expect(filters).toMatchObject({
      categorySlugId: "nha-rieng",
      wardSlug: "phuong-ben-thanh",
      legalStatus: "so-hong",
      facilityId: 2,
      facilityDistance: 1,
    });
  });

  it("ignores a facility distance without a facility", () => {
    expect(toListingSearch(parse("facility_distance=2")).filters.facilityDistance).toBeUndefined();
  });

  it("sorts by relevance while searching unless a sort is chosen", () => {
    const sortOf = (search: string) => {
      const chosen = toListingSearch(parse(search));
      return chosen.sort ?? defaultSort(chosen.filters);
    };
    expect(sortOf("search=abc")).toBe("relevance");
    expect(sortOf("search=abc&sort=price_desc")).toBe("price_desc");
    expect(sortOf("")).toBe("newest");
  });
});

describe("activeFilterCount and pageInfo", () => {
  it("counts filters but not search, sort, paging or preset keys", () => {
    expect(activeFilterCount(parse("search=a&sort=newest&offset=12&bedrooms=2&category=can-ho"))).toBe(2);
    expect(activeFilterCount(parse("bedrooms=2&category=can-ho"), ["category"])).toBe(1);
  });

  it("computes the pager", () => {
    expect(pageInfo(30, 0, 12)).toEqual({ page: 1, pages: 3, previous: null, next: 12 });
    expect(pageInfo(30, 24, 12)).toEqual({ page: 3, pages: 3, previous: 12, next: null });
    expect(pageInfo(0, 0, 12)).toEqual({ page: 1, pages: 1, previous: null, next: null });
    expect(pageInfo(30, 5, 12)).toEqual({ page: 1, pages: 3, previous: 0, next: 17 });
  });
});
