// The JavaScript a public page loads on a first visit, read from the production build
// (build/client): the entry and its imports, every matched route's module and imports (the
// modulepreloads React Router writes into the page), and the chunks the page fetches at once
// with `import()` (the map's Leaflet). Each file counts as the server sends it: Brotli at
// quality 11, or as it is when that is smaller (server/http/static-files.ts). `npm run js-budget` prints it per page and fails
// over budget; scripts/lighthouse.ts measures the same in a browser and keeps the same budgets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** The speed issue's goals, in KB of 1,024 bytes: every public page but the map ≤ 100, the map ≤ 140. */
export const jsBudgetKb = { page: 100, map: 140 } as const;

export interface BudgetPage {
  /** The page's name in reports (`map` gets the map's budget). */
  name: string;
  /** The route ids matched by the page's URL, innermost last (the root is added). */
  routeId: string;
  /** Chunks the page imports at once after hydrating, by the start of their file name (e.g. `leaflet-parts-`). */
  loadsAtOnce?: string[];
}

/** The audited pages (the same as scripts/lighthouse.ts audits). */
export const budgetPages: BudgetPage[] = [
  { name: "home", routeId: "routes/home" },
  { name: "list", routeId: "properties" },
  { name: "detail", routeId: "routes/properties/details" },
  // app/components/map/map-view.tsx imports Leaflet as soon as the page runs.
  { name: "map", routeId: "routes/map", loadsAtOnce: ["leaflet-parts-"] },
];

interface ManifestRoute {
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest (build/client/assets/manifest-<hash>.js). */
export function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}: run \`npm run build\``);
  const text = readFileSync(path.join(assets, files[0]!), "utf8");
  const json = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(text)?.[1];
  if (!json) throw new Error(`${files[0]} is not a React Router manifest`);
  return JSON.parse(json) as Manifest;
}

/** The URL paths of the scripts a page loads on a first visit, in load order, each once. */
export function pageScripts(manifest: Manifest, page: BudgetPage, assetNames: string[]): string[] {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = page.routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} (page ${page.name}) is not in the manifest`);
    chain.unshift(route);
  }
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  for (const prefix of page.loadsAtOnce ?? []) {
    const matches = assetNames.filter((name) => name.startsWith(prefix) && name.endsWith(".js"));
    if (matches.length !== 1) throw new Error(`page ${page.name}: expected one ${prefix}*.js chunk, found ${matches.length}`);
    files.add(`/assets/${matches[0]}`);
  }
  return [...files];
}

/** A file's size as the server sends it (server/http/static-files.ts): Brotli at quality 11, or the file itself when that is smaller. */
export function sentBytes(body: Buffer): number {
  const packed = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
  return Math.min(packed, body.length);
}

export interface PageBudget {
  name: string;
  budgetKb: number;
  kb: number;
  files: { file: string; kb: number }[];
  over: boolean;
}

export function budgetOf(name: string): number {
  return name.replace(/-en$/, "") === "map" ? jsBudgetKb.map : jsBudgetKb.page;
}

/** Every budget page's scripts and compressed size, from a build's client directory. */
export function measureBuild(clientDir: string, pages: BudgetPage[] = budgetPages): PageBudget[] {
  const manifest = readManifest(clientDir);
  const assetNames = readdirSync(path.join(clientDir, "assets"));
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let bytes = sizes.get(file);
    if (bytes === undefined) {
      bytes = sentBytes(readFileSync(path.join(clientDir, file)));
      sizes.set(file, bytes);
    }
    return bytes;
  };
  return pages.map((page) => {
    const files = pageScripts(manifest, page, assetNames).map((file) => ({ file, kb: sizeOf(file) / 1024 }));
    const kb = files.reduce((sum, f) => sum + f.kb, 0);
    const budgetKb = budgetOf(page.name);
    return { name: page.name, budgetKb, kb, files, over: kb > budgetKb };
  });
}
