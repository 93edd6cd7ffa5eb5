import { eq, sql } from "drizzle-orm";
import { properties, propertyImages } from "../../../db/schema/index.ts";
import type { StoredImage } from "../../../db/schema/stored-image.ts";
import type { Db } from "../../lib/db.server.ts";
import { photoHash } from "../../lib/images/photo-hash.server.ts";
import type { Logger } from "../../lib/logger.server.ts";
import type { Storage } from "../../lib/storage/storage.ts";

/** Photos hashed per run: a few seconds of decoding at most, so a run never holds the job loop long. */
const batchSize = 40;

/**
 * Photos not yet hashed, as the partial indexes properties_photo_unhashed and
 * property_images_photo_unhashed state them (db/schema/properties.ts): looked up every tick,
 * they read those indexes, empty once the job has caught up.
 */
export const titlePhotoToHash = sql`${properties.titleImage} is not null and not (${properties.titleImage} ? 'hash')`;
export const galleryPhotoToHash = sql`not (${propertyImages.image} ? 'hash')`;

/** The hash of a stored photo, read from its smallest stored width (enough for a 32×32 hash); null when the file is gone. */
async function hashStored(storage: Storage, image: StoredImage): Promise<string | null | undefined> {
  const width = image.widths[0];
  if (width === undefined) return null;
  const file = await storage.get(`${image.key}-${width}.webp`);
  if (!file) return null;
  return photoHash(file.body);
}

/**
 * Listing photos stored before photos were hashed (or copied in by a script) get their
 * perceptual hash (docs/architecture.md, "Duplicate listings"): a background job, a batch per
 * run, title photos then gallery photos, until none is left. A missing or unreadable file is
 * marked with a null hash so it is not tried again. Writing the hash into the photo's JSON
 * alone touches no column the listing triggers watch.
 */
export async function backfillPhotoHashes(deps: { db: Db; storage: Storage; logger: Pick<Logger, "warn"> }): Promise<{ hashed: number }> {
  const { db, storage } = deps;
  const hashOf = async (image: StoredImage) => {
    try {
      return await hashStored(storage, image);
    } catch (error) {
      deps.logger.warn({ err: error, key: image.key }, "could not hash a stored photo");
      return null;
    }
  };
  const titles = await db
    .select({ id: properties.id, image: properties.titleImage })
    .from(properties)
    .where(titlePhotoToHash)
    .limit(batchSize);
  for (const row of titles) {
    const hash = (await hashOf(row.image!)) ?? null;
    await db
      .update(properties)
      .set({ titleImage: sql`${properties.titleImage} || jsonb_build_object('hash', ${hash}::text)` })
      .where(eq(properties.id, row.id));
  }
  const gallery = await db
    .select({ id: propertyImages.id, image: propertyImages.image })
    .from(propertyImages)
    .where(galleryPhotoToHash)
    .limit(batchSize - titles.length);
  for (const row of gallery) {
    const hash = (await hashOf(row.image)) ?? null;
    await db
      .update(propertyImages)
      .set({ image: sql`${propertyImages.image} || jsonb_build_object('hash', ${hash}::text)` })
      .where(eq(propertyImages.id, row.id));
  }
  return { hashed: titles.length + gallery.length };
}
