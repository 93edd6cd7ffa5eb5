// DATABASE_URL=… node scripts/bench/explain.ts [case-name-part] [--verbose] [--offset=N]
// Runs the benchmark's searches through the modules, captures every SQL statement they send,
// and prints EXPLAIN (ANALYZE, BUFFERS) of each: the scans used and the execution time.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../app/lib/db.server.ts";
import { clusterProperties } from "../../app/modules/properties/cluster-properties.server.ts";
import { getHomepageData } from "../../app/modules/home/get-homepage-data.server.ts";
import type { PropertyFilters } from "../../app/modules/properties/property-filters.server.ts";
import { searchProperties } from "../../app/modules/properties/search-properties.server.ts";
import * as schema from "../../db/schema/index.ts";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required");
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: "-c jit=off" });
// As the app runs its connections (app/lib/db.server.ts): PostgreSQL's JIT compilation off.
let captured: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  casing: "snake_case",
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;
const deps = { db, storage: { url: (key: string) => `/media/${key}` } };

const {
  rows: [b],
} = await pool.query<{ ward_code: string; latitude: number; longitude: number; category_id: number }>(
  "select ward_code, latitude, longitude, category_id from properties where request_status = 'approved' and status = 'active' and ward_code is not null order by id limit 1 offset 1234",
);
if (!b) throw new Error("no listings");
const cases: [string, PropertyFilters, string?][] = [
  ["newest", {}],
  ["category+type+price", { categoryId: b.category_id, propertyType: "sell", maxPrice: 8_000_000_000 }],
  ["category+type+min price, price_asc", { categoryId: b.category_id, propertyType: "sell", minPrice: 8_000_000_000 }, "price_asc"],
  ["category+type+price range", { categoryId: b.category_id, propertyType: "sell", minPrice: 2_000_000_000, maxPrice: 8_000_000_000 }],
  ["ward", { wardCode: b.ward_code }],
  ["search quan 7", { search: "quan 7" }],
  ["search nguyen hue", { search: "Nguyễn Huệ" }],
  ["typo", { search: "nguyen thi mihn khai" }],
  ["typo corrected", { search: "nguyen thi minh khai" }],
  ["radius 2 km", { near: { latitude: b.latitude, longitude: b.longitude, radiusKm: 2 } }],
  ["radius far away", { near: { latitude: 21.03, longitude: 105.85, radiusKm: 5 } }],
  [
    "bbox",
    {
      bbox: {
        minLatitude: b.latitude - 0.01,
        maxLatitude: b.latitude + 0.01,
        minLongitude: b.longitude - 0.015,
        maxLongitude: b.longitude + 0.015,
      },
    },
  ],
];
const only = process.argv.slice(2).find((a) => !a.startsWith("--"));
const verbose = process.argv.includes("--verbose");
const offset = Number(process.argv.find((a) => a.startsWith("--offset="))?.slice(9) ?? 0);
const run = async (name: string, work: () => Promise<unknown>) => {
  if (only && !name.includes(only)) return;
  captured = [];
  await work();
  for (const { query, params } of captured) {
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${query}`, params);
    const lines = rows.map((r) => r["QUERY PLAN"]);
    const planning = lines.find((l) => l.startsWith("Planning Time")) ?? "";
    console.info(`\n== ${name}: ${planning}, ${lines.at(-1)}  [${query.slice(0, 90).replace(/\s+/g, " ")}…]`);
    for (const line of verbose ? lines : lines.filter((l) => /Scan|Sort|Limit|Rows Removed/.test(l)).slice(0, 6)) console.info(line);
  }
};
for (const [name, filters, sort] of cases) {
  await run(name, () => searchProperties(deps, { filters, sort: sort as never, limit: 20, offset, lang: "vi" }));
}
await run("clusters country", () =>
  clusterProperties(db, { bbox: { minLatitude: 8, maxLatitude: 23.5, minLongitude: 102, maxLongitude: 110 }, zoom: 6 }),
);
await run("clusters city", () =>
  clusterProperties(db, {
    bbox: {
      minLatitude: b.latitude - 0.15,
      maxLatitude: b.latitude + 0.15,
      minLongitude: b.longitude - 0.22,
      maxLongitude: b.longitude + 0.22,
    },
    zoom: 12,
    propertyType: "sell",
  }),
);
await run("homepage", () => getHomepageData(deps, { latitude: b.latitude, longitude: b.longitude, radiusKm: 2, lang: "vi" }));
await pool.end();
