import { describe, expect, it } from "vitest";
import { defaultSort, propertySearchSchema, readSearchParams, searchFields, toPropertySearch } from "./property-search-schema.ts";

describe("propertySearchSchema", () => {
  it("maps the spec's names onto filters and the chosen order", () => {
    const search = propertySearchSchema.parse({
      category_slug_id: "Can-Ho",
      min_price: "1000",
      bedrooms: "0",
      ward: "phuong-ben-thanh",
      posted_since: "0",
      sort_by: "price_asc",
    });
    expect(search).toEqual({
      filters: expect.objectContaining({
        categorySlugId: "can-ho",
        minPrice: 1000,
        bedrooms: 0,
        wardSlug: "phuong-ben-thanh",
        postedSince: "last_week",
      }),
      sort: "price_asc",
    });
  });

  it("fails on a bad value, naming the field", () => {
    const result = propertySearchSchema.safeParse({ bedrooms: "-1", facility_distance: "51", direction: "../x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["bedrooms", "direction", "facility_distance"]);
  });

  it("builds a circle and a viewport only when every part is given", () => {
    expect(toPropertySearch({ latitude: 10.7, longitude: 106.7 }).filters.near).toBeUndefined();
    expect(toPropertySearch({ latitude: 10.7, longitude: 106.7, radius: 2 }).filters.near).toEqual({
      latitude: 10.7,
      longitude: 106.7,
      radiusKm: 2,
    });
    expect(toPropertySearch({ min_latitude: 10, max_latitude: 11, min_longitude: 106 }).filters.bbox).toBeUndefined();
  });

  it("leaves the order to defaultSort: relevance while searching, distance near a point, else newest", () => {
    expect(defaultSort(toPropertySearch({ search: "quan 7" }).filters)).toBe("relevance");
    expect(defaultSort(toPropertySearch({ latitude: 1, longitude: 2, radius: 3 }).filters)).toBe("distance");
    expect(defaultSort(toPropertySearch({}).filters)).toBe("newest");
  });
});

describe("readSearchParams and searchFields", () => {
  it("keeps the good values and drops each bad one alone", () => {
    const params = new URLSearchParams("bedrooms=2&bathrooms=x&property_type=lease&min_area=40&unknown=1");
    expect(readSearchParams(params, ["bedrooms", "bathrooms", "property_type", "min_area"])).toEqual({ bedrooms: 2, min_area: 40 });
  });

  it("gives a call the named fields, each optional", () => {
    const fields = searchFields("property_type", "category_id");
    expect(Object.keys(fields)).toEqual(["property_type", "category_id"]);
    expect(fields.property_type.safeParse(undefined).success).toBe(true);
    expect(fields.category_id.safeParse("0").success).toBe(false);
  });
});
