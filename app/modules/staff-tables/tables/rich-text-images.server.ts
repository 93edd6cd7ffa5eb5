import { like, or, sql } from "drizzle-orm";
import { articles, infoPages } from "../../../../db/schema/index.ts";
import type { Db } from "../../../lib/db.server.ts";
import { inlineImagePrefix, inlineImagesIn } from "../../../lib/rich-text/inline-images.server.ts";
import type { StoredImage } from "../../../lib/storage/stored-image.ts";
import { englishFieldOf } from "./shared.server.ts";

/** The inline photos of a row's rich-text body and its English body. */
export const bodyImagesOf = (row: Record<string, unknown>): StoredImage[] =>
  inlineImagesIn(row.body, englishFieldOf(row.translations, "body"));

/** Of the inline photos given, those an article or an info page (in either language) still shows. */
export async function inlineImagesInUse(db: Db, images: unknown[]): Promise<Set<string>> {
  const inUse = new Set<string>();
  for (const image of images as StoredImage[]) {
    if (!image.key.startsWith(`${inlineImagePrefix}/`)) continue;
    const pattern = `%${image.key}-%`;
    const [[article], [page]] = await Promise.all([
      db
        .select({ id: articles.id })
        .from(articles)
        .where(or(like(articles.body, pattern), like(sql`${articles.translations}::text`, pattern)))
        .limit(1),
      db
        .select({ key: infoPages.key })
        .from(infoPages)
        .where(or(like(infoPages.body, pattern), like(sql`${infoPages.translations}::text`, pattern)))
        .limit(1),
    ]);
    if (article || page) inUse.add(image.key);
  }
  return inUse;
}
