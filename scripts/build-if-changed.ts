// npm start's build step: `react-router build`, unless build/ was made from the sources as they
// are now (scripts/build-stamp.ts); then the server starts at once (a restart takes seconds,
// not the ~10 s of a build). `--force` builds anyway (`npm run build`), and records the stamp too.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildIsCurrent, sourceHash, stampFile } from "./build-stamp.ts";

const root = process.cwd();
const hash = sourceHash(root);
if (!process.argv.includes("--force") && buildIsCurrent(root, hash)) {
  console.info("build/ is current (no source, config or lockfile changed since it was built): not rebuilding.");
  process.exit(0);
}
// A build that fails half-way must not look current.
rmSync(path.join(root, stampFile), { force: true });
// With this process's Node (the CLI's `#!/usr/bin/env node` may find an older one on PATH).
const build = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
// A build with source maps (BUILD_SOURCEMAP=1, for reading profiles: vite.config.ts) would serve
// them: it is never current, so the next `npm start` builds again.
if (process.env.BUILD_SOURCEMAP === "1") process.exit(0);
// Hashed before the build: a source edited during it makes the next start build again.
writeFileSync(path.join(root, stampFile), `${hash}\n`);
