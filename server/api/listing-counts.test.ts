import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categoryCounts,
  facilityDistanceCounts,
  ownerListingCounts,
  properties,
  propertyFacilities,
  wardCounts,
} from "../../db/schema/index.ts";
import { publicPropertyCondition } from "../../app/modules/listings/public-property-condition.server.ts";
import { sweepExpiredFromMap } from "../../app/modules/properties/sweep-map-expiry.server.ts";
import { authHeaders, categoryBySlug, createProperty, createUser, facilityByName, wardByName } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The counts computed straight from the listings, as the count tables should hold them. */
async function direct() {
  const db = ctx.services.db;
  const [categories, wards, facilities, owners] = await Promise.all([
    db.select({ key: properties.categoryId, n: count() }).from(properties).where(publicPropertyCondition()).groupBy(properties.categoryId),
    db
      .select({
        key: properties.wardCode,
        n: count(),
        lat: sql<number>`avg(${properties.latitude})`.mapWith(Number),
        lng: sql<number>`avg(${properties.longitude})`.mapWith(Number),
      })
      .from(properties)
      .where(and(publicPropertyCondition(), sql`${properties.wardCode} is not null`))
      .groupBy(properties.wardCode),
    db
      .select({ key: propertyFacilities.facilityId, n: count(), max: max(propertyFacilities.distance) })
      .from(propertyFacilities)
      .innerJoin(properties, eq(properties.id, propertyFacilities.propertyId))
      .where(publicPropertyCondition())
      .groupBy(propertyFacilities.facilityId),
    db
      .select({ key: properties.userId, n: count() })
      .from(properties)
      .where(and(publicPropertyCondition(), sql`${properties.userId} is not null`))
      .groupBy(properties.userId),
  ]);
  return { categories, wards, facilities, owners };
}

/** What the count tables hold (keys with listings). */
async function stored() {
  const db = ctx.services.db;
  const [categories, wards, facilities, owners] = await Promise.all([
    db
      .select({ key: categoryCounts.categoryId, n: categoryCounts.count })
      .from(categoryCounts)
      .where(sql`${categoryCounts.count} > 0`),
    db
      .select({
        key: wardCounts.wardCode,
        n: wardCounts.count,
        lat: sql<number>`(${wardCounts.sumLat} / ${wardCounts.located})::float8`,
        lng: sql<number>`(${wardCounts.sumLng} / ${wardCounts.located})::float8`,
      })
      .from(wardCounts)
      .where(sql`${wardCounts.count} > 0`),
    db
      .select({
        key: facilityDistanceCounts.facilityId,
        n: sql<number>`sum(${facilityDistanceCounts.count})`.mapWith(Number),
        max: max(facilityDistanceCounts.distance),
      })
      .from(facilityDistanceCounts)
      .where(sql`${facilityDistanceCounts.count} > 0`)
      .groupBy(facilityDistanceCounts.facilityId),
    db
      .select({ key: ownerListingCounts.userId, n: ownerListingCounts.count })
      .from(ownerListingCounts)
      .where(sql`${ownerListingCounts.count} > 0`),
  ]);
  return { categories, wards, facilities, owners };
}

const byKey = <T extends { key: unknown }>(rows: T[]) => [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));

/** The tables agree with a direct count: counts exact, mean positions within a micro-degree. */
async function expectCountsMatch(label: string) {
  const [d, s] = [await direct(), await stored()];
  expect(byKey(s.categories), label).toEqual(byKey(d.categories));
  expect(byKey(s.facilities), label).toEqual(byKey(d.facilities));
  expect(byKey(s.owners), label).toEqual(byKey(d.owners));
  const [sw, dw] = [byKey(s.wards), byKey(d.wards)];
  expect(
    sw.map((w) => [w.key, w.n]),
    label,
  ).toEqual(dw.map((w) => [w.key, w.n]));
  sw.forEach((w, i) => {
    expect(Math.abs(w.lat - dw[i]!.lat), label).toBeLessThan(1e-9);
    expect(Math.abs(w.lng - dw[i]!.lng), label).toBeLessThan(1e-9);
  });
  return d;
}

