import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { measureBuild, pageScripts, readManifest } from "./js-budget-lib.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A client build whose scripts are random bytes (Brotli cannot shrink them, so each counts
 * its own size and a few bytes), sizes in KB.
 */
function build(sizes: Record<string, number>): string {
  const client = mkdtempSync(path.join(os.tmpdir(), "nhadat-js-budget-"));
  dirs.push(client);
  mkdirSync(path.join(client, "assets"));
  for (const [name, kb] of Object.entries(sizes)) writeFileSync(path.join(client, "assets", name), randomBytes(kb * 1024));
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js", "/assets/shell.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/shell.js"] },
      "routes/home": { id: "routes/home", parentId: "root", module: "/assets/home.js", imports: ["/assets/shell.js"] },
      "routes/map": { id: "routes/map", parentId: "root", module: "/assets/map.js", imports: ["/assets/shell.js"] },
      "routes/admin": { id: "routes/admin", parentId: "root", module: "/assets/admin.js", imports: [] },
    },
  };
  writeFileSync(path.join(client, "assets", "manifest-abc123.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  return client;
}

describe("JavaScript budget of the build", () => {
  it("counts the entry, the root and the page's route with their imports, each file once, and the chunks the page imports at once", () => {
    const client = build({
      "entry.js": 1,
      "framework.js": 60,
      "shell.js": 10,
      "root.js": 1,
      "home.js": 5,
      "map.js": 5,
      "admin.js": 30,
      "leaflet-parts-Xy1.js": 40,
      "leaflet-Xy1.css": 5,
    });
    const manifest = readManifest(client);
    const names = ["leaflet-parts-Xy1.js", "leaflet-Xy1.css"];
    expect(pageScripts(manifest, { name: "home", routeId: "routes/home" }, names)).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/shell.js",
      "/assets/root.js",
      "/assets/home.js",
    ]);
    expect(pageScripts(manifest, { name: "map", routeId: "routes/map", loadsAtOnce: ["leaflet-parts-"] }, names)).toContain(
      "/assets/leaflet-parts-Xy1.js",
    );

    const [home, map] = measureBuild(client, [
      { name: "home", routeId: "routes/home" },
      { name: "map", routeId: "routes/map", loadsAtOnce: ["leaflet-parts-"] },
    ]);
    // 1 + 60 + 10 + 1 + 5 = 77 KB (the admin route's 30 KB is not the home page's).
    expect(home!.kb).toBeGreaterThanOrEqual(77);
    expect(home!.kb).toBeLessThan(77.2);
    expect(home!.over).toBe(false);
    // 77 + 40 KB of Leaflet = 117: within the map's 140.
    expect(map!.kb).toBeGreaterThanOrEqual(117);
    expect(map!.budgetKb).toBe(140);
    expect(map!.over).toBe(false);
  });

  it("marks a page over its budget", () => {
    const client = build({ "entry.js": 1, "framework.js": 91, "shell.js": 8, "root.js": 1, "home.js": 1, "map.js": 1, "admin.js": 1 });
    const [home] = measureBuild(client, [{ name: "home", routeId: "routes/home" }]);
    expect(home!.kb).toBeGreaterThan(100);
    expect(home!.budgetKb).toBe(100);
    expect(home!.over).toBe(true);
  });

  it("refuses a page whose route or at-once chunk is not in the build", () => {
    const client = build({ "entry.js": 1, "framework.js": 1, "shell.js": 1, "root.js": 1, "home.js": 1, "map.js": 1, "admin.js": 1 });
    expect(() => measureBuild(client, [{ name: "list", routeId: "properties" }])).toThrow(/route properties/);
    expect(() => measureBuild(client, [{ name: "map", routeId: "routes/map", loadsAtOnce: ["leaflet-parts-"] }])).toThrow(/leaflet-parts-/);
  });
});
