// node_modules/.bin/node scripts/bench/duplicates.ts [--sizes=100000] [--photos=4] [--samples=20] [--hashes=random|clustered]
// The photo match of duplicate detection (findPhotoMatches, run by findDuplicates after every
// listing write) on a throwaway PostgreSQL server filled by generate-bulk at each size, each
// listing given `--photos` photo hashes (a title photo and the rest in its gallery), 1 % of
// them a near copy (about 4 bits off) of another listing's title photo. `--hashes=random`
// draws every hash uniformly; `clustered` draws them around 2,000 shared "scenes" (each photo
// about 16 bits from its scene, so photos of one scene sit about 24 bits apart and share band
// values far more often than random ones), closer to real pHashes, which are not uniform.
// For `--samples` listings, times the indexed match and the full count over every photo it
// replaced (the query before 0033), checks both find the same, and prints the indexed plan.
// The machine may be shared: say so with the figures. Not part of npm test.
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type Db } from "../../app/lib/db.server.ts";
import { samePhotoDistance } from "../../app/lib/images/photo-hash.server.ts";
import { findPhotoMatches, photoMatchStatement, type PhotoMatch } from "../../app/modules/properties/find-photo-matches.server.ts";
import { startPostgres } from "../postgres-server.ts";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const sizes = arg("sizes", "100000").split(",").map(Number);
const photos = Number(arg("photos", "4"));
const samples = Number(arg("samples", "20"));
const clustered = arg("hashes", "random") === "clustered";

/** The query findDuplicates ran before the photo index: every stored hash against the listing's. */
async function fullScan(db: Db, hashes: string[], exceptId: number): Promise<PhotoMatch[]> {
  return rowsOf<PhotoMatch>(
    await db.execute(sql`
      with mine(h) as (select ('x' || m)::bit(64) from unnest(string_to_array(${hashes.join(",")}, ',')) m),
      photos(id, h) as (
        select id, ('x' || (title_image->>'hash'))::bit(64) from properties
          where title_image ? 'hash' and id <> ${exceptId} and request_status <> 'rejected'
        union all
        select i.property_id, ('x' || (i.image->>'hash'))::bit(64) from property_images i
          join properties p on p.id = i.property_id
          where i.image ? 'hash' and i.property_id <> ${exceptId} and p.request_status <> 'rejected'
      )
      select photos.id, min(bit_count(photos.h # mine.h))::int as distance
      from photos cross join mine
      group by photos.id
      having min(bit_count(photos.h # mine.h)) <= ${samePhotoDistance}
      order by distance, photos.id
      limit 50`),
  ).map((r) => ({ id: Number(r.id), distance: Number(r.distance) }));
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))]!;

