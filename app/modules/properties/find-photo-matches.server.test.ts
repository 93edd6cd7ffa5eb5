import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoHashBand, properties, propertyImages } from "../../../db/schema/index.ts";
import { categoryBySlug } from "../../../tests/support/factories.ts";
import { createTestDatabase } from "../../../tests/support/test-db.ts";
import { rowsOf, type Database } from "../../lib/db.server.ts";
import { hashDistance, samePhotoDistance } from "../../lib/images/photo-hash.server.ts";
import { findPhotoMatches, type PhotoMatch } from "./find-photo-matches.server.ts";

// Random hashes from a fixed seed (the same run every time), as 16 hex digits.
let seed = 20_251_127;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const randomHash = () => Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join("");
const flip = (hash: string, bits: number[]) => {
  let x = BigInt(`0x${hash}`);
  for (const bit of bits) x ^= 1n << BigInt(bit);
  return x.toString(16).padStart(16, "0");
};
/** A hash `perBand[b]` bits from `hash` within band b (band 0 = the first four hex digits, the highest bits). */
const spread = (hash: string, perBand: number[]) =>
  flip(
    hash,
    perBand.flatMap((count, band) => {
      const bits = new Set<number>();
      while (bits.size < count) bits.add(48 - band * 16 + Math.floor(random() * 16));
      return [...bits];
    }),
  );
/** A hash `distance` bits from `hash`, the bits anywhere. */
const near = (hash: string, distance: number) => {
  const bits = new Set<number>();
  while (bits.size < distance) bits.add(Math.floor(random() * 64));
  return flip(hash, [...bits]);
};

let database: Database;
let categoryId: number;
const queries = Array.from({ length: 6 }, randomHash);
// The listings with a photo planted near a query: which query, and how many bits from it.
const planted = new Map<number, { query: number; distance: number }>();
let rejectedNear: number;
let self: number;

async function insertListings(rows: { title?: string | null; gallery: (string | null)[]; rejected?: boolean }[]): Promise<number[]> {
  const inserted = await database.db
    .insert(properties)
    .values(
      rows.map((row, i) => ({
        title: `Tin thử ảnh ${i}`,
        description: "Ảnh thử cho chỉ mục ảnh.",
        slugId: `tin-thu-anh-${Math.floor(random() * 1e12)}`,
        categoryId,
        propertyType: "sell" as const,
        price: 1_000_000_000,
        requestStatus: row.rejected ? ("rejected" as const) : ("approved" as const),
        titleImage: { key: `photo/${i}`, width: 800, height: 600, widths: [800], ...(row.title === undefined ? {} : { hash: row.title }) },
      })),
    )
    .returning({ id: properties.id });
  const images = rows.flatMap((row, i) =>
    row.gallery.map((hash, sequence) => ({
      propertyId: inserted[i]!.id,
      sequence,
      image: { key: `gallery/${i}/${sequence}`, width: 800, height: 600, widths: [800], hash },
    })),
  );
  for (let from = 0; from < images.length; from += 1000) await database.db.insert(propertyImages).values(images.slice(from, from + 1000));
  return inserted.map((r) => r.id);
}

/** Every stored photo's hash against the query, counted in JavaScript: what the index must find. */
async function bruteForce(hashes: string[], exceptId: number): Promise<PhotoMatch[]> {
  const photos = rowsOf<{ id: number; hash: string | null; request_status: string }>(
    await database.db.execute(sql`
      select id, title_image->>'hash' as hash, request_status from properties
      union all
      select i.property_id, i.image->>'hash', p.request_status from property_images i join properties p on p.id = i.property_id`),
  );
  const closest = new Map<number, number>();
  for (const photo of photos) {
    if (!photo.hash || photo.id === exceptId || photo.request_status === "rejected") continue;
    const distance = Math.min(...hashes.map((h) => hashDistance(h, photo.hash!)));
    if (distance <= samePhotoDistance) closest.set(photo.id, Math.min(distance, closest.get(photo.id) ?? 64));
  }
  return [...closest].map(([id, distance]) => ({ id, distance })).sort((a, b) => a.distance - b.distance || a.id - b.id);
}

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await categoryBySlug(database.db, "can-ho-chung-cu")).id;
  // 800 listings of random photos: a title photo (some with no hash, or a flat photo's null) and four gallery photos.
  await insertListings(
    Array.from({ length: 800 }, (_, i) => ({
      title: i % 50 === 0 ? undefined : i % 50 === 25 ? null : randomHash(),
      gallery: [0, 1, 2, 3].map((k) => (k === 3 && i % 7 === 0 ? null : randomHash())),
    })),
  );
  // Near each query: a photo at every distance 0 to 12, bits anywhere; and the hard spreads
  // over the four bands — 10 bits with only one band within 2 bits (it must be found whichever
  // band it is), and 11 and 12 bits with every band 3 bits off (beyond the threshold).
  const spreads = [
    [1, 3, 3, 3],
    [3, 1, 3, 3],
    [3, 3, 2, 2],
    [3, 3, 3, 1],
    [2, 3, 3, 2],
    [0, 4, 3, 3],
    [3, 3, 3, 2],
    [3, 3, 3, 3],
  ];
  const plan: { query: number; hash: string; distance: number; inGallery: boolean }[] = [];
  queries.forEach((q, query) => {
    for (let distance = 0; distance <= 12; distance++)
      plan.push({ query, hash: near(q, distance), distance, inGallery: (distance + query) % 2 === 0 });
    for (const perBand of spreads)
      plan.push({ query, hash: spread(q, perBand), distance: perBand.reduce((a, b) => a + b), inGallery: query % 2 === 1 });
  });
  const ids = await insertListings(
    plan.map((p) => ({ title: p.inGallery ? randomHash() : p.hash, gallery: p.inGallery ? [randomHash(), p.hash] : [randomHash()] })),
  );
  plan.forEach((p, i) => planted.set(ids[i]!, { query: p.query, distance: p.distance }));
  // A rejected listing with a copy of a query's photo, and the listing being checked itself.
  const [rejected, checked] = await insertListings([
    { title: queries[0]!, gallery: [], rejected: true },
    { title: queries[0]!, gallery: [queries[1]!] },
  ]);
  rejectedNear = rejected!;
  self = checked!;
  await database.db.execute(sql`analyze properties`);
  await database.db.execute(sql`analyze property_images`);
}, 60_000);
afterAll(() => database.close());

