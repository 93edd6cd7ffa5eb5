import { spawnSync } from "node:child_process";
import { startPostgres } from "./postgres-server.ts";

// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server:
//   node scripts/with-postgres.ts vitest run
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.ts <command> [args…]");
  process.exit(2);
}
const server = await startPostgres();
let status = 1;
try {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: server.url } });
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