const server = await startPostgres();
try {
  for (const size of sizes) {
    const load = spawnSync(process.execPath, ["scripts/generate-bulk.ts", `--count=${size}`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DATABASE_URL: server.url, SEED_DEMO: "false" },
    });
    if (load.status !== 0) throw new Error(`generate-bulk failed at ${size}`);
    const database = await openDatabase({ databaseUrl: server.url, dataDir: "/tmp", poolSize: 1 });
    const db = database.db;
    const loadStarted = performance.now();
    // A random 64-bit value as a bigint; a hash as 16 hex digits (to_hex writes a negative bigint's two's complement).
    const random64 = sql.raw("((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint)");
    const hex = (value: ReturnType<typeof sql>) => sql`lpad(to_hex(${value}), 16, '0')`;
    await db.execute(sql`select setseed(0.25)`);
    await db.execute(sql`create temporary table scenes (scene int primary key, h bigint not null)`);
    await db.execute(sql`insert into scenes select g, ${random64} from generate_series(0, 1999) g`);
    // Each photo (numbered by `n`): uniform, or its scene with about 16 of the 64 bits flipped
    // (a bit is flipped when two random draws both have it).
    const photoHash = (n: ReturnType<typeof sql>) =>
      clustered
        ? hex(sql`(select h from scenes where scene = abs(hashint4(${n})::bigint) % 2000) # (${random64} & ${random64})`)
        : hex(random64);
    await db.execute(sql`alter table properties disable trigger user`);
    await db.execute(sql`
      update properties set title_image = title_image || jsonb_build_object('hash', h.hash)
      from (select g, ${photoHash(sql`g`)} as hash from generate_series(1, ${size}) g) h
      where slug_id = 'bulk-' || h.g`);
    await db.execute(sql`
      insert into property_images (property_id, sequence, image)
      select p.id, k, jsonb_build_object('key', 'demo/photos/scene-' || (1 + (p.id + k) % 24), 'width', 1200, 'height', 800,
        'widths', jsonb_build_array(480, 800, 1200), 'hash', ${photoHash(sql`(p.id * 10 + k + 100000000)`)})
      from properties p cross join generate_series(1, ${photos - 1}) g(k) where p.slug_id like 'bulk-%'`);
    // Near copies: 1 % of the listings take another's title photo, about 4 bits off (a bit flips when four draws all have it).
    await db.execute(sql`
      update properties p set title_image = p.title_image || jsonb_build_object('hash',
        lpad(to_hex(('x' || (o.title_image->>'hash'))::bit(64)::bigint # (${random64} & ${random64} & ${random64} & ${random64})), 16, '0'))
      from properties o where p.slug_id like 'bulk-%' and p.id % 100 = 0 and o.id = p.id - 37`);
    await db.execute(sql`alter table properties enable trigger user`);
    await db.execute(sql`vacuum (analyze) properties`);
    await db.execute(sql`vacuum (analyze) property_images`);
    const loadMs = performance.now() - loadStarted;
    const [counts] = rowsOf<{ listings: number; gallery: number; index_mb: number }>(
      await db.execute(sql`
        select (select count(*) from properties where title_image ? 'hash')::int as listings,
          (select count(*) from property_images where image ? 'hash')::int as gallery,
          (select round(sum(pg_relation_size(indexrelid)) / 1048576.0, 1) from pg_index i join pg_class c on c.oid = i.indexrelid
            where c.relname like '%photo_band%')::float as index_mb`),
    );

    // Sample listings across the table, half of them near copies (their match is the listing they copied).
    const sampled = rowsOf<{ id: number; hashes: string[] }>(
      await db.execute(sql`
        select p.id, array_remove(array[p.title_image->>'hash'] || array(select i.image->>'hash' from property_images i where i.property_id = p.id), null) as hashes
        from properties p where p.slug_id like 'bulk-%' and p.id % 50 = 0 order by hashint4(p.id) limit ${samples}`),
    );
    const before: number[] = [];
    const after: number[] = [];
    let found = 0;
    for (const listing of sampled) {
      let started = performance.now();
      const indexed = await findPhotoMatches(db, { hashes: listing.hashes, exceptId: listing.id, limit: 50 });
      after.push(performance.now() - started);
      started = performance.now();
      const scanned = await fullScan(db, listing.hashes, listing.id);
      before.push(performance.now() - started);
      if (JSON.stringify(indexed) !== JSON.stringify(scanned))
        throw new Error(`listing ${listing.id}: indexed ${JSON.stringify(indexed)} ≠ full scan ${JSON.stringify(scanned)}`);
      found += indexed.length;
    }
    console.info(
      `listings ${size} (${clustered ? "clustered" : "random"} hashes): photos ${counts!.listings + counts!.gallery} ` +
        `(${counts!.listings} title, ${counts!.gallery} gallery), band indexes ${counts!.index_mb} MB, hashes loaded in ${Math.round(loadMs / 1000)} s`,
    );
    console.info(
      `  ${sampled.length} listings × ${photos} photos, ${found} matches, the same both ways: ` +
        `full scan median ${Math.round(median(before))} ms (max ${Math.round(Math.max(...before))}), ` +
        `indexed median ${median(after).toFixed(1)} ms (p90 ${percentile(after, 0.9).toFixed(1)}, max ${Math.max(...after).toFixed(1)})`,
    );
    const sample = sampled[0]!;
    const plan = rowsOf<{ "QUERY PLAN": string }>(
      await db.execute(
        sql`explain (analyze, buffers, costs off) ${photoMatchStatement({ hashes: sample.hashes, exceptId: sample.id, limit: 50 })!}`,
      ),
    );
    // The plan without the arrays of band values (hundreds of numbers per condition).
    for (const row of plan) console.info(`  | ${row["QUERY PLAN"].replace(/'\{[0-9,]+\}'/g, "'{…}'").slice(0, 160)}`);
    await database.close();
  }
} finally {
  server.stop();
}
