import { eq } from "drizzle-orm";
import { properties } from "../../db/schema/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavourite, authHeaders, createProperty, createUser, facilityByName, fakeImage, type PropertyRow, type UserRow } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let owner: UserRow;
let renter: UserRow;
let visitor: UserRow;
let sunrise: PropertyRow;
let house: PropertyRow;
let rental: PropertyRow;
let farLand: PropertyRow;
let premium: PropertyRow;
const day = 86_400_000;

const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  owner = await createUser(db, { name: "Trần Minh Anh", phoneNumber: "0901234567" });
  renter = await createUser(db, { name: "Lê Thu Hà", isVerifiedAgent: true });
  visitor = await createUser(db, { name: "Khách xem" });
  sunrise = await createProperty(db, {
    userId: owner.id,
    title: "Căn hộ Sunrise City view sông Quận 7",
    wardName: "Phường Tân Thuận",
    address: "27 Nguyễn Hữu Thọ, Phường Tân Thuận",
    price: 4_500_000_000,
    latitude: 10.7388,
    longitude: 106.701,
    featuredUntil: new Date(Date.now() + 7 * day),
    parameters: { area: "80", bedrooms: "2", bathrooms: "2", house_direction: "dong-nam", legal_status: "so-hong", furnishing: "day-du" },
    facilities: { "Trường học": 0.5, "Bệnh viện": 2 },
    gallery: [fakeImage(), fakeImage()],
    documents: [{ key: "test/so-hong.pdf", name: "so-hong.pdf" }],
    createdAt: new Date(Date.now() - 2 * day),
  });
  house = await createProperty(db, {
    userId: owner.id,
    categorySlug: "nha-rieng",
    title: "Nhà riêng hẻm xe hơi Nguyễn Đình Chiểu",
    wardName: "Phường Bàn Cờ",
    price: 12_000_000_000,
    latitude: 10.7765,
    longitude: 106.687,
    totalViews: 100,
    parameters: { area: "60", bedrooms: "4", bathrooms: "3", house_direction: "tay", legal_status: "hop-dong-mua-ban" },
    facilities: { "Chợ": 0.3 },
    createdAt: new Date(Date.now() - 10 * day),
  });
  rental = await createProperty(db, {
    userId: renter.id,
    title: "Cho thuê căn hộ Thảo Điền đầy đủ nội thất",
    wardName: "Phường An Khánh",
    propertyType: "rent",
    rentduration: "monthly",
    price: 25_000_000,
    latitude: 10.803,
    longitude: 106.735,
    totalLikes: 50,
    parameters: { area: "100", bedrooms: "3", bathrooms: "2", furnishing: "day-du" },
    facilities: { "Trường học": 1.5 },
    createdAt: new Date(Date.now() - 1 * day),
  });
  farLand = await createProperty(db, {
    userId: renter.id,
    categorySlug: "dat-nen",
    title: "Đất nền Củ Chi sổ hồng riêng",
    wardName: "Xã Củ Chi",
    price: 2_000_000_000,
    latitude: 10.97,
    longitude: 106.49,
    parameters: { area: "500", legal_status: "so-hong" },
    createdAt: new Date(Date.now() - 200 * day),
  });
  premium = await createProperty(db, {
    userId: owner.id,
    categorySlug: "biet-thu",
    title: "Biệt thự cao cấp Phú Mỹ Hưng",
    wardName: "Phường Tân Mỹ",
    price: 30_000_000_000,
    isPremium: true,
    latitude: 10.729,
    longitude: 106.719,
    createdAt: new Date(Date.now() - 3 * day),
  });
  // Listings that must never be public; each says "Sunrise" so a search would find it.
  await createProperty(db, { title: "Sunrise chờ duyệt", requestStatus: "pending" });
  await createProperty(db, { title: "Sunrise bị từ chối", requestStatus: "rejected" });
  await createProperty(db, { title: "Sunrise tạm ẩn", status: "inactive" });
  await createProperty(db, { title: "Sunrise đã bán", status: "sold" });
  await createProperty(db, { title: "Sunrise hết hạn", expiresAt: new Date(Date.now() - day) });
  await addFavourite(db, visitor.id, rental.id);
});
afterAll(() => ctx.close());

