import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, favourites, leads, phoneReveals, properties } from "../../../db/schema/index.ts";
import { eq } from "drizzle-orm";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty, createUser } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { listListingFigures } from "./list-listing-figures.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("a seller's listing figures", () => {
  it("count each listing's favourites, inquiries, chats and phone reveals over 7 days, 30 days and all time, and its views", async () => {
    const db = ctx.services.db;
    const seller = await createActor(db);
    const other = await createActor(db);
    const buyers = await Promise.all([1, 2, 3].map(() => createUser(db)));
    const busy = await createProperty(db, { userId: seller.id, title: "Nhà nhiều khách", requestStatus: "approved" });
    const quiet = await createProperty(db, { userId: seller.id, title: "Nhà ít khách", requestStatus: "pending" });
    const notMine = await createProperty(db, { userId: other.id, title: "Nhà của người khác", requestStatus: "approved" });
    await db.update(properties).set({ totalViews: 42 }).where(eq(properties.id, busy.id));
    await db.insert(favourites).values([
      { userId: buyers[0]!.id, propertyId: busy.id, createdAt: daysAgo(1) },
      { userId: buyers[1]!.id, propertyId: busy.id, createdAt: daysAgo(10) },
      { userId: buyers[2]!.id, propertyId: busy.id, createdAt: daysAgo(45) },
      { userId: buyers[0]!.id, propertyId: notMine.id },
    ]);
    const lead = { kind: "inquiry" as const, ownerId: seller.id, routedTo: "owner" as const, name: "Khách", email: "k@example.test" };
    await db.insert(leads).values([
      { ...lead, propertyId: busy.id, createdAt: daysAgo(2) },
      { ...lead, propertyId: busy.id, createdAt: daysAgo(40) },
      // A find-my-property request is not an inquiry about the listing.
      { ...lead, kind: "requirement", propertyId: busy.id },
    ]);
    await db.insert(conversations).values([
      {
        userOneId: Math.min(seller.id, buyers[0]!.id),
        userTwoId: Math.max(seller.id, buyers[0]!.id),
        propertyId: busy.id,
        createdAt: daysAgo(20),
      },
      { userOneId: Math.min(seller.id, buyers[1]!.id), userTwoId: Math.max(seller.id, buyers[1]!.id), propertyId: quiet.id },
    ]);
    await db.insert(phoneReveals).values([
      { propertyId: busy.id, viewer: "ip:10.0.0.1" },
      { propertyId: busy.id, viewer: `u:${buyers[0]!.id}`, createdAt: daysAgo(8) },
    ]);

    const { items, total } = await listListingFigures(db, { actor: seller, limit: 10 });
    expect(total).toBe(2);
    expect(items.map((i) => i.id)).toEqual([quiet.id, busy.id]);
    const [q, b] = items;
    expect(b).toMatchObject({
      title: "Nhà nhiều khách",
      views: 42,
      favourites: { last7: 1, last30: 2, total: 3 },
      inquiries: { last7: 1, last30: 1, total: 2 },
      chats: { last7: 0, last30: 1, total: 1 },
      phone_reveals: { last7: 1, last30: 2, total: 2 },
    });
    expect(q).toMatchObject({
      views: 0,
      favourites: { last7: 0, last30: 0, total: 0 },
      inquiries: { total: 0 },
      chats: { last7: 1, last30: 1, total: 1 },
      phone_reveals: { total: 0 },
    });
    // Another member sees only their own listing.
    expect((await listListingFigures(db, { actor: other, limit: 10 })).items.map((i) => i.id)).toEqual([notMine.id]);
  });
});
