// Whether build/ was made from the sources as they are: `npm start` skips `react-router build`
// when it was (scripts/build-if-changed.ts). The stamp is a SHA-256 of every input file's path
// and content, written into build/ after a build succeeds.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What the build reads: the app, the server, the schema and seeds it bundles, the static files, the configs and the lockfile. */
export const buildInputs = [
  "app",
  "server",
  "db",
  "public",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

/** The stamp's place, inside the build it describes (removing build/ removes it). */
export const stampFile = "build/.source-hash";

/** The build's outputs that must exist for a build to count. */
const outputs = ["build/server/index.js", "build/client"];

/** A hash of the inputs' paths and contents, in a fixed order; a missing input counts as absent. */
export function sourceHash(root: string, inputs: string[] = buildInputs): string {
  const hash = createHash("sha256");
  const add = (relative: string) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      const files = readdirSync(full, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => path.relative(root, path.join(f.parentPath, f.name)))
        .filter((f) => !f.split(path.sep).includes("node_modules"))
        .sort();
      for (const file of files) addFile(file);
    } else addFile(relative);
  };
  const addFile = (relative: string) => {
    const content = readFileSync(path.join(root, relative));
    hash.update(`${relative.split(path.sep).join("/")}\0${content.length}\0`).update(content);
  };
  for (const input of inputs) add(input);
  return hash.digest("hex");
}

/** The hash recorded by the last successful build, or null. */
export function recordedHash(root: string): string | null {
  const file = path.join(root, stampFile);
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** True when build/ holds a complete build of exactly these sources. */
export function buildIsCurrent(root: string, hash = sourceHash(root)): boolean {
  return outputs.every((o) => existsSync(path.join(root, o))) && recordedHash(root) === hash;
}
