// npm run admin:create -- --email staff@example.vn --password 's3cret!' [--name "Tên"]
// Creates a staff account (or promotes an existing one, keeping its password) in the
// database the app uses (DATABASE_URL, or the embedded one under DATA_DIR).
import { parseArgs } from "node:util";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { migrateDatabase, openDatabase } from "../app/lib/db.server.ts";
import { createAdmin } from "../app/modules/users/create-admin.server.ts";
import { holdDataDir } from "../server/control-jobs.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});

const env = loadEnvOrExit();

const email = values.email?.trim();
const password = values.password ?? "";
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || password.length < 6) {
  console.error("Usage: npm run admin:create -- --email <address> --password <at least 6 characters> [--name <name>]");
  process.exit(1);
}

// The embedded database is opened by one process at a time: not while a server holds DATA_DIR.
const control = await holdDataDir(env, null);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(database);
  const result = await createAdmin(database.db, { email, password, name: values.name ?? env.ADMIN_NAME });
  console.info(
    `${result.created ? "Created" : "Promoted (password unchanged)"} staff account #${result.id} ${email.toLowerCase()} (${database.describe})`,
  );
} finally {
  await control?.close();
  await database.close();
}