describe("public listings only", () => {
  it("hides pending, rejected, inactive, sold and expired listings from every list and detail", async () => {
    const list = await ctx.api("GET", "get-property-list?search=sunrise&limit=50");
    expect(ids(list.body)).toEqual([sunrise.id]);
    const all = await ctx.api("GET", "get_property?limit=100");
    expect(all.body.total).toBe(5);
    expect(all.body.data.every((p: { title: string }) => !p.title.startsWith("Sunrise "))).toBe(true);
    const hidden = await ctx.api("GET", "get_property?search=sunrise%20het%20han");
    expect(ids(hidden.body)).not.toContain(undefined);
    expect(hidden.body.data.some((p: { title: string }) => p.title === "Sunrise hết hạn")).toBe(false);
  });

  it("answers 404 for the detail of a non-public listing", async () => {
    const pending = await createProperty(ctx.services.db, { title: "Chờ duyệt riêng", requestStatus: "pending" });
    const res = await ctx.api("GET", `get_property?id=${pending.id}`);
    expect(res.status).toBe(404);
  });

  it("shows the owner their own non-public listing", async () => {
    const pending = await createProperty(ctx.services.db, { userId: owner.id, title: "Tin của tôi chờ duyệt", requestStatus: "pending" });
    const res = await ctx.api("GET", `get_property?id=${pending.id}`, { headers: await authHeaders(ctx.services.db, owner) });
    expect(res.status).toBe(200);
    expect(res.body.data[0].request_status).toBe("pending");
  });
});

describe("Vietnamese-aware search", () => {
  it("finds the accented listing without diacritics, in any case, with đ as d", async () => {
    for (const search of ["quan 7", "QUẬN 7", "Quận 7", "nguyen dinh chieu", "NGUYỄN ĐÌNH CHIỂU", "thao dien", "dat nen cu chi"]) {
      const res = await ctx.api("GET", `get-property-list?search=${encodeURIComponent(search)}`);
      expect({ search, found: (res.body.total ?? 0) > 0 }).toEqual({ search, found: true });
    }
    const q7 = await ctx.api("GET", "get-property-list?search=quan%207");
    expect(ids(q7.body)).toEqual([sunrise.id]);
    const dinh = await ctx.api("GET", "get-property-list?search=nguyen%20dinh%20chieu");
    expect(ids(dinh.body)).toEqual([house.id]);
  });

  it("searches the ward name, which is not in the title", async () => {
    const res = await ctx.api("GET", "get-property-list?search=ban%20co");
    expect(ids(res.body)).toEqual([house.id]);
  });

  it("tolerates a typo and ranks the best match first", async () => {
    const res = await ctx.api("GET", "get_property?search=sunrize%20city");
    expect(ids(res.body)[0]).toBe(sunrise.id);
  });

  it("finds nothing for unrelated text", async () => {
    const res = await ctx.api("GET", "get-property-list?search=zzzqqq");
    expect(res.body.data).toEqual([]);
    expect(res.body.total).toBe(0);
  });
});

