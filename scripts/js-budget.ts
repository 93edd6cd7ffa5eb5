// npm run js-budget [-- --files]: the JavaScript each public page loads on a first visit, from the
// production build (run `npm run build` first), Brotli-compressed as the server sends it, against
// the budgets in scripts/js-budget-lib.ts. `--files` lists every page's scripts. Exits 1 when a
// page is over its budget.
import path from "node:path";
import { measureBuild } from "./js-budget-lib.ts";

const results = measureBuild(path.resolve("build/client"));
const listFiles = process.argv.includes("--files");
for (const page of results) {
  console.info(`${page.name.padEnd(7)} ${page.kb.toFixed(1).padStart(6)} KB  (budget ${page.budgetKb})${page.over ? "  OVER" : ""}`);
  if (listFiles) for (const f of page.files) console.info(`        ${f.kb.toFixed(1).padStart(6)}  ${f.file}`);
}
const over = results.filter((page) => page.over);
console.info(over.length ? `Over budget: ${over.map((page) => page.name).join(", ")}` : "Every page within its JavaScript budget.");
process.exitCode = over.length ? 1 : 0;
