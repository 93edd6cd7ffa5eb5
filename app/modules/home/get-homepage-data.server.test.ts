import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFavourite, createProperty, createUser, type PropertyRow, type UserRow } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { listNearbyProperties } from "../properties/list-nearby-properties.server.ts";
import { searchProperties } from "../properties/search-properties.server.ts";
import { getHomepageData } from "./get-homepage-data.server.ts";

let ctx: TestContext;
let fan: UserRow;
const p: Record<string, PropertyRow> = {};
const day = 86_400_000;
const ids = (list: { id: number }[]) => list.map((card) => card.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  const at = (days: number) => new Date(Date.now() + days * day);
  // Created in this order (ids ascending); ties in likes and views are broken by id, highest first.
  p.p1 = await createProperty(db, { isPremium: true, featuredUntil: at(3), createdAt: at(-10), totalLikes: 10, totalViews: 5 });
  p.p2 = await createProperty(db, { isPremium: true, featuredUntil: at(1), createdAt: at(-1), totalLikes: 50, totalViews: 5 });
  p.p3 = await createProperty(db, { isPremium: true, featuredUntil: at(2), createdAt: at(-5), totalLikes: 50, totalViews: 100 });
  p.p4 = await createProperty(db, { isPremium: true, createdAt: at(-2), totalLikes: 0, totalViews: 1, latitude: 10.8, longitude: 106.74 });
  p.p5 = await createProperty(db, { isPremium: true, featuredUntil: at(-1), createdAt: at(-0.5), totalLikes: 7, totalViews: 60 });
  p.p6 = await createProperty(db, {
    isPremium: true,
    createdAt: at(-3),
    totalLikes: 99,
    totalViews: 0,
    latitude: 10.801,
    longitude: 106.741,
  });
  p.p7 = await createProperty(db, {
    featuredUntil: at(5),
    createdAt: at(-4),
    totalLikes: 3,
    totalViews: 60,
    latitude: 10.802,
    longitude: 106.742,
  });
  // Not public: never in any section, though it would lead every one.
  p.p8 = await createProperty(db, {
    requestStatus: "pending",
    isPremium: true,
    featuredUntil: at(9),
    createdAt: at(0),
    totalLikes: 1000,
    totalViews: 1000,
  });
  fan = await createUser(db);
  await addFavourite(db, fan.id, p.p6.id);
});
afterAll(() => ctx.close());

describe("getHomepageData's card sections", () => {
  it("lists each section's listings in its order", async () => {
    const home = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 4 });
    // Running features, newest first.
    expect(ids(home.featured_properties)).toEqual([p.p2!.id, p.p7!.id, p.p3!.id, p.p1!.id]);
    // Most liked; p3 and p2 tie at 50.
    expect(ids(home.most_liked_properties)).toEqual([p.p6!.id, p.p3!.id, p.p2!.id, p.p1!.id]);
    // Premium: running features by their end, then the other premium listings newest first (p5's feature has ended).
    expect(ids(home.premium_properties)).toEqual([p.p1!.id, p.p3!.id, p.p2!.id, p.p5!.id]);
    // A visitor's recommendations: most viewed; p7 and p5 tie at 60, p2 and p1 at 5.
    expect(ids(home.recommended_properties)).toEqual([p.p3!.id, p.p7!.id, p.p5!.id, p.p2!.id]);
    expect(home.nearby_properties).toEqual([]);
  });

  it("answers each section as the search of it alone does, card for card", async () => {
    const services = ctx.services;
    const common = { limit: 4, offset: 0, lang: "en" as const, countTotal: false };
    const point = { latitude: 10.8, longitude: 106.74, radiusKm: 1 };
    const [home, featured, liked, premium, viewed, nearby] = await Promise.all([
      getHomepageData(services, { lang: "en", sectionSize: 4, ...point }),
      searchProperties(services, { ...common, filters: { promoted: true } }),
      searchProperties(services, { ...common, filters: {}, sort: "most_liked" }),
      searchProperties(services, { ...common, filters: { premium: true } }),
      searchProperties(services, { ...common, filters: {}, sort: "most_viewed" }),
      listNearbyProperties(services, { ...common, ...point }),
    ]);
    expect(home.featured_properties).toEqual(featured.items);
    expect(home.most_liked_properties).toEqual(liked.items);
    expect(home.premium_properties).toEqual(premium.items);
    expect(home.recommended_properties).toEqual(viewed.items);
    expect(ids(home.nearby_properties)).toEqual([p.p4!.id, p.p6!.id, p.p7!.id]);
    expect(home.nearby_properties).toEqual(nearby.items);
  });

  it("fills premium with non-featured listings only past the running features", async () => {
    const home = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 6 });
    expect(ids(home.premium_properties)).toEqual([p.p1!.id, p.p3!.id, p.p2!.id, p.p5!.id, p.p4!.id, p.p6!.id]);
    const two = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 2 });
    expect(ids(two.premium_properties)).toEqual([p.p1!.id, p.p3!.id]);
  });

  it("flags a signed-in actor's favourites in every section", async () => {
    const actor: Actor = { id: fan.id, role: "user", name: fan.name, email: fan.email };
    const home = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 4, actor });
    const liked = home.most_liked_properties.find((card) => card.id === p.p6!.id);
    expect(liked?.is_favourite).toBe(true);
    expect(home.premium_properties.every((card) => card.is_favourite === false)).toBe(true);
    const visitor = await getHomepageData(ctx.services, { lang: "vi", sectionSize: 4 });
    expect(visitor.most_liked_properties.every((card) => card.is_favourite === false)).toBe(true);
  });
});
