import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicateCandidates, parameters } from "../../../db/schema/index.ts";
import { categoryBySlug, createProperty, wardByName } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { scenePhoto } from "../../../tests/support/scene-photo.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import type { Actor } from "../../lib/actor.server.ts";
import { postProperty } from "./post-property.server.ts";
import { listModerationQueue } from "../moderation/list-moderation-queue.server.ts";
import { updateProperty } from "./update-property.server.ts";
import type { PropertyDraft } from "./property-schemas.ts";

let ctx: TestContext;
let categoryId: number;
let areaParameter: number;
let tanHung: string;

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await categoryBySlug(ctx.services.db, "can-ho-chung-cu")).id;
  const rows = await ctx.services.db.select({ id: parameters.id, code: parameters.code }).from(parameters);
  areaParameter = rows.find((p) => p.code === "area")!.id;
  tanHung = (await wardByName(ctx.services.db, "Phường Tân Hưng")).code;
  // Five public listings make the ward's centre (their mean position): about 10.745, 106.705.
  for (const [lat, lng] of [
    [10.744, 106.704],
    [10.746, 106.706],
    [10.745, 106.703],
    [10.743, 106.707],
    [10.747, 106.705],
  ])
    await createProperty(ctx.services.db, { wardName: "Phường Tân Hưng", latitude: lat!, longitude: lng!, categorySlug: "nha-rieng" });
});
afterAll(() => ctx.close());

async function owner(): Promise<Actor> {
  const actor = await createActor(ctx.services.db);
  await givePackage(ctx.services.db, actor.id, { propertyListLimit: 10 });
  return actor;
}

async function draft(extra: Partial<PropertyDraft> & { area?: string } = {}): Promise<PropertyDraft> {
  const { area = "72", ...rest } = extra;
  return {
    title: "Căn hộ 2 phòng ngủ Sunrise City",
    description: "Căn góc, view sông, nội thất đầy đủ.",
    categoryId,
    propertyType: "sell",
    price: 4_200_000_000,
    wardCode: tanHung,
    latitude: 10.7451,
    longitude: 106.7052,
    parameters: [{ parameterId: areaParameter, value: area }],
    titleImage: await scenePhoto(11),
    galleryImages: [await scenePhoto(12)],
    ...rest,
  };
}

const pairsOf = (id: number) =>
  ctx.services.db
    .select()
    .from(duplicateCandidates)
    .where(or(eq(duplicateCandidates.propertyId, id), eq(duplicateCandidates.originalId, id)));

