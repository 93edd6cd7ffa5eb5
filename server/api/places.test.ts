import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, facilityByName } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  await createProperty(db, { wardName: "Phường Bến Thành", facilities: { "Trường học": 0.4, Chợ: 1.2 } });
  await createProperty(db, { wardName: "Phường Bến Thành", facilities: { "Trường học": 2.35 } });
  await createProperty(db, { wardName: "Phường An Khánh" });
  await createProperty(db, { wardName: "Phường Sài Gòn", requestStatus: "pending", facilities: { "Sân bay": 3 } });
});
afterAll(() => ctx.close());

describe("GET get-cities-data", () => {
  it("lists the city's wards with public listing counts, busiest first", async () => {
    const res = await ctx.api("GET", "get-cities-data");
    expect(res.status).toBe(200);
    expect(res.body.data.map((w: { city: string; count: number }) => [w.city, w.count])).toEqual([
      ["Phường Bến Thành", 2],
      ["Phường An Khánh", 1],
    ]);
    expect(res.body.data[0]).toMatchObject({ slug: "phuong-ben-thanh", latitude: expect.any(Number) });
    expect(res.body.total).toBe(2);
  });

  it("with include_empty lists every ward of the city, and pages", async () => {
    const res = await ctx.api("GET", "get-cities-data?include_empty=1&limit=5&offset=1");
    expect(res.body.total).toBe(168);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0].city).toBe("Phường An Khánh");
    // A page past the last row still reports the total.
    const past = await ctx.api("GET", "get-cities-data?include_empty=1&limit=5&offset=500");
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(168);
  });
});

describe("GET get_facilities", () => {
  it("lists every facility in order, localised, and pages", async () => {
    const vi = await ctx.api("GET", "get_facilities");
    expect(vi.body.total).toBe(10);
    expect(vi.body.data[0]).toMatchObject({ name: "Trường học", image: "/icons/facilities/school.svg" });
    const en = await ctx.api("GET", "get_facilities?limit=2&offset=1", { headers: { "accept-language": "en" } });
    expect(en.body.data.map((f: { name: string }) => f.name)).toEqual(["Hospital", "Market"]);
  });
});

describe("GET get-facilities-for-filter", () => {
  it("lists facilities recorded by public listings with counts and the largest distance", async () => {
    const res = await ctx.api("GET", "get-facilities-for-filter");
    const school = await facilityByName(ctx.services.db, "Trường học");
    expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(["Trường học", "Chợ"]);
    expect(res.body.data[0]).toMatchObject({ id: school.id, properties_count: 2, max_distance: 2.4 });
  });
});
