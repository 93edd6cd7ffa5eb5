// node scripts/bench/saved-search-alerts.ts [--searches=10000] [--listings=1000] [--bulk=20000]
// The saved-search alert job's cost on a throwaway PostgreSQL server: `--bulk` background
// listings (generate-bulk), `--searches` saved searches (60 % instant, 30 % daily, 10 % weekly,
// e-mail only) read from results-page addresses as a member saves them, then `--listings`
// listings approved at once (one batch of the listing change feed). Prints the time and the
// SQL statements of the matching alone and of the whole job (matching, recording each alert,
// queuing the instant mails). The mail is queued, not sent: sending is the mail worker's.
// The machine may be shared: say so with the figures. Not part of npm test.
import pg from "pg";

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { spawnSync } = await import("node:child_process");
const { sql } = await import("drizzle-orm");
const { openDatabase, rowsOf } = await import("../../app/lib/db.server.ts");
const { createLogger } = await import("../../app/lib/logger.server.ts");
const { createLocalStorage } = await import("../../app/lib/storage/local-storage.server.ts");
const { skipListingChanges } = await import("../../app/modules/listings/listing-change-feed.server.ts");
const { matchSavedSearches } = await import("../../app/modules/saved-searches/match-saved-searches.server.ts");
const { runSavedSearchAlerts } = await import("../../app/modules/saved-searches/run-saved-search-alerts.server.ts");
const { readSavedSearchFilters } = await import("../../app/modules/saved-searches/saved-search-filters.server.ts");
const { savedSearches, users } = await import("../../db/schema/index.ts");
const { startPostgres } = await import("../postgres-server.ts");

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const searchCount = arg("searches", 10_000);
const listingCount = arg("listings", 1_000);
const bulk = arg("bulk", 20_000);

const server = await startPostgres();
try {
  const load = spawnSync(process.execPath, ["scripts/generate-bulk.ts", `--count=${bulk}`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: server.url, SEED_DEMO: "false" },
  });
  if (load.status !== 0) throw new Error("generate-bulk failed");
  const database = await openDatabase({ databaseUrl: server.url, dataDir: "/tmp", poolSize: 2 });
  const db = database.db;

  // Members and their searches: what the results pages offer, combined as people do.
  const categories = rowsOf<{ slug: string }>(await db.execute(sql`select slug_id as slug from categories`)).map((c) => c.slug);
  const wardSlugs = rowsOf<{ slug: string }>(
    await db.execute(sql`select w.slug from wards w where exists (select 1 from properties p where p.ward_code = w.code) limit 80`),
  ).map((w) => w.slug);
  const texts = ["căn hộ view sông", "nhà mặt phố", "2pn quận 7", "gần chợ", "biệt thự thảo điền"];
  let seed = 7;
  const pick = <T>(list: T[]): T => list[(seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % list.length]!;
  const members = Math.ceil(searchCount / 5);
  const userIds: number[] = [];
  for (let start = 0; start < members; start += 1_000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1_000, members - start) }, (_, i) => ({
          name: `Thành viên ${start + i}`,
          email: `bench${start + i}@example.test`,
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((r) => r.id));
  }
  const rows: (typeof savedSearches.$inferInsert)[] = [];
  const readStarted = performance.now();
  for (let i = 0; i < searchCount; i++) {
    const params = new URLSearchParams();
    if (i % 10 === 0) params.set("search", pick(texts));
    if (i % 3 !== 0) params.set("category", pick(categories));
    if (i % 4 !== 3) params.set("ward", pick(wardSlugs));
    params.set("property_type", i % 5 === 0 ? "rent" : "sell");
    if (i % 2 === 0) params.set("max_price", String(pick([2, 3, 5, 8, 12]) * 1_000_000_000));
    if (i % 6 === 0) params.set("bedrooms", String(pick([1, 2, 3])));
    const path = i % 20 === 0 ? "/map" : "/properties";
    if (path === "/map") {
      const lat = 10.7 + (i % 7) * 0.02;
      const lng = 106.65 + (i % 5) * 0.02;
      Object.entries({ min_latitude: lat, max_latitude: lat + 0.05, min_longitude: lng, max_longitude: lng + 0.05 }).forEach(([k, v]) =>
        params.set(k, String(v)),
      );
    }
    const { url, filters } = await readSavedSearchFilters(db, `${path}?${params}`);
    rows.push({
      userId: userIds[i % userIds.length]!,
      name: `Tìm kiếm ${i}`,
      url,
      filters: filters as Record<string, unknown>,
      frequency: i % 10 < 6 ? "instant" : i % 10 < 9 ? "daily" : "weekly",
    });
  }
  const readMs = performance.now() - readStarted;
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(savedSearches).values(rows.slice(start, start + 1_000));

  // The batch: listings held for review, then approved together, as new listings reach the public lists.
  const batch = rowsOf<{ id: number }>(
    await db.execute(sql`select id from properties where is_public order by id desc limit ${listingCount}`),
  ).map((r) => r.id);
  await db.execute(sql`update properties set request_status = 'pending' where id in ${sql.raw(`(${batch.join(",")})`)}`);
  await skipListingChanges(db);
  await db.execute(sql`update properties set request_status = 'approved' where id in ${sql.raw(`(${batch.join(",")})`)}`);
  await db.execute(sql`analyze`);

  const searches = (await db.select({ id: savedSearches.id, filters: savedSearches.filters }).from(savedSearches)).map((s) => ({
    id: s.id,
    filters: s.filters as Parameters<typeof matchSavedSearches>[1][number]["filters"],
  }));
  statements = 0;
  let started = performance.now();
  const pairs = await matchSavedSearches(db, searches, batch);
  const matchMs = performance.now() - started;
  const matchStatements = statements;
  console.info(
    `searches ${searchCount} (read from their addresses in ${Math.round(readMs)} ms), new listings ${batch.length}, bulk ${bulk}`,
  );
  console.info(`matching alone: ${Math.round(matchMs)} ms, ${matchStatements} statements, ${pairs.length} matches`);

  const deps = {
    db,
    env: { baseUrl: "https://nhadat.example", AUTH_SECRET: "bench-secret-bench-secret-bench-secret", DATA_DIR: "/tmp" },
    logger: createLogger("warn"),
    storage: createLocalStorage("/tmp/nhadat-bench-media"),
    // Mail is queued in the database and left there; push is off for every bench search.
    mailQueue: { kick() {}, drain: async () => 0, close: async () => {} },
    events: { publish: async () => {} },
  } as unknown as Parameters<typeof runSavedSearchAlerts>[0];
  statements = 0;
  started = performance.now();
  const result = await runSavedSearchAlerts(deps, { limit: listingCount + 10 });
  const jobMs = performance.now() - started;
  const jobStatements = statements;
  const [queued] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from mail_outbox`));
  console.info(
    `whole job: ${Math.round(jobMs)} ms, ${jobStatements} statements; changes ${result.changes}, alerts ${result.alerts}, instant mails ${result.mailed} (outbox rows ${queued!.n})`,
  );
  await database.close();
} finally {
  server.stop();
}
