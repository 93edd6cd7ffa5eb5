import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { photoHashBand, properties, propertyImages } from "../../../db/schema/index.ts";
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
 * hash's band, and the exact distance of those candidates is counted with `bit_count` on the
 * hash the index holds beside the band (so the lookup can be answered from the index alone);
 * only the matched listings' rows are read, for their status. Finds what a count over every photo finds.
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
  // A photo's distance to the nearest of the hashes, counted on the index's copy of its hash.
  const distance = (hash: SQLWrapper) =>
    sql`least(${sql.join(
      hashes.map((h) => sql`bit_count(${hash} # ${`x${h}`}::bit(64))`),
      sql`, `,
    )})`;
  // One lookup per table and band, written as the index is defined (db/schema/properties.ts):
  // the band, the hash and the listing come from the index alone, and only the photos within
  // the threshold leave it.
  const lookups = (
    [
      [properties.photoHash, properties.id, properties],
      [propertyImages.photoHash, propertyImages.propertyId, propertyImages],
    ] as const
  ).flatMap(([hash, listing, table]) =>
    near.map(
      (values, band) =>
        sql`select ${listing} as id, ${distance(hash)} as distance from ${table}
          where ${hash} is not null and ${photoHashBand(hash, band)} = any(string_to_array(${[...values].join(",")}, ',')::int[])
            and ${distance(hash)} <= ${samePhotoDistance}`,
    ),
  );
  return sql`
      select close.id, min(close.distance)::int as distance
      from (${sql.join(lookups, sql` union all `)}) close join ${properties} on ${properties.id} = close.id
      where close.id <> ${query.exceptId} and ${properties.requestStatus} <> 'rejected'
      group by close.id
      order by distance, close.id
      limit ${query.limit}`;
}
