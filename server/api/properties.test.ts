import { describe, expect, it } from "vitest";
import { authHeaders, createProperty } from "../../tests/support/factories.ts";
import { ids, usePropertyCity } from "../../tests/support/property-city.ts";

const propertyCity = usePropertyCity();

describe("public listings only", () => {
  it("hides pending, rejected, inactive, sold and expired listings from every list and detail", async () => {
    const { ctx, sunrise } = propertyCity;
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
    const { ctx } = propertyCity;
    const pending = await createProperty(ctx.services.db, { title: "Chờ duyệt riêng", requestStatus: "pending" });
    const res = await ctx.api("GET", `get_property?id=${pending.id}`);
    expect(res.status).toBe(404);
  });

  it("shows the owner their own non-public listing", async () => {
    const { ctx, owner } = propertyCity;
    const pending = await createProperty(ctx.services.db, { userId: owner.id, title: "Tin của tôi chờ duyệt", requestStatus: "pending" });
    const res = await ctx.api("GET", `get_property?id=${pending.id}`, { headers: await authHeaders(ctx.services.db, owner) });
    expect(res.status).toBe(200);
    expect(res.body.data[0].request_status).toBe("pending");
  });
});

describe("Vietnamese-aware search", () => {
  it("finds the accented listing without diacritics, in any case, with đ as d", async () => {
    const { ctx, sunrise, house, premium } = propertyCity;
    for (const search of ["quan 7", "QUẬN 7", "Quận 7", "nguyen dinh chieu", "NGUYỄN ĐÌNH CHIỂU", "thao dien", "dat nen cu chi"]) {
      const res = await ctx.api("GET", `get-property-list?search=${encodeURIComponent(search)}`);
      expect({ search, found: (res.body.total ?? 0) > 0 }).toEqual({ search, found: true });
    }
    // A former district is read as the wards that cover it: the Phú Mỹ Hưng villa's Phường Tân Mỹ is one of them.
    const q7 = await ctx.api("GET", "get-property-list?search=quan%207");
    expect(ids(q7.body).sort()).toEqual([sunrise.id, premium.id].sort());
    const dinh = await ctx.api("GET", "get-property-list?search=nguyen%20dinh%20chieu");
    expect(ids(dinh.body)).toEqual([house.id]);
  });

  it("searches the ward name, which is not in the title", async () => {
    const { ctx, house } = propertyCity;
    const res = await ctx.api("GET", "get-property-list?search=ban%20co");
    expect(ids(res.body)).toEqual([house.id]);
  });

  it("tolerates a typo and ranks the best match first", async () => {
    const { ctx, sunrise } = propertyCity;
    const res = await ctx.api("GET", "get_property?search=sunrize%20city");
    expect(ids(res.body)[0]).toBe(sunrise.id);
  });

  it("finds nothing for unrelated text", async () => {
    const { ctx } = propertyCity;
    const res = await ctx.api("GET", "get-property-list?search=zzzqqq");
    expect(res.body.data).toEqual([]);
    expect(res.body.total).toBe(0);
  });
});