describe("photo matches through the band index", () => {
  it("finds exactly the listings a count over every photo finds, one query hash at a time", async () => {
    for (const [query, hash] of queries.entries()) {
      const expected = await bruteForce([hash], self);
      // The count itself finds the planted photos at 0 to 10 bits and no farther (it is not empty by accident).
      const plantedFound = expected.filter((m) => planted.get(m.id)?.query === query);
      expect(plantedFound.map((m) => planted.get(m.id)!.distance).sort((a, b) => a - b)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10, 10, 10,
      ]);
      expect(await findPhotoMatches(database.db, { hashes: [hash], exceptId: self, limit: 1000 })).toEqual(expected);
    }
  });

  it("finds the closest photo of each listing for several hashes at once, leaving out rejected listings and the listing itself", async () => {
    const expected = await bruteForce(queries, self);
    expect(expected.length).toBeGreaterThanOrEqual(queries.length * 17);
    expect(expected.map((m) => m.id)).not.toContain(rejectedNear);
    expect(expected.map((m) => m.id)).not.toContain(self);
    expect(await findPhotoMatches(database.db, { hashes: queries, exceptId: self, limit: 1000 })).toEqual(expected);
    // The limit keeps the closest.
    expect(await findPhotoMatches(database.db, { hashes: queries, exceptId: self, limit: 10 })).toEqual(expected.slice(0, 10));
    // Seen from elsewhere, the rejected listing stays out and the listing itself is found.
    const fromElsewhere = await findPhotoMatches(database.db, { hashes: [queries[0]!], exceptId: 0, limit: 1000 });
    expect(fromElsewhere).toEqual(await bruteForce([queries[0]!], 0));
    expect(fromElsewhere).toContainEqual({ id: self, distance: 0 });
  });

  it("writes each band as its index is defined, so that the index alone answers the lookup", async () => {
    // A table this small is cheaper read whole, so each band's lookup is explained with whole
    // scans priced out: a drifted expression or condition would leave its index unusable. The
    // plan of the whole statement on a large table is the benchmark's (scripts/bench/duplicates.ts).
    for (const [table, hash, listing] of [
      [properties, properties.photoHash, properties.id],
      [propertyImages, propertyImages.photoHash, propertyImages.propertyId],
    ] as const)
      for (const band of [0, 1, 2, 3]) {
        const plan = await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          const statement = sql`explain select ${listing}, ${hash} from ${table}
            where ${hash} is not null and ${photoHashBand(hash, band)} = any(array[4660, 22136])`;
          return rowsOf<{ "QUERY PLAN": string }>(await tx.execute(statement))
            .map((r) => r["QUERY PLAN"])
            .join("\n");
        });
        expect(plan).toContain(`Index Only Scan using ${getTableName(table)}_photo_band_${band}`);
        expect(plan).toMatch(/Index Cond: .*photo_hash.*bigint >> \d+\) & '?65535/);
      }
  });

  it("keeps each photo's hash bits beside its JSON, null without a valid hash", async () => {
    const rows = rowsOf<{ same: boolean; nulls: number }>(
      await database.db.execute(sql`
        select bool_and(photo_hash = ('x' || (title_image->>'hash'))::bit(64)) filter (where title_image->>'hash' is not null) as same,
          count(*) filter (where photo_hash is null)::int as nulls
        from properties where slug_id like 'tin-thu-anh-%'`),
    );
    // 32 of the 800 background listings have no title hash: 16 without the key, 16 with a flat photo's null.
    expect(rows[0]).toEqual({ same: true, nulls: 32 });
  });

  it("answers nothing without a hash to compare", async () => {
    expect(await findPhotoMatches(database.db, { hashes: ["not-a-hash"], exceptId: self, limit: 50 })).toEqual([]);
  });
});
