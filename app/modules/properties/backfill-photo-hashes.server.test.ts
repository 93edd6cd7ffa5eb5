import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties, propertyImages } from "../../../db/schema/index.ts";
import { createProperty, fakeImage } from "../../../tests/support/factories.ts";
import { scenePhoto } from "../../../tests/support/scene-photo.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { processImage } from "../../lib/images/process-image.server.ts";
import { hashDistance } from "../../lib/images/photo-hash.server.ts";
import { rowsOf } from "../../lib/db.server.ts";
import { backfillPhotoHashes, galleryPhotoToHash, titlePhotoToHash } from "./backfill-photo-hashes.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const quiet = { warn: () => {} };

describe("the photo-hashes job", () => {
  it("hashes listing photos stored without a hash from their stored files, marks missing files, and then has nothing to do", async () => {
    const db = ctx.services.db;
    const stored = await processImage(ctx.services.storage, await scenePhoto(61), { keyPrefix: "properties/test" });
    const gallery = await processImage(ctx.services.storage, await scenePhoto(62), { keyPrefix: "properties/test" });
    const { hash: titleHash, ...unhashedTitle } = stored;
    const { hash: galleryHash, ...unhashedGallery } = gallery;
    expect(titleHash).toMatch(/^[0-9a-f]{16}$/);
    const listing = await createProperty(db, { titleImage: unhashedTitle, gallery: [unhashedGallery] });
    const gone = await createProperty(db, { titleImage: fakeImage() });

    let runs = 0;
    while ((await backfillPhotoHashes({ ...ctx.services, logger: quiet })).hashed > 0) runs++;
    expect(runs).toBeGreaterThan(0);

    const title = async (id: number) => (await db.select({ i: properties.titleImage }).from(properties).where(eq(properties.id, id)))[0]!.i;
    // Read back from the smallest stored width, the hash is the upload's own or within a bit or two of it.
    expect(hashDistance((await title(listing.id))!.hash!, titleHash!)).toBeLessThanOrEqual(4);
    const [row] = await db.select({ i: propertyImages.image }).from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    expect(hashDistance(row!.i.hash!, galleryHash!)).toBeLessThanOrEqual(4);
    expect((await title(gone.id))!.hash).toBeNull();
    expect(await backfillPhotoHashes({ ...ctx.services, logger: quiet })).toEqual({ hashed: 0 });
  });

  it("looks up the photos left to hash through their partial indexes, not by reading every listing", async () => {
    const plan = async (statement: ReturnType<typeof sql>) =>
      ctx.services.db.transaction(async (tx) => {
        // A table this small is cheaper read whole: whole reads priced out, the plan shows whether the index applies.
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ "QUERY PLAN": string }>(await tx.execute(sql`explain ${statement}`))
          .map((row) => row["QUERY PLAN"])
          .join("\n");
      });
    expect(await plan(sql`select ${properties.id} from ${properties} where ${titlePhotoToHash} limit 40`)).toContain(
      "properties_photo_unhashed",
    );
    expect(await plan(sql`select ${propertyImages.id} from ${propertyImages} where ${galleryPhotoToHash} limit 40`)).toContain(
      "property_images_photo_unhashed",
    );
  });
});
