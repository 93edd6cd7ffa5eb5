import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/index.ts";
import { propertyConditions } from "../../app/modules/properties/property-filters.server.ts";
import { authHeaders, createProperty, createUser, type PropertyRow } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { seedPropertyCity } from "../../tests/support/property-city.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

// Similar, nearby and compared listings, and the default order's featured listings first.
let ctx: TestContext;
let sunrise: PropertyRow;
let house: PropertyRow;
let rental: PropertyRow;
let premium: PropertyRow;

const en = { "accept-language": "en" };
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ sunrise, house, rental, premium } = await seedPropertyCity(ctx.services.db));
});
afterAll(() => ctx.close());

describe("GET get-all-similar-properties", () => {
  it("lists the same category and type, excluding the listing", async () => {
    const res = await ctx.api("GET", `get-all-similar-properties?property_id=${house.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(house.id);
    expect(res.body.data.every((p: { category_id: number }) => p.category_id === house.categoryId)).toBe(true);
    await createProperty(ctx.services.db, { title: "Căn hộ tương tự Tân Thuận", wardName: "Phường Tân Thuận", price: 4_000_000_000 });
    const bySlug = await ctx.api("GET", `get-all-similar-properties?slug_id=${sunrise.slugId}&limit=1`);
    expect(bySlug.body.data[0].ward.name).toBe("Phường Tân Thuận");
  });

  it("answers 404 for an unknown listing", async () => {
    expect((await ctx.api("GET", "get-all-similar-properties?property_id=999999")).status).toBe(404);
  });

  it("works for a listing that has no ward", async () => {
    const wardless = await createProperty(ctx.services.db, {
      title: "Đất nền chưa rõ phường",
      propertyType: "rent",
      price: 9_000_000,
      rentduration: "monthly",
    });
    await ctx.services.db.update(properties).set({ wardCode: null, wardName: "" }).where(eq(properties.id, wardless.id));
    const res = await ctx.api("GET", `get-all-similar-properties?property_id=${wardless.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(wardless.id);
    await ctx.services.db.delete(properties).where(eq(properties.id, wardless.id));
  });
});

describe("similar listings, read group by group from the nearest prices", () => {
  it("come in the order of one statement sorting every candidate: no ward, same ward, other wards, each by price distance then newer id", async () => {
    const db = ctx.services.db;
    const owner = await createUser(db);
    const made: PropertyRow[] = [];
    const prices = [3_000_000_000, 3_100_000_000, 2_900_000_000, 3_100_000_000, 5_000_000_000, 1_000_000_000, 3_000_000_000, 2_950_000_000];
    for (const [i, price] of prices.entries()) {
      made.push(
        await createProperty(db, {
          userId: owner.id,
          categorySlug: "dat-nen",
          price,
          wardName: ["Phường Bến Thành", "Phường Sài Gòn", "Phường Tân Định"][i % 3],
        }),
      );
    }
    await db.update(properties).set({ wardCode: null, wardName: "" }).where(eq(properties.id, made[4]!.id));
    const source = made[0]!;
    const expected = (
      await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(propertyConditions(db, { categoryId: source.categoryId, propertyType: "sell", excludeIds: [source.id] })))
        .orderBy(
          desc(sql`(${properties.wardCode} = ${source.wardCode})`),
          sql`abs(${properties.price} - ${source.price}::bigint)`,
          desc(properties.id),
        )
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThanOrEqual(7);
    for (const [offset, limit] of [
      [0, 4],
      [0, 20],
      [2, 3],
      [5, 4],
    ]) {
      const res = await ctx.api("GET", `get-all-similar-properties?property_id=${source.id}&offset=${offset}&limit=${limit}`);
      expect(ids(res.body), `offset ${offset} limit ${limit}`).toEqual(expected.slice(offset!, offset! + limit!));
      expect(res.body.total).toBe(expected.length);
    }
  });
});

describe("GET get_nearby_properties", () => {
  it("returns listings within the radius, nearest first", async () => {
    const res = await ctx.api("GET", "get_nearby_properties?latitude=10.8030&longitude=106.735&radius=1");
    expect(ids(res.body)).toEqual([rental.id]);
    expect(res.body.data[0].distance).toBeLessThan(0.1);
  });

  it("filters by type, and by city and state without a point", async () => {
    const rent = await ctx.api("GET", "get_nearby_properties?latitude=10.7725&longitude=106.698&radius=20&type=rent");
    expect(ids(rent.body)).toEqual([rental.id]);
    const city = await ctx.api(
      "GET",
      "get_nearby_properties?city=Th%C3%A0nh%20ph%E1%BB%91%20H%E1%BB%93%20Ch%C3%AD%20Minh&state=ho%20chi%20minh&limit=100",
    );
    expect(city.body.total).toBeGreaterThanOrEqual(5);
    const elsewhere = await ctx.api("GET", "get_nearby_properties?city=Da%20Nang");
    expect(elsewhere.body.total).toBe(0);
  });
});

describe("GET compare-properties", () => {
  // Compare is carried by premium_properties (docs/decisions/009-compare-needs-premium-properties.md).
  it("returns both listings' details to a user whose package includes premium listings", async () => {
    const user = await createUser(ctx.services.db);
    await givePackage(ctx.services.db, user.id, "pro");
    const headers = await authHeaders(ctx.services.db, user);
    const res = await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}&target_property_id=${house.id}`, { headers });
    expect(res.status).toBe(200);
    expect(res.body.data.source_property.id).toBe(sunrise.id);
    expect(res.body.data.target_property.id).toBe(house.id);
    expect(res.body.data.target_property.parameters.length).toBeGreaterThan(0);
    const withPremium = await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}&target_property_id=${premium.id}`, {
      headers,
    });
    expect(withPremium.status).toBe(200);
  });

  it("requires both ids", async () => {
    expect((await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}`)).status).toBe(400);
  });

  it("refuses a visitor, a user without a package and a free-package user, with the spec's messages", async () => {
    const query = `compare-properties?source_property_id=${sunrise.id}&target_property_id=${house.id}`;
    const visitor = await ctx.api("GET", query, { headers: en });
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toBe("Premium properties need the premium properties package. Please purchase a package.");
    expect(visitor.body.data).toBeNull();

    const none = await createUser(ctx.services.db);
    const noPackage = await ctx.api("GET", query, { headers: { ...en, ...(await authHeaders(ctx.services.db, none)) } });
    expect(noPackage.status).toBe(403);
    expect(noPackage.body.message).toBe("You have not subscribed. Please subscribe first");

    const free = await createUser(ctx.services.db);
    await givePackage(ctx.services.db, free.id, "free");
    const freeAnswer = await ctx.api("GET", query, { headers: { ...en, ...(await authHeaders(ctx.services.db, free)) } });
    expect(freeAnswer.status).toBe(403);
    expect(freeAnswer.body.message).toBe("Premium properties need the premium properties package. Please purchase a package.");
  });
});

describe("featured listings first", () => {
  it("float to the top of the newest order and the pages continue without repeats", async () => {
    const all = await ctx.api("GET", "get-property-list?limit=100");
    const list = ids(all.body);
    expect(list[0]).toBe(sunrise.id);
    const firstPage = await ctx.api("GET", "get-property-list?limit=2");
    const secondPage = await ctx.api("GET", "get-property-list?limit=2&offset=2");
    expect([...ids(firstPage.body), ...ids(secondPage.body)]).toEqual(list.slice(0, 4));
    expect(new Set(list).size).toBe(list.length);
    expect(firstPage.body.total).toBe(all.body.total);
  });

  it("leave a chosen order alone", async () => {
    const newest = await ctx.api("GET", "get-property-list?sort_by=newest&limit=100");
    const times = newest.body.data.map((p: { created_at: string }) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The featured listing is not the newest one: only the default order floats it.
    expect(ids(newest.body)[0]).not.toBe(sunrise.id);
    const cheapest = await ctx.api("GET", "get-property-list?sort_by=price_asc&limit=100");
    const prices = cheapest.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
