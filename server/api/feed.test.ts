import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blocks, personalisedInterests, propertyViews } from "../../db/schema/index.ts";
import { flushViews } from "../../app/modules/properties/view-counter.server.ts";
import {
  addFavourite,
  authHeaders,
  categoryBySlug,
  createProperty,
  createUser,
  type PropertyRow,
  type UserRow,
} from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
const en = { "accept-language": "en" };
const ids = (list: { id: number }[]) => list.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("personalised-fields", () => {
  let user: UserRow;
  let headers: Record<string, string>;
  beforeAll(async () => {
    user = await createUser(ctx.services.db);
    headers = { ...en, ...(await authHeaders(ctx.services.db, user)) };
  });

  it("saves with POST, reads with GET and removes with DELETE", async () => {
    const flat = await categoryBySlug(ctx.services.db, "can-ho-chung-cu");
    const villa = await categoryBySlug(ctx.services.db, "biet-thu");
    expect((await ctx.api("GET", "personalised-fields", { headers })).body.data).toBeNull();
    const saved = await ctx.api("POST", "personalised-fields", {
      headers,
      body: { category_ids: [flat.id, villa.id], price_range: "2000000000,4000000000", property_type: "sell", city: "Thủ Đức" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Your interests are saved");
    const read = await ctx.api("GET", "personalised-fields", { headers });
    expect(read.body.data).toEqual({
      category_ids: [flat.id, villa.id],
      outdoor_facilitiy_ids: [],
      price_range: "2000000000,4000000000",
      property_type: "sell",
      city: "Thủ Đức",
    });
    // A second save replaces the first; bracket-notation form bodies work as JSON does.
    const form = new URLSearchParams({ "category_ids[]": String(villa.id), price_range: ",5000000000" });
    expect((await ctx.api("POST", "personalised-fields", { headers, body: form })).status).toBe(200);
    expect((await ctx.api("GET", "personalised-fields", { headers })).body.data).toMatchObject({
      category_ids: [villa.id],
      price_range: ",5000000000",
      property_type: "",
      city: "",
    });
    // The app sends its price range as Dart doubles and the type as eBroker's code.
    const dart = new URLSearchParams({ "category_ids[]": String(villa.id), price_range: "0.0,5000000000.0", property_type: "1" });
    expect((await ctx.api("POST", "personalised-fields", { headers, body: dart })).status).toBe(200);
    expect((await ctx.api("GET", "personalised-fields", { headers })).body.data).toMatchObject({
      price_range: "0,5000000000",
      property_type: "rent",
    });
    const removed = await ctx.api("DELETE", "personalised-fields", { headers });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Your interests are removed");
    expect((await ctx.api("GET", "personalised-fields", { headers })).body.data).toBeNull();
    expect(await ctx.services.db.select().from(personalisedInterests).where(eq(personalisedInterests.userId, user.id))).toEqual([]);
  });

  it("answers each invalid field with its message and saves nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "form", "Choose at least one interest"],
      [{ price_range: "5000000000,1000000000" }, "price_range", "The lowest price cannot be above the highest price"],
      [{ price_range: "hai tỷ" }, "price_range", "Enter prices as whole numbers of VND"],
      [{ price_range: "0.5,1000" }, "price_range", "Enter prices as whole numbers of VND"],
      [{ property_type: "buy" }, "property_type", "The value is invalid"],
      [{ category_ids: [999_999] }, "category_ids", "Please select Category"],
      [{ outdoor_facilitiy_ids: "999999" }, "outdoor_facilitiy_ids", "Please choose facilities from the list"],
      [{ category_ids: Array.from({ length: 31 }, (_, i) => i + 1) }, "category_ids", "Choose at most 30"],
    ];
    for (const [body, field, message] of cases) {
      const res = await ctx.api("POST", "personalised-fields", { headers, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field] ?? res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await ctx.services.db.select().from(personalisedInterests).where(eq(personalisedInterests.userId, user.id))).toEqual([]);
    const vi = await ctx.api("POST", "personalised-fields", {
      headers: { ...headers, "accept-language": "vi" },
      body: { price_range: "9,1" },
    });
    expect(vi.body.errors?.price_range).toBe("Giá thấp nhất không được lớn hơn giá cao nhất");
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.api("GET", "personalised-fields")).status).toBe(401);
    expect((await ctx.api("POST", "personalised-fields", { body: { property_type: "sell" } })).status).toBe(401);
    expect((await ctx.api("DELETE", "personalised-fields")).status).toBe(401);
    expect((await ctx.api("GET", "get_user_recommendation")).status).toBe(401);
  });
});