describe("GET get_property", () => {
  it("returns one listing's detail by id with SPEC fields, and counts the view", async () => {
    const res = await ctx.api("GET", `get_property?id=${sunrise.id}`);
    expect(res.status).toBe(200);
    const p = res.body.data[0];
    expect(res.body.total).toBe(1);
    expect(p).toMatchObject({ id: sunrise.id, slug_id: sunrise.slugId, price: 4_500_000_000, property_type: "sell", is_promoted: true, area: 80, bedrooms: 2 });
    expect(p.title_image).toMatch(/^\/media\/test\/\d+-800\.webp$/);
    expect(p.title_image_width).toBe(1200);
    expect(p.title_image_srcset).toContain("480w");
    expect(p.gallery_images).toHaveLength(2);
    expect(p.gallery_images[0].image).toMatch(/\.webp$/);
    expect(p.documents[0]).toMatchObject({ name: "so-hong.pdf", url: "/media/test/so-hong.pdf" });
    expect(p.parameters.find((x: { code: string }) => x.code === "legal_status")).toMatchObject({ value: "so-hong", value_label: "Sổ hồng / Sổ đỏ" });
    expect(p.facilities.map((f: { name: string; distance: number }) => [f.name, f.distance])).toEqual([["Trường học", 0.5], ["Bệnh viện", 2]]);
    expect(p.ward).toMatchObject({ name: "Phường Tân Thuận" });
    expect(p.customer).toMatchObject({ id: owner.id, name: "Trần Minh Anh", mobile: null, email: null });
    expect(p.price_per_m2).toBe(56_250_000);
    const again = await ctx.api("GET", `get_property?id=${sunrise.id}`);
    expect(again.body.data[0].total_views).toBe(p.total_views + 1);
  });

  it("returns the detail by slug_id, in English when asked", async () => {
    const res = await ctx.api("GET", `get_property?slug_id=${sunrise.slugId}`, { headers: { "accept-language": "en" } });
    expect(res.body.data[0].id).toBe(sunrise.id);
    expect(res.body.data[0].category.category).toBe("Apartment");
    expect(res.body.data[0].facilities[0].name).toBe("School");
  });

  it("with get_simiilar returns listings like the given one, not itself", async () => {
    const other = await createProperty(ctx.services.db, { title: "Căn hộ tương tự Tân Thuận", wardName: "Phường Tân Thuận", price: 4_000_000_000 });
    const res = await ctx.api("GET", `get_property?id=${sunrise.id}&get_simiilar=1`);
    expect(ids(res.body)).toContain(other.id);
    expect(ids(res.body)).not.toContain(sunrise.id);
    expect(ids(res.body)).not.toContain(house.id);
  });

  it("filters by category_id and category_slug_id", async () => {
    const byId = await ctx.api("GET", `get_property?category_id=${house.categoryId}`);
    expect(ids(byId.body)).toEqual([house.id]);
    const bySlug = await ctx.api("GET", "get_property?category_slug_id=dat-nen");
    expect(ids(bySlug.body)).toEqual([farLand.id]);
  });

  it("filters by property_type, min_price and max_price together", async () => {
    const rent = await ctx.api("GET", "get_property?property_type=rent");
    expect(ids(rent.body)).toEqual([rental.id]);
    const range = await ctx.api("GET", "get_property?property_type=sell&min_price=4200000000&max_price=13000000000");
    expect(ids(range.body).sort()).toEqual([sunrise.id, house.id].sort());
  });

  it("filters by promoted, and by userid with users_promoted", async () => {
    const promoted = await ctx.api("GET", "get_property?promoted=1");
    expect(ids(promoted.body)).toEqual([sunrise.id]);
    const mine = await ctx.api("GET", `get_property?userid=${owner.id}`);
    expect(ids(mine.body).sort()).toEqual([sunrise.id, house.id, premium.id].sort());
    const minePromoted = await ctx.api("GET", `get_property?userid=${owner.id}&users_promoted=1`);
    expect(ids(minePromoted.body)).toEqual([sunrise.id]);
  });

  it("orders by views with top_rated and by likes with most_liked", async () => {
    const top = await ctx.api("GET", "get_property?top_rated=1&limit=1");
    expect(ids(top.body)).toEqual([house.id]);
    const liked = await ctx.api("GET", "get_property?most_liked=1&limit=1");
    expect(ids(liked.body)).toEqual([rental.id]);
  });

  it("filters by posted_since", async () => {
    const week = await ctx.api("GET", "get_property?posted_since=last_week&limit=100");
    expect(ids(week.body)).toContain(rental.id);
    expect(ids(week.body)).not.toContain(house.id);
    const yesterday = await ctx.api("GET", "get_property?posted_since=1&limit=100");
    expect(ids(yesterday.body)).not.toContain(sunrise.id);
    const legacyWeek = await ctx.api("GET", "get_property?posted_since=0&limit=100");
    expect(ids(legacyWeek.body)).toContain(sunrise.id);
  });

  it("filters by city, state and country without accents", async () => {
    const city = await ctx.api("GET", "get_property?city=ho%20chi%20minh&limit=100");
    expect(city.body.total).toBeGreaterThanOrEqual(5);
    const state = await ctx.api("GET", "get_property?state=Hanoi");
    expect(state.body.total).toBe(0);
    const country = await ctx.api("GET", "get_property?country=viet%20nam&limit=1");
    expect(country.body.total).toBeGreaterThan(0);
  });

  it("pages with offset and limit", async () => {
    const first = await ctx.api("GET", "get_property?limit=2");
    const second = await ctx.api("GET", "get_property?limit=2&offset=2");
    expect(first.body.data).toHaveLength(2);
    expect(ids(second.body).some((id) => ids(first.body).includes(id))).toBe(false);
  });

  it("flags favourites for the logged-in user, and honours current_user only for that user", async () => {
    const headers = await authHeaders(ctx.services.db, visitor);
    const mine = await ctx.api("GET", "get_property?property_type=rent", { headers });
    expect(mine.body.data[0].is_favourite).toBe(true);
    const anonymous = await ctx.api("GET", "get_property?property_type=rent");
    expect(anonymous.body.data[0].is_favourite).toBe(false);
    const withSelf = await ctx.api("GET", `get_property?property_type=rent&current_user=${visitor.id}`, { headers });
    expect(withSelf.body.data[0].is_favourite).toBe(true);
    const spoofed = await ctx.api("GET", `get_property?property_type=rent&current_user=${visitor.id}`);
    expect(spoofed.body.data[0].is_favourite).toBe(false);
  });

  it("refuses a premium listing's detail without the premium package (403), but lists it", async () => {
    const res = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Premium properties need the premium properties package. Please purchase a package.");
    const list = await ctx.api("GET", "get-property-list?is_premium=1");
    expect(ids(list.body)).toEqual([premium.id]);
    const asOwner = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: await authHeaders(ctx.services.db, owner) });
    expect(asOwner.status).toBe(200);
  });

  it("refuses bad parameters with 400", async () => {
    const res = await ctx.api("GET", "get_property?property_type=swap", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("property_type");
  });
});

