// npm run generate:bulk -- [--count=1000000]: adds a large synthetic city to PostgreSQL for
// the search benchmark. Needs DATABASE_URL. Rows are made in the database with
// INSERT … SELECT generate_series (deterministic: values derive from the row number), with
// the listing indexes dropped during the load and rebuilt after it. Re-running replaces
// the previous bulk rows (slug_id "bulk-…").
import pg from "pg";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { migrateDatabase, openDatabase } from "../app/lib/db.server.ts";
import { createLogger } from "../app/lib/logger.server.ts";
import { seedDatabase } from "../db/seed/seed.server.ts";
import { demoAreas } from "../db/seed/demo/places-data.ts";

const count = Number(process.argv.find((a) => a.startsWith("--count="))?.slice(8) ?? 1_000_000);
const batch = 100_000;
const env = loadEnvOrExit();
if (!env.DATABASE_URL) {
  console.error("generate-bulk needs DATABASE_URL (a PostgreSQL 15+ server); PGlite is too small for a million listings.");
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
await migrateDatabase(database);
await seedDatabase({ db: database.db, env, logger: createLogger("warn") }, { demo: false });
await database.close();

const client = new pg.Client({ connectionString: env.DATABASE_URL });
await client.connect();
const started = Date.now();
const q = (text: string, values?: unknown[]) => client.query(text, values);

const wardNames = demoAreas.flatMap((a) =>
  a.wards.map((w, i) => ({
    name: w,
    district: a.district,
    lat: a.centre[0] + Math.sin(i * 2.1) * 0.008,
    lng: a.centre[1] + Math.cos(i * 2.1) * 0.008,
    street: a.streets,
    level: a.level,
  })),
);
const { rows: wardRows } = await q("select code, name from wards where province_code = '29' and name = any($1)", [
  wardNames.map((w) => w.name),
]);
const wards = wardNames
  .filter((w) => wardRows.some((r) => r.name === w.name))
  .map((w) => ({ ...w, code: wardRows.find((r) => r.name === w.name)!.code as string }));
const { rows: users } = await q("select id from users order by id limit 50");
const { rows: categoryRows } = await q("select id, slug_id from categories order by sequence");
const { rows: facilityRows } = await q("select id from facilities order by id");
if (users.length === 0 || categoryRows.length === 0) throw new Error("Seed the reference data first");

// The map_cells triggers net each statement's rows; the load rebuilds map_cells once instead
// (properties_map_flag stays on and sets each row's on_map).
const mapTriggers = ["properties_map_cells_insert", "properties_map_cells_update", "properties_map_cells_delete"];
// The listing-count triggers likewise: the load rebuilds the count tables once.
const countTriggers = [
  "properties_listing_counts_insert",
  "properties_listing_counts_update",
  "properties_listing_counts_delete",
  "properties_facility_counts_delete",
  "property_facilities_counts_insert",
  "property_facilities_counts_update",
  "property_facilities_counts_delete",
  "properties_owner_counts_insert",
  "properties_owner_counts_update",
  "properties_owner_counts_delete",
];
// Each listing's copy of its facility distances (properties.facility_distances) is written by
// statement triggers on property_facilities; the load writes the bulk listings' copies once.
const distanceTriggers = ["property_facility_distances_insert", "property_facility_distances_update", "property_facility_distances_delete"];
const { rows: mapTriggerRows } = await q("select tgname from pg_trigger where tgname = any($1)", [mapTriggers]);
const { rows: distanceTriggerRows } = await q("select tgname from pg_trigger where tgname = any($1)", [distanceTriggers]);
for (const row of distanceTriggerRows) await q(`alter table property_facilities disable trigger ${row.tgname}`);
const { rows: countTriggerRows } = await q("select tgname, tgrelid::regclass::text as relation from pg_trigger where tgname = any($1)", [
  countTriggers,
]);
for (const row of countTriggerRows) await q(`alter table ${row.relation} disable trigger ${row.tgname}`);
for (const row of mapTriggerRows) await q(`alter table properties disable trigger ${row.tgname}`);

console.info(`Removing earlier bulk rows …`);
await q("delete from properties where slug_id like 'bulk-%'");

const { rows: indexRows } = await q(
  "select indexname, indexdef from pg_indexes where tablename in ('properties', 'property_facilities') and indexdef not like '%UNIQUE%' and indexname not like '%pkey'",
);
console.info(`Dropping ${indexRows.length} indexes for the load …`);
for (const row of indexRows) await q(`drop index if exists "${row.indexname}"`);
// The search-vocabulary trigger runs once per row; the load fills the vocabulary in one statement instead.
const { rows: triggerRows } = await q("select 1 from pg_trigger where tgname = 'properties_search_terms'");
const hasTermsTrigger = triggerRows.length > 0;
if (hasTermsTrigger) await q("alter table properties disable trigger properties_search_terms");

const kinds = [
  "Bán căn hộ",
  "Bán nhà riêng",
  "Cho thuê căn hộ",
  "Bán nhà mặt tiền",
  "Bán đất thổ cư",
  "Cho thuê văn phòng",
  "Cho thuê phòng trọ",
  "Bán biệt thự",
];
const streets = [...new Set(demoAreas.flatMap((a) => a.streets))];
// The bulk copies share 24 demo photos: their title photos are marked as hashed without a hash
// (`"hash": null`, as for a missing file), so the duplicate finder does not pair them all and the
// photo-hash job (app/modules/properties/backfill-photo-hashes.server.ts) does not rewrite every
// row, 40 per tick, while a benchmark runs.
for (let from = 1; from <= count; from += batch) {
  const to = Math.min(count, from + batch - 1);
  await q(
    `insert into properties (user_id, title, description, slug_id, category_id, property_type, price, rentduration, area, address,
       ward_code, ward_name, city, state, country, latitude, longitude, bedrooms, bathrooms, direction, legal_status, furnishing,
       is_premium, status, request_status, featured_until, expires_at, total_views, total_likes, created_at, updated_at, title_image)
     select
       ($1::int[])[1 + g % array_length($1::int[], 1)],
       ($4::text[])[1 + g % 8] || ' ' || ($5::text[])[1 + (g / 8) % array_length($5::text[], 1)] || ' ' || (30 + g % 90) || 'm² số ' || g,
       'Tin đăng mẫu cho kiểm thử hiệu năng, ' || ($7::text[])[1 + g % array_length($6::text[], 1)] || '.',
       'bulk-' || g,
       ($2::int[])[1 + g % array_length($2::int[], 1)],
       case when g % 8 in (2, 5, 6) then 'rent' else 'sell' end,
       case when g % 8 in (2, 5, 6) then (4 + (g::bigint * 7919) % 57) * 1000000::bigint else (1500 + (g::bigint * 104729) % 28500) * 1000000::bigint end,
       case when g % 8 in (2, 5, 6) then 'monthly' end,
       30 + g % 90 + (g % 7) * 10,
       (1 + g % 300) || ' ' || ($5::text[])[1 + (g / 8) % array_length($5::text[], 1)],
       ($6::text[])[1 + g % array_length($6::text[], 1)],
       ($7::text[])[1 + g % array_length($7::text[], 1)],
       'Thành phố Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'Việt Nam',
       ($8::float8[])[1 + g % array_length($8::float8[], 1)] + (((g::bigint * 2654435761) % 1000) / 1000.0 - 0.5) * 0.02,
       ($9::float8[])[1 + g % array_length($9::float8[], 1)] + (((g::bigint * 40503) % 1000) / 1000.0 - 0.5) * 0.02,
       1 + g % 5, 1 + g % 3,
       (array['dong','tay','nam','bac','dong-bac','dong-nam','tay-bac','tay-nam'])[1 + (g / 3) % 8],
       (array['so-hong','so-hong','hop-dong-mua-ban','dang-cho-so'])[1 + (g / 5) % 4],
       (array['day-du','co-ban','khong'])[1 + (g / 7) % 3],
       g % 50 = 0,
       case when g % 40 = 0 then 'inactive' else 'active' end,
       case when g % 33 = 0 then 'pending' else 'approved' end,
       case when g % 100 = 0 then now() + interval '10 days' end,
       now() + interval '90 days',
       (g * 31) % 3000, (g * 17) % 200,
       now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval,
       now() - ((g % 365) || ' days')::interval,
       jsonb_build_object('key', 'demo/photos/scene-' || (1 + g % 24), 'width', 1200, 'height', 800, 'widths', jsonb_build_array(480, 800, 1200), 'hash', null)
     from generate_series($3::int, $10::int) as g`,
    [
      users.map((u) => u.id),
      categoryRows.map((c) => c.id),
      from,
      kinds,
      streets,
      wards.map((w) => w.code),
      wards.map((w) => w.name),
      wards.map((w) => w.lat),
      wards.map((w) => w.lng),
      to,
    ],
  );
  process.stdout.write(`\r${to.toLocaleString("en")} listings …`);
}
console.info("\nAdding two facility distances per listing …");
await q(
  `insert into property_facilities (property_id, facility_id, distance)
   select p.id, ($1::int[])[1 + (p.id + k * 3) % array_length($1::int[], 1)], round((0.1 + ((p.id * 7 + k * 13) % 50) / 10.0)::numeric, 1)
   from properties p cross join generate_series(0, 1) k where p.slug_id like 'bulk-%'
   on conflict do nothing`,
  [facilityRows.map((f) => f.id)],
);
if (distanceTriggerRows.length > 0) {
  await q("select facility_distances_rebuild()");
  for (const row of distanceTriggerRows) await q(`alter table property_facilities enable trigger ${row.tgname}`);
  // That update left a dead copy of every bulk row: the table is rewritten compact (its
  // listing indexes are dropped for the load, so this rewrites the rows alone).
  await q("vacuum full properties");
}
if (hasTermsTrigger) {
  console.info("Adding the listings' words to the search vocabulary …");
  await q(
    `insert into search_terms (term)
     select distinct t from properties, unnest(tsvector_to_array(search_document)) as t
     where slug_id like 'bulk-%' and t ~ '^[a-z]{2,}$'
     on conflict do nothing`,
  );
  await q("alter table properties enable trigger properties_search_terms");
}
if (mapTriggerRows.length > 0) {
  console.info("Aggregating the map's grid cells …");
  await q("select map_cells_rebuild()");
  for (const row of mapTriggerRows) await q(`alter table properties enable trigger ${row.tgname}`);
  await q("analyze map_cells");
}
if (countTriggerRows.length > 0) {
  console.info("Counting the public listings per category, ward and facility distance …");
  await q("select listing_counts_rebuild()");
  for (const row of countTriggerRows) await q(`alter table ${row.relation} enable trigger ${row.tgname}`);
}
console.info(`Rebuilding ${indexRows.length} indexes …`);
await q("set maintenance_work_mem = '256MB'");
for (const row of indexRows) await q(row.indexdef);
// Vacuumed as well as analysed: a freshly loaded table has no visibility map, so index-only
// scans would visit the heap and autovacuum would start working through a million rows
// while the benchmark measures.
await q("vacuum (analyze) properties");
await q("vacuum (analyze) property_facilities");
const { rows: totals } = await q("select count(*)::int as n from properties");
console.info(`Done: ${totals[0].n.toLocaleString("en")} listings in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
await client.end();