describe("get_user_recommendation", () => {
  // Prices in a band no other test's listing uses, so only these listings can fit.
  const low = 2_111_000_000;
  const high = 2_119_000_000;
  let reader: UserRow;
  let headers: Record<string, string>;
  let fitting: PropertyRow[];
  let favouredWard: PropertyRow;
  let viewedWard: PropertyRow;
  let popular: PropertyRow;
  let excluded: Record<string, PropertyRow>;

  beforeAll(async () => {
    const db = ctx.services.db;
    reader = await createUser(db);
    headers = { ...en, ...(await authHeaders(db, reader)) };
    const owner = await createUser(db);
    const blockedOwner = await createUser(db);
    const blockingOwner = await createUser(db);
    const bannedOwner = await createUser(db, { banned: true });
    const flat = { categorySlug: "can-ho-chung-cu", propertyType: "sell" as const, userId: owner.id };
    popular = await createProperty(db, { ...flat, price: low + 1_000_000, totalViews: 1_000, totalLikes: 3 });
    favouredWard = await createProperty(db, { ...flat, price: low + 2_000_000, wardName: "Phường An Khánh" });
    viewedWard = await createProperty(db, { ...flat, price: low + 3_000_000, wardName: "Phường Sài Gòn" });
    fitting = [popular, favouredWard, viewedWard];
    excluded = {
      tooCheap: await createProperty(db, { ...flat, price: low - 1, totalViews: 5_000 }),
      tooDear: await createProperty(db, { ...flat, price: high + 1, totalViews: 5_000 }),
      forRent: await createProperty(db, { ...flat, propertyType: "rent", price: low + 5_000_000, totalViews: 5_000 }),
      otherCategory: await createProperty(db, { ...flat, categorySlug: "biet-thu", price: low + 5_000_000, totalViews: 5_000 }),
      own: await createProperty(db, { ...flat, userId: reader.id, price: low + 5_000_000 }),
      blocked: await createProperty(db, { ...flat, userId: blockedOwner.id, price: low + 5_000_000 }),
      blockedMe: await createProperty(db, { ...flat, userId: blockingOwner.id, price: low + 5_000_000 }),
      banned: await createProperty(db, { ...flat, userId: bannedOwner.id, price: low + 5_000_000 }),
      pending: await createProperty(db, { ...flat, requestStatus: "pending", price: low + 5_000_000 }),
      inactive: await createProperty(db, { ...flat, status: "inactive", price: low + 5_000_000 }),
      expired: await createProperty(db, { ...flat, expiresAt: new Date(Date.now() - 60_000), price: low + 5_000_000 }),
      favourite: await createProperty(db, { ...flat, price: low + 6_000_000, wardName: "Phường An Khánh" }),
    };
    await db.insert(blocks).values([
      { blockerId: reader.id, blockedId: blockedOwner.id },
      { blockerId: blockingOwner.id, blockedId: reader.id },
    ]);
    const flatCategory = await categoryBySlug(db, "can-ho-chung-cu");
    const saved = await ctx.api("POST", "personalised-fields", {
      headers,
      body: { category_ids: [flatCategory.id], price_range: `${low},${high}`, property_type: "sell" },
    });
    if (saved.status !== 200) throw new Error(`saving the preference answered ${saved.status}`);
  });

  it("lists only approved, active listings inside the saved price range, type and categories, never the user's own or a blocked owner's", async () => {
    const res = await ctx.api("GET", "get_user_recommendation?limit=50", { headers });
    expect(res.status).toBe(200);
    expect(ids(res.body.data).sort()).toEqual(ids([...fitting, excluded.favourite!]).sort());
    for (const item of res.body.data) {
      expect(item.price).toBeGreaterThanOrEqual(low);
      expect(item.price).toBeLessThanOrEqual(high);
      expect(item.property_type).toBe("sell");
      expect(item.category.slug_id).toBe("can-ho-chung-cu");
    }
    expect(res.body.total).toBe(4);
  });

  it("ranks by what the user favourited, then what they viewed, above plain popularity; favourites themselves leave the list", async () => {
    const db = ctx.services.db;
    const before = ids((await ctx.api("GET", "get_user_recommendation?limit=50", { headers })).body.data);
    expect(before[0]).toBe(popular.id);

    // Opening a listing's detail records the signed-in viewer's view (written with the batched counts).
    await ctx.api("GET", `get_property?id=${viewedWard.id}`, { headers });
    await ctx.api("GET", `get_property?id=${viewedWard.id}`, { headers });
    expect(await db.select().from(propertyViews).where(eq(propertyViews.userId, reader.id))).toEqual([]);
    await flushViews(db);
    const [view] = await db
      .select()
      .from(propertyViews)
      .where(and(eq(propertyViews.userId, reader.id), eq(propertyViews.propertyId, viewedWard.id)));
    expect(view?.views).toBe(2);
    expect(ids((await ctx.api("GET", "get_user_recommendation?limit=50", { headers })).body.data).slice(0, 2)).toEqual([
      viewedWard.id,
      popular.id,
    ]);

    await addFavourite(db, reader.id, excluded.favourite!.id);
    const after = await ctx.api("GET", "get_user_recommendation?limit=50", { headers });
    expect(ids(after.body.data)).toEqual([favouredWard.id, viewedWard.id, popular.id]);
    const paged = await ctx.api("GET", "get_user_recommendation?offset=1&limit=1", { headers });
    expect(ids(paged.body.data)).toEqual([viewedWard.id]);
    expect(paged.body.total).toBe(3);
  });

  it("shows on the home page data of the signed-in user", async () => {
    const res = await ctx.api("GET", "homepage-data", { headers });
    expect(ids(res.body.data.recommended_properties)).toEqual([favouredWard.id, viewedWard.id, popular.id]);
  });

  it("keeps to the categories of the user's favourites and views without a saved preference", async () => {
    const db = ctx.services.db;
    const browser = await createUser(db);
    const browserHeaders = await authHeaders(db, browser);
    const villa = await createProperty(db, { categorySlug: "biet-thu", price: 31_000_000_000 });
    const liked = await createProperty(db, { categorySlug: "biet-thu", price: 32_000_000_000 });
    await addFavourite(db, browser.id, liked.id);
    const res = await ctx.api("GET", "get_user_recommendation?limit=100", { headers: browserHeaders });
    expect(ids(res.body.data)).toContain(villa.id);
    expect(ids(res.body.data)).not.toContain(liked.id);
    expect(res.body.data.every((p: { category: { slug_id: string } }) => p.category.slug_id === "biet-thu")).toBe(true);
  });
});
