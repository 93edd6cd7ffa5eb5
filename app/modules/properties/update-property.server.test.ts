import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyImages } from "../../../db/schema/index.ts";
import { isAppError } from "../../lib/errors.ts";
import { createProperty, fakeImage } from "../../../tests/support/factories.ts";
import { photo } from "../../../tests/support/listing-fixtures.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { updateProperty } from "./update-property.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rowOf = async (id: number) => (await ctx.services.db.select().from(properties).where(eq(properties.id, id)))[0]!;
const galleryOf = async (id: number) =>
  ctx.services.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id)).orderBy(propertyImages.sequence);

describe("updateProperty", () => {
  it("edits the owner's listing, appends photos after the last one, removes the listed ones and sends it back to review", async () => {
    const actor = await createActor(ctx.services.db);
    const listing = await createProperty(ctx.services.db, { userId: actor.id, gallery: [fakeImage(), fakeImage()] });
    const [first] = await galleryOf(listing.id);
    const result = await updateProperty(ctx.services, {
      actor,
      propertyId: listing.id,
      changes: { title: "Căn hộ đã sửa tiêu đề", price: 2_900_000_000, galleryImages: [await photo()], removeGalleryImages: [first!.id] },
    });
    expect(result).toMatchObject({ id: listing.id, slugId: listing.slugId, requestStatus: "pending" });
    expect(await rowOf(listing.id)).toMatchObject({ title: "Căn hộ đã sửa tiêu đề", price: 2_900_000_000, requestStatus: "pending" });
    expect((await galleryOf(listing.id)).map((r) => r.sequence)).toEqual([1, 2]);
  });

  it("answers NOT_FOUND to another user and leaves the row and its photos unchanged", async () => {
    const owner = await createActor(ctx.services.db);
    const stranger = await createActor(ctx.services.db);
    const listing = await createProperty(ctx.services.db, { userId: owner.id, gallery: [fakeImage()] });
    const before = { row: await rowOf(listing.id), gallery: await galleryOf(listing.id) };
    const error = await updateProperty(ctx.services, {
      actor: stranger,
      propertyId: listing.id,
      changes: { title: "Tiêu đề của người lạ", removeGalleryImages: before.gallery.map((g) => g.id) },
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("NOT_FOUND");
    expect(await rowOf(listing.id)).toEqual(before.row);
    expect(await galleryOf(listing.id)).toEqual(before.gallery);
  });

  it("needs a rent duration when a listing turns into a rental", async () => {
    const actor = await createActor(ctx.services.db);
    const listing = await createProperty(ctx.services.db, { userId: actor.id, propertyType: "sell", rentduration: null });
    const error = await updateProperty(ctx.services, { actor, propertyId: listing.id, changes: { propertyType: "rent" } }).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.fields).toEqual({ rentduration: "rentDurationRequired" });
    expect((await rowOf(listing.id)).propertyType).toBe("sell");
  });
});