describe("GET get_property", () => {
  it("returns one listing's detail by id with the API's fields, and counts the view", async () => {
    const { ctx, owner, sunrise } = propertyCity;
    const res = await ctx.api("GET", `get_property?id=${sunrise.id}`);
    expect(res.status).toBe(200);
    const p = res.body.data[0];
    expect(res.body.total).toBe(1);
    expect(p).toMatchObject({
      id: sunrise.id,
      slug_id: sunrise.slugId,
      price: 4_500_000_000,
      property_type: "sell",
      is_promoted: true,
      area: 80,
      bedrooms: 2,
    });
    expect(p.title_image).toMatch(/^http:\/\/localhost:3000\/media\/test\/\d+-800\.webp$/);
    expect(p.title_image_width).toBe(1200);
    expect(p.title_image_srcset).toContain("480w");
    expect(p.gallery_images).toHaveLength(2);
    expect(p.gallery_images[0].image).toMatch(/\.webp$/);
    expect(p.documents[0]).toMatchObject({
      file_name: "so-hong.pdf",
      file: "http://localhost:3000/media/test/so-hong.pdf",
      type: "pdf",
      property_id: sunrise.id,
    });
    expect(p.parameters.find((x: { code: string }) => x.code === "legal_status")).toMatchObject({
      value: "Sổ hồng / Sổ đỏ",
      value_code: "so-hong",
      translated_name: "Pháp lý",
    });
    expect(p.assign_facilities.map((f: { name: string; distance: number }) => [f.name, f.distance])).toEqual([
      ["Trường học", 0.5],
      ["Bệnh viện", 2],
    ]);
    expect(p.ward).toMatchObject({ name: "Phường Tân Thuận" });
    expect(p).toMatchObject({ added_by: owner.id, customer_name: "Trần Minh Anh", mobile: null, email: null });
    expect(p).toMatchObject({ promoted: true, is_favourite: 0, is_interested: 0, is_reported: false, is_premium_locked: false });
    expect(p.gallery).toHaveLength(2);
    expect(p.gallery[0].image_url).toMatch(/^http:\/\/localhost:3000\/media\/.*\.webp$/);
    expect(p.post_created).toEqual(expect.any(String));
    expect(p.price_per_m2).toBe(56_250_000);
    const again = await ctx.api("GET", `get_property?id=${sunrise.id}`);
    expect(again.body.data[0].total_view).toBe(p.total_view + 1);
  });

  it("returns the detail by slug_id, in English when asked", async () => {
    const { ctx, sunrise } = propertyCity;
    const res = await ctx.api("GET", `get_property?slug_id=${sunrise.slugId}`, { headers: { "accept-language": "en" } });
    expect(res.body.data[0].id).toBe(sunrise.id);
    expect(res.body.data[0].category.category).toBe("Apartment");
    expect(res.body.data[0].assign_facilities[0].name).toBe("School");
  });

  it("with get_simiilar returns listings like the given one, not itself", async () => {
    const { ctx, sunrise, house } = propertyCity;
    const other = await createProperty(ctx.services.db, {
      title: "Căn hộ tương tự Tân Thuận",
      wardName: "Phường Tân Thuận",
      price: 4_000_000_000,
    });
    const res = await ctx.api("GET", `get_property?id=${sunrise.id}&get_simiilar=1`);
    expect(ids(res.body)).toContain(other.id);
    expect(ids(res.body)).not.toContain(sunrise.id);
    expect(ids(res.body)).not.toContain(house.id);
  });

  it("lists each card's recorded answers in the parameters' order, and none for a listing without", async () => {
    const { ctx, sunrise, farLand } = propertyCity;
    const res = await ctx.api("GET", "get-property-list?property_type=sell&limit=50");
    const byId = new Map(res.body.data.map((p: { id: number }) => [p.id, p]));
    const answers = (id: number) => (byId.get(id) as { parameters: { id: number; code: string; value_code: string }[] }).parameters;
    expect(answers(sunrise.id).map((a) => [a.code, a.value_code])).toEqual(
      expect.arrayContaining([
        ["legal_status", "so-hong"],
        ["furnishing", "day-du"],
      ]),
    );
    expect(answers(sunrise.id)).toHaveLength(6);
    const order = answers(sunrise.id).map((a) => a.id);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(
      answers(farLand.id)
        .map((a) => a.code)
        .sort(),
    ).toEqual(["area", "legal_status"]);
  });

  it("filters by category_id and category_slug_id", async () => {
    const { ctx, house, farLand } = propertyCity;
    const byId = await ctx.api("GET", `get_property?category_id=${house.categoryId}`);
    expect(ids(byId.body)).toEqual([house.id]);
    const bySlug = await ctx.api("GET", "get_property?category_slug_id=dat-nen");
    expect(ids(bySlug.body)).toEqual([farLand.id]);
  });

  it("filters by property_type, min_price and max_price together", async () => {
    const { ctx, sunrise, house, rental } = propertyCity;
    const rent = await ctx.api("GET", "get_property?property_type=rent");
    expect(ids(rent.body)).toEqual([rental.id]);
    const range = await ctx.api("GET", "get_property?property_type=sell&min_price=4200000000&max_price=13000000000");
    expect(ids(range.body).sort()).toEqual([sunrise.id, house.id].sort());
  });

  it("filters by promoted, and by userid with users_promoted", async () => {
    const { ctx, owner, sunrise, house, premium } = propertyCity;
    const promoted = await ctx.api("GET", "get_property?promoted=1");
    expect(ids(promoted.body)).toEqual([sunrise.id]);
    const mine = await ctx.api("GET", `get_property?userid=${owner.id}`);
    expect(ids(mine.body).sort()).toEqual([sunrise.id, house.id, premium.id].sort());
    const minePromoted = await ctx.api("GET", `get_property?userid=${owner.id}&users_promoted=1`);
    expect(ids(minePromoted.body)).toEqual([sunrise.id]);
  });

  it("orders by views with top_rated and by likes with most_liked", async () => {
    const { ctx, house, rental } = propertyCity;
    const top = await ctx.api("GET", "get_property?top_rated=1&limit=1");
    expect(ids(top.body)).toEqual([house.id]);
    const liked = await ctx.api("GET", "get_property?most_liked=1&limit=1");
    expect(ids(liked.body)).toEqual([rental.id]);
  });

  it("filters by posted_since", async () => {
    const { ctx, sunrise, house, rental } = propertyCity;
    const week = await ctx.api("GET", "get_property?posted_since=last_week&limit=100");
    expect(ids(week.body)).toContain(rental.id);
    expect(ids(week.body)).not.toContain(house.id);
    const yesterday = await ctx.api("GET", "get_property?posted_since=1&limit=100");
    expect(ids(yesterday.body)).not.toContain(sunrise.id);
    const legacyWeek = await ctx.api("GET", "get_property?posted_since=0&limit=100");
    expect(ids(legacyWeek.body)).toContain(sunrise.id);
  });

  it("filters by city, state and country without accents", async () => {
    const { ctx } = propertyCity;
    const city = await ctx.api("GET", "get_property?city=ho%20chi%20minh&limit=100");
    expect(city.body.total).toBeGreaterThanOrEqual(5);
    const state = await ctx.api("GET", "get_property?state=Hanoi");
    expect(state.body.total).toBe(0);
    const country = await ctx.api("GET", "get_property?country=viet%20nam&limit=1");
    expect(country.body.total).toBeGreaterThan(0);
  });

  it("pages with offset and limit", async () => {
    const { ctx } = propertyCity;
    const first = await ctx.api("GET", "get_property?limit=2");
    const second = await ctx.api("GET", "get_property?limit=2&offset=2");
    expect(first.body.data).toHaveLength(2);
    expect(ids(second.body).some((id) => ids(first.body).includes(id))).toBe(false);
  });

  it("flags favourites for the logged-in user, and honours current_user only for that user", async () => {
    const { ctx, visitor } = propertyCity;
    const headers = await authHeaders(ctx.services.db, visitor);
    const mine = await ctx.api("GET", "get_property?property_type=rent", { headers });
    expect(mine.body.data[0].is_favourite).toBe(1);
    const anonymous = await ctx.api("GET", "get_property?property_type=rent");
    expect(anonymous.body.data[0].is_favourite).toBe(0);
    const withSelf = await ctx.api("GET", `get_property?property_type=rent&current_user=${visitor.id}`, { headers });
    expect(withSelf.body.data[0].is_favourite).toBe(1);
    const spoofed = await ctx.api("GET", `get_property?property_type=rent&current_user=${visitor.id}`);
    expect(spoofed.body.data[0].is_favourite).toBe(0);
  });

  it("answers a premium listing's public preview without the premium package, its gated parts withheld, and lists it", async () => {
    const { ctx, owner, premium } = propertyCity;
    const res = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(200);
    const preview = res.body.data[0];
    expect(preview).toMatchObject({ id: premium.id, is_premium: true, is_premium_locked: true, title: premium.title });
    expect(preview).toMatchObject({ gallery: [], documents: [], assign_facilities: [], parameters: [], mobile: null, email: null });
    expect(preview).toMatchObject({ video_link: null, three_d_image: null });
    const list = await ctx.api("GET", "get-property-list?is_premium=1");
    expect(ids(list.body)).toEqual([premium.id]);
    expect(list.body.data[0]).toMatchObject({ is_premium_locked: true, parameters: [] });
    const premiumList = await ctx.api("GET", "get-property-list?get_all_premium_properties=1");
    expect(ids(premiumList.body)).toEqual([premium.id]);
    const asOwner = await ctx.api("GET", `get_property?id=${premium.id}`, { headers: await authHeaders(ctx.services.db, owner) });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.data[0].is_premium_locked).toBe(false);
  });

  it("answers the listings like it beside the detail, as similar_properties", async () => {
    const { ctx, sunrise } = propertyCity;
    const res = await ctx.api("GET", `get_property?id=${sunrise.id}`);
    expect(Array.isArray(res.body.similar_properties)).toBe(true);
    expect(res.body.similar_properties!.map((p: { id: number }) => p.id)).not.toContain(sunrise.id);
  });

  it("takes eBroker's codes and Dart's \"null\": property_type 0/1, posted_since codes, most_viewed, most_liked", async () => {
    const { ctx, house, rental } = propertyCity;
    const rent = await ctx.api("GET", "get-property-list?property_type=1&latitude=null&longitude=null&radius=null");
    expect(rent.status).toBe(200);
    expect(ids(rent.body)).toEqual([rental.id]);
    const sell = await ctx.api("GET", "get_property?property_type=0&limit=50");
    expect(ids(sell.body)).not.toContain(rental.id);
    expect(sell.body.total).toBeGreaterThan(0);
    for (const code of ["0", "1", "2", "3", "4"]) {
      expect((await ctx.api("GET", `get-property-list?posted_since=${code}`)).status).toBe(200);
    }
    const viewed = await ctx.api("GET", "get-property-list?most_viewed=1&limit=50");
    const sortedViewed = await ctx.api("GET", "get-property-list?sort_by=most_viewed&limit=50");
    expect(ids(viewed.body)).toEqual(ids(sortedViewed.body));
    const liked = await ctx.api("GET", "get-property-list?most_liked=1&limit=50");
    const sortedLiked = await ctx.api("GET", "get-property-list?sort_by=most_liked&limit=50");
    expect(ids(liked.body)).toEqual(ids(sortedLiked.body));
    // The newest listing is neither the most viewed (house) nor the most liked (rental) one: the flags change the order.
    expect(ids(viewed.body)[0]).toBe(house.id);
    expect(ids(liked.body)[0]).toBe(rental.id);
  });

  it("refuses bad parameters with 400", async () => {
    const { ctx } = propertyCity;
    const res = await ctx.api("GET", "get_property?property_type=swap", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("property_type");
  });
});
