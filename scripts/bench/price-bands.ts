// node scripts/bench/price-bands.ts [--sizes=10000,100000] [--runs=3]: the cost of rebuilding
// the ward price bands (refreshWardPriceBands) on a throwaway PostgreSQL server filled by
// generate-bulk at each size. Prints one line per size: public listings, bands, and the
// rebuild's time (median of the runs). The machine may be shared: say so with the figures.
import { spawnSync } from "node:child_process";
import { openDatabase, rowsOf } from "../../app/lib/db.server.ts";
import { refreshWardPriceBands } from "../../app/modules/properties/refresh-ward-price-bands.server.ts";
import { startPostgres } from "../postgres-server.ts";
import { sql } from "drizzle-orm";

const sizes = (process.argv.find((a) => a.startsWith("--sizes="))?.slice(8) ?? "10000,100000").split(",").map(Number);
const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3);
const server = await startPostgres();
try {
  for (const size of sizes) {
    const load = spawnSync(process.execPath, ["scripts/generate-bulk.ts", `--count=${size}`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DATABASE_URL: server.url, SEED_DEMO: "false" },
    });
    if (load.status !== 0) throw new Error(`generate-bulk failed at ${size}`);
    const database = await openDatabase({ databaseUrl: server.url, dataDir: "/tmp", poolSize: 1 });
    const times: number[] = [];
    let bands = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      bands = (await refreshWardPriceBands(database.db)).bands;
      times.push(performance.now() - started);
    }
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from properties where is_public`));
    times.sort((a, b) => a - b);
    console.info(
      `listings ${size}: public ${row!.n}, bands ${bands}, rebuild median ${Math.round(times[Math.floor(times.length / 2)]!)} ms (runs: ${times.map((t) => Math.round(t)).join(", ")} ms)`,
    );
    await database.close();
  }
} finally {
  server.stop();
}
