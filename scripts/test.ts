import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { postgresBin } from "./postgres-server.ts";

// `npm test`: every check, in order — typecheck, lint, unit and integration tests on PGlite,
// the same database tests (the `db` Vitest project) on PostgreSQL, a production build, and browser journeys in Chromium.
// Prints each runner's summary and one closing line of totals; exits non-zero on any failure.

const bin = (name: string) => path.resolve("node_modules/.bin", name);
const reports = mkdtempSync(path.join(os.tmpdir(), "nhadat-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function step(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.info(`${ok ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const only = process.argv[2];
const want = (name: string) => !only || only === name;

if (want("typecheck")) {
  if (step("typecheck: route types", bin("react-router"), ["typegen"])) step("typecheck: tsc", bin("tsc"), []);
}
if (want("lint")) {
  step("lint", bin("oxlint"), ["-c", ".oxlintrc.json", "--deny-warnings", "app", "server", "db", "scripts", "tests"]);
  step("format", bin("prettier"), ["--check", "--log-level=warn", "app", "server", "db", "scripts", "tests", "*.ts"]);
}

if (want("unit")) {
  const file = path.join(reports, "vitest-pglite.json");
  step("unit and integration tests (PGlite)", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${file}`]);
  countVitest(file);
}

if (want("postgres")) {
  if (postgresBin()) {
    const file = path.join(reports, "vitest-postgres.json");
    step("database tests (PostgreSQL)", process.execPath, [
      "scripts/with-postgres.ts",
      bin("vitest"),
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${file}`,
      // Every test that uses the database; the pure ones ran once already.
      "--project",
      "db",
    ]);
    countVitest(file);
  } else {
    console.info("\nDatabase tests on PostgreSQL skipped: no PostgreSQL server binaries (set PG_BIN).");
  }
}

if (want("e2e")) {
  // As `npm run build`: the build and its stamp (scripts/build-if-changed.ts), so `npm start` after it does not build again.
  if (step("production build", process.execPath, ["scripts/build-if-changed.ts", "--force"])) {
    const file = path.join(reports, "playwright.json");
    step("browser journeys (Chromium)", process.execPath, ["scripts/e2e.ts", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    countPlaywright(file);
  }
}

rmSync(reports, { recursive: true, force: true });
console.info(`\n${failures.length ? `Failed steps: ${failures.join(", ")}` : "All steps passed."}`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