describe("duplicate candidates on post and edit", () => {
  it("finds an owner's re-post with re-encoded, resized photos, and tells the owner", async () => {
    const actor = await owner();
    const first = await postProperty(ctx.services, { actor, draft: await draft() });
    expect(first.warnings).not.toContain("duplicateOfOwnListing");
    const again = await postProperty(ctx.services, {
      actor,
      draft: await draft({
        title: "Bán gấp căn hộ Sunrise City 2PN",
        price: 4_000_000_000,
        titleImage: await scenePhoto(12, { width: 640, quality: 35 }),
        galleryImages: [await scenePhoto(11, { width: 800, quality: 50 })],
      }),
    });
    expect(again.warnings).toContain("duplicateOfOwnListing");
    const [pair] = await pairsOf(again.id);
    expect(pair).toMatchObject({ propertyId: again.id, originalId: first.id, status: "open", score: 100 });
    expect(pair!.reasons.sort()).toEqual(["area", "location", "photo", "price", "same_owner"]);
    expect(pair!.photoDistance).toBeLessThanOrEqual(4);
  });

  it("finds another owner's listing of the same photos, without telling them it is their own", async () => {
    const original = await postProperty(ctx.services, { actor: await owner(), draft: await draft({ titleImage: await scenePhoto(21) }) });
    const copy = await postProperty(ctx.services, {
      actor: await owner(),
      draft: await draft({ titleImage: await scenePhoto(21, { width: 500, quality: 40 }), galleryImages: [], latitude: 10.76, price: 9e9 }),
    });
    expect(copy.warnings).not.toContain("duplicateOfOwnListing");
    const pairs = await pairsOf(copy.id);
    expect(pairs.map((p) => [p.originalId, p.reasons.sort()])).toEqual([[original.id, ["area", "photo"]]]);
  });

  it("leaves alone a shared photo with nothing else alike, and alike flats of one building with other photos and owners", async () => {
    await postProperty(ctx.services, { actor: await owner(), draft: await draft({ titleImage: await scenePhoto(31), galleryImages: [] }) });
    const stock = await postProperty(ctx.services, {
      actor: await owner(),
      draft: await draft({ titleImage: await scenePhoto(31), galleryImages: [], latitude: 10.75, price: 9e9, area: "300" }),
    });
    const neighbour = await postProperty(ctx.services, {
      actor: await owner(),
      draft: await draft({ titleImage: await scenePhoto(32), galleryImages: [await scenePhoto(33)] }),
    });
    expect(await pairsOf(stock.id)).toEqual([]);
    expect(await pairsOf(neighbour.id)).toEqual([]);
  });

  it("re-checks on edit: a decided pair keeps its decision, an open pair that no longer matches goes", async () => {
    const actor = await owner();
    const first = await postProperty(ctx.services, { actor, draft: await draft({ titleImage: await scenePhoto(41), galleryImages: [] }) });
    const second = await postProperty(ctx.services, { actor, draft: await draft({ titleImage: await scenePhoto(41), galleryImages: [] }) });
    const third = await postProperty(ctx.services, { actor, draft: await draft({ titleImage: await scenePhoto(41), galleryImages: [] }) });
    await ctx.services.db.update(duplicateCandidates).set({ status: "allowed" }).where(eq(duplicateCandidates.propertyId, second.id));
    // The third moves across the city with new photos: its open pairs go; the decided pair stays.
    await updateProperty(ctx.services, {
      actor,
      propertyId: third.id,
      changes: { titleImage: await scenePhoto(42), latitude: 10.8, price: 9e9 },
    });
    expect(await pairsOf(third.id)).toEqual([]);
    await updateProperty(ctx.services, { actor, propertyId: second.id, changes: { price: 4_100_000_000 } });
    expect((await pairsOf(second.id)).map((p) => [p.originalId, p.status])).toEqual([[first.id, "allowed"]]);
  });
});

describe("location sanity on post and edit", () => {
  it("warns when the pin lies far outside the chosen ward, not when it is inside", async () => {
    const actor = await owner();
    const inside = await postProperty(ctx.services, { actor, draft: await draft({ titleImage: await scenePhoto(51), galleryImages: [] }) });
    expect(inside.warnings).not.toContain("pinOutsideWard");
    // A Quận 1 pin (Bến Thành market) on a Quận 7 ward: about 3.6 km from the ward's centre.
    const far = await postProperty(ctx.services, {
      actor,
      draft: await draft({ titleImage: await scenePhoto(52), galleryImages: [], latitude: 10.7725, longitude: 106.698 }),
    });
    expect(far.warnings).toContain("pinOutsideWard");
    // Moderators see the flag with the distance, beside the other flags of the queue.
    const queue = await listModerationQueue(ctx.services, { kind: "property", limit: 500, offset: 0, lang: "vi" });
    const flagged = (id: number) => {
      const item = queue.items.find((i) => i.id === id);
      return item && "pin_outside_km" in item ? item.pin_outside_km : undefined;
    };
    expect(flagged(far.id)).toBeGreaterThan(3);
    expect(flagged(far.id)).toBeLessThan(4);
    expect(flagged(inside.id)).toBeNull();
    const moved = await updateProperty(ctx.services, { actor, propertyId: far.id, changes: { latitude: 10.7449, longitude: 106.7051 } });
    expect(moved.warnings).not.toContain("pinOutsideWard");
  });
});
