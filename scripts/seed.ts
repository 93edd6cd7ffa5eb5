// npm run seed: migrates, then fills an empty database with the reference data and the
// demo city (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR).
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { createServices, type Services } from "../app/lib/services.server.ts";
import { seedDatabase } from "../db/seed/seed.server.ts";
import { grantFreePackage } from "../app/modules/packages/grant-free-package.server.ts";
import { holdDataDir } from "../server/control-jobs.ts";

const env = loadEnvOrExit();
const started = Date.now();
// The embedded database is opened by one process at a time: not while a server holds DATA_DIR.
const ready = Promise.withResolvers<Services>();
const control = await holdDataDir(env, ready.promise);
const services = await createServices(env, { onUserCreated: grantFreePackage });
ready.resolve(services);
try {
  // Under the start-up lock: an app process starting meanwhile seeds nothing twice.
  const result = await services.database.withStartupLock(() => seedDatabase(services, { demo: true }));
  console.info(
    result.created
      ? `Seeded the reference data and the demo city in ${((Date.now() - started) / 1000).toFixed(1)} s (${services.database.describe}).`
      : `The database already has data; reference data checked, demo city left as it is (${services.database.describe}).`,
  );
} finally {
  await control?.close();
  await services.close();
}