describe("listing counts (category_counts, ward_counts, facility_distance_counts, owner_listing_counts)", () => {
  it("follow listings and their facilities through create, review, edits, expiry and delete", async () => {
    const db = ctx.services.db;
    const owner = await createUser(db);
    const ownerHeaders = await authHeaders(db, owner);
    const staffHeaders = await authHeaders(db, await createUser(db, { role: "admin" }));
    const a = await createProperty(db, { userId: owner.id, wardName: "Phường Bến Thành", facilities: { "Trường học": 0.4, Chợ: 1.2 } });
    const b = await createProperty(db, {
      userId: owner.id,
      wardName: "Phường Sài Gòn",
      categorySlug: "nha-rieng",
      facilities: { "Trường học": 2.35 },
    });
    const pending = await createProperty(db, { userId: owner.id, requestStatus: "pending", facilities: { "Sân bay": 3 } });
    const counted = await expectCountsMatch("after create");
    expect(counted.facilities.map((f) => f.n).reduce((x, y) => x + y, 0)).toBe(3);

    const approved = await ctx.api("POST", "admin/moderate", {
      headers: staffHeaders,
      body: { kind: "property", id: pending.id, decision: "approve" },
    });
    expect(approved.status).toBe(200);
    await expectCountsMatch("after approval");

    const deactivated = await ctx.api("POST", "change-property-status", {
      headers: ownerHeaders,
      body: { property_id: b.id, status: "inactive" },
    });
    expect(deactivated.status).toBe(200);
    await expectCountsMatch("after deactivation");

    // A listing moving ward and category, and its facility distances changing in place and by replacement.
    const ward = await wardByName(db, "Phường An Khánh");
    const category = await categoryBySlug(db, "nha-rieng");
    await db
      .update(properties)
      .set({ wardCode: ward.code, categoryId: category.id, latitude: 10.79, longitude: 106.73 })
      .where(eq(properties.id, a.id));
    await expectCountsMatch("after moving");
    await db.update(propertyFacilities).set({ distance: 4.5 }).where(eq(propertyFacilities.propertyId, a.id));
    await expectCountsMatch("after changing distances");
    const market = await facilityByName(db, "Chợ");
    await db.delete(propertyFacilities).where(eq(propertyFacilities.propertyId, a.id));
    await db.insert(propertyFacilities).values({ propertyId: a.id, facilityId: market.id, distance: 0.7 });
    await expectCountsMatch("after replacing facilities");

    // Expiry: the sweep takes the listing out; renewing brings it back.
    const soon = await createProperty(db, { userId: owner.id, facilities: { "Bệnh viện": 1 }, expiresAt: new Date(Date.now() + 1500) });
    await expectCountsMatch("before expiry");
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await sweepExpiredFromMap(db)).toBe(1);
    await expectCountsMatch("after the sweep");
    await db
      .update(properties)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(properties.id, soon.id));
    await expectCountsMatch("after renewal");

    const deleted = await ctx.api("POST", "delete_property", { headers: ownerHeaders, body: { id: a.id } });
    expect(deleted.status).toBe(200);
    await expectCountsMatch("after delete");
  }, 60_000);

  it("follow statements over many listings and cascades, and a rebuild gives the same counts", async () => {
    const db = ctx.services.db;
    // Whatever expired meanwhile is swept first: the tables count a listing until the sweep takes it out.
    await sweepExpiredFromMap(db);
    const other = await createUser(db);
    const rows = [];
    for (let i = 0; i < 5; i++)
      rows.push(
        await createProperty(db, { userId: other.id, wardName: i % 2 ? "Phường Sài Gòn" : "Phường Tân Định", facilities: { Chợ: i } }),
      );
    await expectCountsMatch("after create");
    await db
      .update(properties)
      .set({ status: "sold" })
      .where(inArray(properties.id, [rows[0]!.id, rows[1]!.id]));
    await expectCountsMatch("after many at once");
    // Deleting the owner removes their listings, and those listings' facility rows, by cascade.
    await db.execute(sql`delete from users where id = ${other.id}`);
    await expectCountsMatch("after cascade");

    const snapshot = async () => JSON.stringify(await stored(), (_, v: unknown) => (typeof v === "number" ? Number(v.toFixed(9)) : v));
    const before = await snapshot();
    await db.execute(sql`select listing_counts_rebuild()`);
    expect(await snapshot()).toEqual(before);
  });
});
