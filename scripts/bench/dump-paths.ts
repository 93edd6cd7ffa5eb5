// node scripts/bench/dump-paths.ts "<pair name prefix>" [app|against] > paths.txt
// Prints the paths the bench sends for one route of a pair (scripts/bench/routes.ts), one per
// line, from the database at DATABASE_URL: to load or profile one route alone, as the bench does.
import pg from "pg";
import { benchPairs } from "./routes.ts";

const [prefix = "", side = "app"] = process.argv.slice(2);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
try {
  const pair = (await benchPairs(client)).find((p) => p.route.name.startsWith(prefix));
  if (!pair) throw new Error(`no bench pair whose route starts with "${prefix}"`);
  const route = side === "against" ? pair.against : pair.route;
  process.stdout.write(route.paths.join("\n") + "\n");
} finally {
  await client.end();
}
