import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyChanges } from "../../../db/schema/index.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { changePropertyStatus } from "./change-property-status.server.ts";
import { getPriceHistory } from "./get-price-history.server.ts";
import { lastPriceChange } from "./price-history.ts";
import { updateProperty } from "./update-property.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const historyOf = async (id: number) => {
  const [row] = await ctx.services.db.select().from(properties).where(eq(properties.id, id));
  return getPriceHistory(ctx.services.db, { id, price: row!.price, createdAt: row!.createdAt });
};

describe("price history", () => {
  it("keeps every price change whatever door made it: the owner's edit, an admin's edit and a direct update", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const admin = await createActor(db, { role: "admin" });
    const listing = await createProperty(db, { userId: owner.id, price: 5_000_000_000 });
    expect((await historyOf(listing.id)).points.map((p) => p.price)).toEqual([5_000_000_000]);

    await updateProperty(ctx.services, { actor: owner, propertyId: listing.id, changes: { price: 4_700_000_000 } });
    await updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { price: 4_600_000_000 } });
    await db.execute(sql`update properties set price = 4500000000 where id = ${listing.id}`);

    const history = await historyOf(listing.id);
    expect(history.postedAt).toBe(listing.createdAt.toISOString());
    expect(history.points.map((p) => p.price)).toEqual([5_000_000_000, 4_700_000_000, 4_600_000_000, 4_500_000_000]);
    expect(lastPriceChange(history)).toMatchObject({ difference: -100_000_000, since: history.points[2]!.at });
  });

  it("records nothing for an edit that leaves the price as it was, or for a view or a like", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, price: 3_000_000_000 });
    await updateProperty(ctx.services, {
      actor: owner,
      propertyId: listing.id,
      changes: { price: 3_000_000_000, title: "Tiêu đề mới của căn hộ" },
    });
    await db.update(properties).set({ totalViews: 10, totalLikes: 2 }).where(eq(properties.id, listing.id));
    // The edit went back to review: the listing left the public lists, and its price stayed.
    const rows = await db.select().from(propertyChanges).where(eq(propertyChanges.propertyId, listing.id));
    expect(rows.map((row) => row.kind)).toEqual(["public"]);
    expect(lastPriceChange(await historyOf(listing.id))).toBeNull();
  });

  it("records a status change and the listing leaving the public lists beside the prices, and the history leaves them out", async () => {
    const db = ctx.services.db;
    const owner = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, propertyType: "sell", price: 2_000_000_000 });
    await changePropertyStatus(db, { actor: owner, propertyId: listing.id, status: "sold" });
    const rows = await db.select().from(propertyChanges).where(eq(propertyChanges.propertyId, listing.id));
    expect(rows).toMatchObject([
      { kind: "status", oldStatus: "active", newStatus: "sold", oldPrice: null, isPublic: false },
      { kind: "public", oldPrice: 2_000_000_000, newPrice: 2_000_000_000, isPublic: false },
    ]);
    expect((await historyOf(listing.id)).points).toHaveLength(1);
  });
});
