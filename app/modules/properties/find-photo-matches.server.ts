import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { photoHashBand, photoHashIndexed, properties, propertyImages } from "../../../db/schema/index.ts";
import { rowsOf, type Db } from "../../lib/db.server.ts";
import { hashBands, nearBandValues, samePhotoDistance } from "../../lib/images/photo-hash.server.ts";

export interface PhotoMatch {
  id: number;
  /** The closest of its photos to one of the hashes, in bits. */
  distance: number;
}

/**
 * The listings other than `exceptId` (rejected ones left out) with a photo, title or gallery,
 * within `samePhotoDistance` bits of one of `hashes` (16 hex digits each), closest first, at
 * most `limit`. Reads only candidates through the photo index (docs/architecture.md,
 * "Duplicate listings"): a photo that close shares one of its four 16-bit bands within 2 bits
 * with one of the hashes, so each band's index is looked up for the 137 values near each
 * hash's band (a BitmapOr of four index scans per table), and the exact distance of those
 * candidates is counted with `bit_count`. Finds what a count over every photo finds.
 */
export async function findPhotoMatches(tx: Db, query: PhotoMatchQuery): Promise<PhotoMatch[]> {
  const statement = photoMatchStatement(query);
  if (!statement) return [];
  return rowsOf<PhotoMatch>(await tx.execute(statement)).map((r) => ({ id: Number(r.id), distance: Number(r.distance) }));
}

export interface PhotoMatchQuery {
  hashes: string[];
  exceptId: number;
  limit: number;
}

/** The statement of `findPhotoMatches` (its benchmark and test explain it), or null without a hash. */
export function photoMatchStatement(query: PhotoMatchQuery): SQL | null {
  const hashes = query.hashes.filter((h) => /^[0-9a-f]{16}$/.test(h));
  if (!hashes.length) return null;
  const near = [0, 1, 2, 3].map(() => new Set<number>());
  for (const hash of hashes) hashBands(hash).forEach((value, band) => nearBandValues(value).forEach((v) => near[band]!.add(v)));
  // The expressions and condition of the index, written as it is defined (db/schema/properties.ts).
  const nearBands = (image: SQLWrapper) =>
    sql`${photoHashIndexed(image)} and (${sql.join(
      near.map((values, band) => sql`${photoHashBand(image, band)} = any(string_to_array(${[...values].join(",")}, ',')::int[])`),
      sql` or `,
    )})`;
  const photoBits = (image: SQLWrapper) => sql`('x' || (${image}->>'hash'))::bit(64)`;
  return sql`
      with mine(h) as (select ('x' || m)::bit(64) from unnest(string_to_array(${hashes.join(",")}, ',')) m),
      candidates(id, h) as (
        select ${properties.id}, ${photoBits(properties.titleImage)} from ${properties}
          where ${nearBands(properties.titleImage)} and ${properties.id} <> ${query.exceptId}
        union all
        select ${propertyImages.propertyId}, ${photoBits(propertyImages.image)} from ${propertyImages}
          where ${nearBands(propertyImages.image)} and ${propertyImages.propertyId} <> ${query.exceptId}
      ),
      close(id, distance) as (
        select candidates.id, min(bit_count(candidates.h # mine.h))::int from candidates cross join mine
        group by candidates.id
        having min(bit_count(candidates.h # mine.h)) <= ${samePhotoDistance}
      )
      select close.id, close.distance from close join ${properties} on ${properties.id} = close.id
      where ${properties.requestStatus} <> 'rejected'
      order by close.distance, close.id
      limit ${query.limit}`;
}