describe("GET get-property-list", () => {
  it("filters by area, bedrooms and bathrooms, combined", async () => {
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
    const dir = await ctx.api("GET", "get-property-list?direction=dong-nam");
    expect(ids(dir.body)).toEqual([sunrise.id]);
    const legal = await ctx.api("GET", "get-property-list?legal_status=so-hong&limit=50");
    expect(ids(legal.body).sort()).toEqual([sunrise.id, farLand.id].sort());
    const furnished = await ctx.api("GET", "get-property-list?furnishing=day-du&property_type=sell");
    expect(ids(furnished.body)).toEqual([sunrise.id]);
  });

  it("filters by a facility within a distance", async () => {
    const school = await facilityByName(ctx.services.db, "Trường học");
    const near = await ctx.api("GET", `get-property-list?facility_id=${school.id}&facility_distance=1`);
    expect(ids(near.body)).toEqual([sunrise.id]);
    const wider = await ctx.api("GET", `get-property-list?facility_id=${school.id}&facility_distance=2`);
    expect(ids(wider.body).sort()).toEqual([sunrise.id, rental.id].sort());
  });

  it("filters by ward slug and ward code", async () => {
    const bySlug = await ctx.api("GET", "get-property-list?ward=phuong-ban-co");
    expect(ids(bySlug.body)).toEqual([house.id]);
    const byCode = await ctx.api("GET", `get-property-list?ward_code=${rental.wardCode}`);
    expect(ids(byCode.body)).toEqual([rental.id]);
  });

  it("sorts by price both ways, newest, most viewed and most liked", async () => {
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
    const res = await ctx.api("GET", "get-property-list?min_latitude=10.9&max_latitude=11&min_longitude=106.4&max_longitude=106.6");
    expect(ids(res.body)).toEqual([farLand.id]);
  });
});

describe("GET get-all-similar-properties", () => {
  it("lists the same category and type, excluding the listing", async () => {
    const res = await ctx.api("GET", `get-all-similar-properties?property_id=${house.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(house.id);
    expect(res.body.data.every((p: { category_id: number }) => p.category_id === house.categoryId)).toBe(true);
    const bySlug = await ctx.api("GET", `get-all-similar-properties?slug_id=${sunrise.slugId}&limit=1`);
    expect(bySlug.body.data[0].ward.name).toBe("Phường Tân Thuận");
  });

  it("answers 404 for an unknown listing", async () => {
    expect((await ctx.api("GET", "get-all-similar-properties?property_id=999999")).status).toBe(404);
  });

  it("works for a listing that has no ward", async () => {
    const wardless = await createProperty(ctx.services.db, { title: "Đất nền chưa rõ phường", propertyType: "rent", price: 9_000_000, rentduration: "monthly" });
    await ctx.services.db.update(properties).set({ wardCode: null, wardName: "" }).where(eq(properties.id, wardless.id));
    const res = await ctx.api("GET", `get-all-similar-properties?property_id=${wardless.id}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(wardless.id);
    await ctx.services.db.delete(properties).where(eq(properties.id, wardless.id));
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
    const city = await ctx.api("GET", "get_nearby_properties?city=Th%C3%A0nh%20ph%E1%BB%91%20H%E1%BB%93%20Ch%C3%AD%20Minh&state=ho%20chi%20minh&limit=100");
    expect(city.body.total).toBeGreaterThanOrEqual(5);
    const elsewhere = await ctx.api("GET", "get_nearby_properties?city=Da%20Nang");
    expect(elsewhere.body.total).toBe(0);
  });
});

describe("GET compare-properties", () => {
  it("returns both listings' details", async () => {
    const res = await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}&target_property_id=${house.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.source_property.id).toBe(sunrise.id);
    expect(res.body.data.target_property.id).toBe(house.id);
    expect(res.body.data.target_property.parameters.length).toBeGreaterThan(0);
  });

  it("requires both ids and refuses a premium listing without the package", async () => {
    expect((await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}`)).status).toBe(400);
    expect((await ctx.api("GET", `compare-properties?source_property_id=${sunrise.id}&target_property_id=${premium.id}`)).status).toBe(403);
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
