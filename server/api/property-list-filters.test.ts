import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties, propertyFacilities } from "../../db/schema/index.ts";
import { authHeaders, createProperty, facilityByName } from "../../tests/support/factories.ts";
import { ids, usePropertyCity } from "../../tests/support/property-city.ts";

// get-property-list's filters, orders and areas over the small city of tests/support/property-city.ts
// (get_property and the public-listing rules: properties.test.ts).
const propertyCity = usePropertyCity();

describe("GET get-property-list", () => {
  it("marks the viewer's own interest and open report on each card, and nobody else's", async () => {
    const { ctx, owner, visitor, sunrise, house, rental } = propertyCity;
    const viewer = await authHeaders(ctx.services.db, visitor);
    expect(
      (await ctx.api("POST", "interested_users", { body: { property_id: String(house.id), type: "1" }, headers: viewer })).status,
    ).toBe(200);
    const reported = await ctx.api("POST", "add_reports", {
      body: { property_id: String(rental.id), other_message: "Giá không đúng thực tế" },
      headers: viewer,
    });
    expect(reported.status).toBe(201);
    const marks = (body: { data: { id: number; is_interested: number; is_reported: boolean }[] }) =>
      Object.fromEntries(body.data.map((p) => [p.id, [p.is_interested, p.is_reported]]));
    const mine = marks((await ctx.api("GET", "get-property-list?limit=50", { headers: viewer })).body);
    expect([mine[house.id], mine[rental.id], mine[sunrise.id]]).toEqual([
      [1, false],
      [0, true],
      [0, false],
    ]);
    const theirs = marks((await ctx.api("GET", "get-property-list?limit=50", { headers: await authHeaders(ctx.services.db, owner) })).body);
    const anyone = marks((await ctx.api("GET", "get-property-list?limit=50")).body);
    for (const seen of [theirs, anyone])
      expect([seen[house.id], seen[rental.id]]).toEqual([
        [0, false],
        [0, false],
      ]);
    await ctx.api("POST", "interested_users", { body: { property_id: String(house.id), type: "0" }, headers: viewer });
  });

  it("filters by area, bedrooms and bathrooms, combined", async () => {
    const { ctx, sunrise, house, rental } = propertyCity;
    const area = await ctx.api("GET", "get-property-list?min_area=70&max_area=120");
    expect(ids(area.body).sort()).toEqual([sunrise.id, rental.id].sort());
    const rooms = await ctx.api("GET", "get-property-list?bedrooms=4&bathrooms=3");
    expect(ids(rooms.body)).toEqual([house.id]);
    const combined = await ctx.api("GET", "get-property-list?min_area=70&bedrooms=3&property_type=rent");
    expect(ids(combined.body)).toEqual([rental.id]);
    const none = await ctx.api("GET", "get-property-list?min_area=70&bedrooms=4");
    expect(none.body.total).toBe(0);
  });

  it("filters by direction, legal status and furnishing", async () => {
    const { ctx, sunrise, farLand } = propertyCity;
    const dir = await ctx.api("GET", "get-property-list?direction=dong-nam");
    expect(ids(dir.body)).toEqual([sunrise.id]);
    const legal = await ctx.api("GET", "get-property-list?legal_status=so-hong&limit=50");
    expect(ids(legal.body).sort()).toEqual([sunrise.id, farLand.id].sort());
    const furnished = await ctx.api("GET", "get-property-list?furnishing=day-du&property_type=sell");
    expect(ids(furnished.body)).toEqual([sunrise.id]);
  });

  it("filters by a facility within a distance", async () => {
    const { ctx, sunrise, rental } = propertyCity;
    const school = await facilityByName(ctx.services.db, "Trường học");
    const near = await ctx.api("GET", `get-property-list?facility_id=${school.id}&facility_distance=1`);
    expect(ids(near.body)).toEqual([sunrise.id]);
    const wider = await ctx.api("GET", `get-property-list?facility_id=${school.id}&facility_distance=2`);
    expect(ids(wider.body).sort()).toEqual([sunrise.id, rental.id].sort());
  });

  it("follows a listing's facility writes: a distance added, changed and removed", async () => {
    const { ctx } = propertyCity;
    const db = ctx.services.db;
    const school = await facilityByName(db, "Trường học");
    const listing = await createProperty(db, { title: "Nhà gần trường mới", facilities: { Chợ: 0.2 } });
    const within = async (km: number) =>
      ids((await ctx.api("GET", `get-property-list?facility_id=${school.id}&facility_distance=${km}&limit=50`)).body);
    expect(await within(5)).not.toContain(listing.id);
    await db.insert(propertyFacilities).values({ propertyId: listing.id, facilityId: school.id, distance: 3 });
    expect(await within(5)).toContain(listing.id);
    expect(await within(1)).not.toContain(listing.id);
    // Any distance when none is given.
    expect(ids((await ctx.api("GET", `get-property-list?facility_id=${school.id}&limit=50`)).body)).toContain(listing.id);
    await db
      .update(propertyFacilities)
      .set({ distance: 0.4 })
      .where(and(eq(propertyFacilities.propertyId, listing.id), eq(propertyFacilities.facilityId, school.id)));
    expect(await within(1)).toContain(listing.id);
    await db
      .delete(propertyFacilities)
      .where(and(eq(propertyFacilities.propertyId, listing.id), eq(propertyFacilities.facilityId, school.id)));
    expect(await within(5)).not.toContain(listing.id);
    const [row] = await db.select({ distances: properties.facilityDistances }).from(properties).where(eq(properties.id, listing.id));
    expect(Object.values(row!.distances)).toEqual([0.2]);
  });

  it("filters by ward slug and ward code", async () => {
    const { ctx, house, rental } = propertyCity;
    const bySlug = await ctx.api("GET", "get-property-list?ward=phuong-ban-co");
    expect(ids(bySlug.body)).toEqual([house.id]);
    const byCode = await ctx.api("GET", `get-property-list?ward_code=${rental.wardCode}`);
    expect(ids(byCode.body)).toEqual([rental.id]);
  });

  it("sorts by price both ways, newest, most viewed and most liked", async () => {
    const { ctx, house, rental, premium } = propertyCity;
    const asc = await ctx.api("GET", "get-property-list?property_type=sell&sort_by=price_asc&limit=50");
    const prices = asc.body.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await ctx.api("GET", "get-property-list?sort_by=price_desc&limit=1");
    expect(ids(desc.body)).toEqual([premium.id]);
    const newest = await ctx.api("GET", "get-property-list?sort_by=newest&category_slug_id=can-ho-chung-cu&limit=50");
    const times = newest.body.data.map((p: { created_at: string }) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids((await ctx.api("GET", "get-property-list?sort_by=most_viewed&limit=1")).body)).toEqual([house.id]);
    expect(ids((await ctx.api("GET", "get-property-list?sort_by=most_liked&limit=1")).body)).toEqual([rental.id]);
  });

  it("searches a radius around a point: only listings inside, nearest first, with distances", async () => {
    const { ctx, house, rental, farLand } = propertyCity;
    // Bến Thành market; Bàn Cờ (~1.3 km), Tân Thuận (~4 km), Thảo Điền (~5 km), Củ Chi (~30 km).
    const res = await ctx.api("GET", "get-property-list?latitude=10.7725&longitude=106.698&radius=6&limit=50");
    const distances = res.body.data.map((p: { distance: number }) => p.distance);
    expect(distances.every((d: number) => d <= 6)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(ids(res.body)).toContain(house.id);
    expect(ids(res.body)).not.toContain(farLand.id);
    expect(res.body.data[0].distance).toBeLessThan(res.body.data.at(-1).distance);
    const tight = await ctx.api("GET", "get-property-list?latitude=10.7725&longitude=106.698&radius=2&limit=50");
    expect(ids(tight.body)).toContain(house.id);
    expect(ids(tight.body)).not.toContain(rental.id);
  });

  it("limits to the map viewport", async () => {
    const { ctx, farLand } = propertyCity;
    const res = await ctx.api("GET", "get-property-list?min_latitude=10.9&max_latitude=11&min_longitude=106.4&max_longitude=106.6");
    expect(ids(res.body)).toEqual([farLand.id]);
  });
});
