import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, sourceHash, stampFile } from "./build-stamp.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project with two sources, a config, a lockfile and a complete build. */
function project(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "nhadat-stamp-"));
  dirs.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("app/root.tsx", "export default 1;");
  write("server/main.ts", "export {};");
  write("vite.config.ts", "export default {};");
  write("package-lock.json", "{}");
  write("build/server/index.js", "");
  mkdirSync(path.join(root, "build/client"));
  return root;
}

const stamp = (root: string) => writeFileSync(path.join(root, stampFile), `${sourceHash(root)}\n`);

describe("npm start's build stamp", () => {
  it("counts a build as current only with its stamp, the same sources and both outputs", () => {
    const root = project();
    expect(buildIsCurrent(root)).toBe(false);
    stamp(root);
    expect(buildIsCurrent(root)).toBe(true);
    rmSync(path.join(root, "build/client"), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("sees an edited source, a config, the lockfile, a new file and a renamed one", () => {
    const changes: ((root: string) => void)[] = [
      (root) => writeFileSync(path.join(root, "app/root.tsx"), "export default 2;"),
      (root) => writeFileSync(path.join(root, "vite.config.ts"), "export default { base: '/' };"),
      (root) => writeFileSync(path.join(root, "package-lock.json"), '{"v":2}'),
      (root) => writeFileSync(path.join(root, "public/robots.txt"), "User-agent: *"),
      (root) => renameSync(path.join(root, "server/main.ts"), path.join(root, "server/start.ts")),
    ];
    for (const change of changes) {
      const root = project();
      mkdirSync(path.join(root, "public"), { recursive: true });
      stamp(root);
      expect(buildIsCurrent(root)).toBe(true);
      change(root);
      expect(buildIsCurrent(root)).toBe(false);
    }
  });

  it("ignores what the build does not read (tests outside the inputs, the build itself)", () => {
    const root = project();
    stamp(root);
    writeFileSync(path.join(root, "README.md"), "notes");
    writeFileSync(path.join(root, "build/server/index.js"), "rebuilt");
    expect(buildIsCurrent(root)).toBe(true);
  });
});
