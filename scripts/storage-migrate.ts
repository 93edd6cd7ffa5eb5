// npm run storage:migrate: copies the uploads under DATA_DIR/uploads into the S3 bucket the
// environment names (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). Objects
// already there at the same size are skipped, so an interrupted run is resumed by running it
// again. Nothing is removed from disk. Run it before switching STORAGE_DRIVER to s3, and once
// more after, for files uploaded in between.
import path from "node:path";
import { EnvError, loadEnv } from "../app/lib/env.server.ts";
import { createLocalStorage } from "../app/lib/storage/local-storage.server.ts";
import { migrateStorage } from "../app/lib/storage/migrate-storage.server.ts";
import { createS3Storage } from "../app/lib/storage/s3-storage.server.ts";

let env;
try {
  env = loadEnv({ ...process.env, STORAGE_DRIVER: "s3" });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const source = path.resolve(env.DATA_DIR, "uploads");
const started = Date.now();
let lastReport = 0;
const result = await migrateStorage(createLocalStorage(source), createS3Storage(env), {
  onProgress(done, total) {
    if (Date.now() - lastReport > 2000 || done === total) {
      lastReport = Date.now();
      console.info(`${done}/${total}`);
    }
  },
});
console.info(
  `Copied ${result.copied}, already there ${result.skipped}, failed ${result.failed.length} (${((Date.now() - started) / 1000).toFixed(1)} s) from ${source} to ${env.S3_ENDPOINT}/${env.S3_BUCKET}.`,
);
for (const failure of result.failed.slice(0, 20)) console.error(`${failure.key}: ${failure.error}`);
process.exit(result.failed.length ? 1 : 0);
