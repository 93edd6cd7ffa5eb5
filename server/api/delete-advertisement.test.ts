import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements, properties, userPackages } from "../../db/schema/index.ts";
import { authHeaders, createProperty, createUser } from "../../tests/support/factories.ts";
import { givePackage } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  staffHeaders = await authHeaders(ctx.services.db, await createUser(ctx.services.db, { role: "admin" }));
});
afterAll(() => ctx.close());

/** An owner with one property_feature unit, a listing and a pending feature request for it. */
async function ownerWithRequest() {
  const user = await createUser(ctx.services.db);
  const headers = await authHeaders(ctx.services.db, user);
  const held = await givePackage(ctx.services.db, user.id, { propertyFeatureLimit: 1 });
  const listing = await createProperty(ctx.services.db, { userId: user.id });
  const res = await ctx.api("POST", "store_advertisement", { headers, body: { feature_for: "property", property_id: listing.id } });
  expect(res.status).toBe(201);
  return { headers, held, listing, adId: res.body.data.id as number };
}

const unitsUsed = async (id: number) =>
  (await ctx.services.db.select().from(userPackages).where(eq(userPackages.id, id)))[0]!.propertyFeatureUsed;

describe("POST delete_advertisement", () => {
  it("withdraws the owner's pending request (multipart id, as eBroker's web client sends it) and gives its unit back", async () => {
    const { headers, held, adId } = await ownerWithRequest();
    expect(await unitsUsed(held.id)).toBe(1);
    const body = new FormData();
    body.append("id", String(adId));
    const res = await ctx.api("POST", "delete_advertisement", { headers, body });
    expect([res.status, res.body.error]).toEqual([200, false]);
    expect(await ctx.services.db.select().from(advertisements).where(eq(advertisements.id, adId))).toEqual([]);
    expect(await unitsUsed(held.id)).toBe(0);
    // Gone: a second delete finds nothing.
    expect((await ctx.api("POST", "delete_advertisement", { headers, body: { id: adId } })).status).toBe(404);
  });

  it("ends a running feature at once: the listing leaves the promoted results", async () => {
    const { headers, listing, adId } = await ownerWithRequest();
    await ctx.api("POST", "admin/moderate", { headers: staffHeaders, body: { kind: "advertisement", id: adId, decision: "approve" } });
    const promoted = async () => (await ctx.api("GET", "get_property?promoted=1&limit=100")).body.data.map((p: { id: number }) => p.id);
    expect(await promoted()).toContain(listing.id);
    expect((await ctx.api("POST", "delete_advertisement", { headers, body: { id: adId } })).status).toBe(200);
    expect(await promoted()).not.toContain(listing.id);
    const [row] = await ctx.services.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.featuredUntil).toBeNull();
  });

  it("refuses another account's request as not found, and a visitor with 401; nothing changes", async () => {
    const { adId, held } = await ownerWithRequest();
    const stranger = await authHeaders(ctx.services.db, await createUser(ctx.services.db));
    expect((await ctx.api("POST", "delete_advertisement", { headers: stranger, body: { id: adId } })).status).toBe(404);
    expect((await ctx.api("POST", "delete_advertisement", { body: { id: adId } })).status).toBe(401);
    expect(await ctx.services.db.select().from(advertisements).where(eq(advertisements.id, adId))).toHaveLength(1);
    expect(await unitsUsed(held.id)).toBe(1);
  });
});
