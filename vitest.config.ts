import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so the React Router plugin is not loaded for tests.

const testFiles = ["app", "server", "db", "scripts"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(dir, file)),
);

/** A test needs the database when it imports the test database, the test app or the property city that opens it (tests/support). */
const databaseImport = /^import \{[^}]*\} from "[^"]*tests\/support\/(?:test-db|test-app|property-city)\.ts";?$/m;
const needsDatabase = (file: string) => databaseImport.test(readFileSync(file, "utf8"));

const databaseTests = testFiles.filter(needsDatabase);
const pureTests = testFiles.filter((file) => !needsDatabase(file));

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    // A worker per core: Vitest's own default for a run is one fewer, a single worker on a 2-core machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Pure functions: no database set-up, one thread per core, modules loaded once per worker.
          name: "unit",
          include: pureTests,
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The global set-up migrates and seeds one database that every test file clones.
          // Each file opens its own database and closes what it opened (tests/support/test-app.ts);
          // the modules load once per worker: a process per file spent more time importing the app than testing it.
          name: "db",
          include: databaseTests,
          pool: "forks",
          isolate: false,
          globalSetup: ["./tests/setup/global-setup.ts"],
        },
      },
    ],
  },
});
