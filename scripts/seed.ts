// npm run seed: migrates, then fills an empty database with the reference data and the
// demo city (DATABASE_URL for PostgreSQL, else PGlite under DATA_DIR).
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { createServices } from "../app/lib/services.server.ts";
import { seedDatabase } from "../db/seed/seed.server.ts";
import { grantFreePackage } from "../app/modules/packages/grant-free-package.server.ts";

const env = loadEnvOrExit();
const started = Date.now();
const services = await createServices(env, { onUserCreated: grantFreePackage });
try {
  // Under the start-up lock: an app process starting meanwhile seeds nothing twice.
  const result = await services.database.withStartupLock(() => seedDatabase(services, { demo: true }));
  console.info(
    result.created
      ? `Seeded the reference data and the demo city in ${((Date.now() - started) / 1000).toFixed(1)} s (${services.database.describe}).`
      : `The database already has data; reference data checked, demo city left as it is (${services.database.describe}).`,
  );
} finally {
  await services.close();
}
