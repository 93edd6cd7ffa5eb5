import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { StoredImage } from "../../../app/lib/storage/stored-image.ts";
import type { Storage } from "../../../app/lib/storage/storage.ts";
import { avatarSvg, planSvg, sceneHeight, sceneSvg, sceneWidth } from "./drawings.ts";
import { panoramaHeight, panoramaSvg, panoramaWidth } from "./panoramas.ts";
import { agentSeeds, avatarColours, initials } from "./people-data.ts";

// The demo city's images are drawn as SVG (drawings.ts, panoramas.ts) and encoded into WebP once,
// by `node scripts/demo-images.ts`, into db/seed/demo/images/ with a manifest of their records;
// the seed copies those files into storage. Encoding them at every first start cost ~2 s of CPU
// (docs/benchmarks/startup.md). demo-images.server.test.ts fails when a drawing changes and the
// files were not made again.

/** Where the encoded files and manifest.json live (the seed reads them at run time, as the migrations). */
export const demoImagesDir = path.resolve(process.cwd(), "db/seed/demo/images");

/**
 * Distinct street scenes drawn for the listings, projects and articles. The seed stores 24 photo
 * keys (demo/photos/scene-1 … scene-24, which scripts/generate-bulk.ts also names), each one of
 * these scenes in turn, so the repository carries a handful of photos.
 */
export const distinctScenes = 8;

/** One image the demo ships: its drawing, the widths it is encoded at (none: one file as drawn), and how. */
export interface DemoImageSpec {
  name: string;
  svg: string;
  width: number;
  height: number;
  widths: number[] | null;
  quality: number;
  /** Whether its record carries a photo hash (listing and project photos; not panoramas or avatars). */
  hashed: boolean;
}

const photo = (name: string, svg: string, options: { quality?: number; widths?: number[] } = {}): DemoImageSpec => ({
  name,
  svg,
  width: sceneWidth,
  height: sceneHeight,
  widths: options.widths ?? [480, 800, 1200],
  quality: options.quality ?? 72,
  hashed: true,
});

/** Every image the demo ships, by name. */
export function demoImageSpecs(): DemoImageSpec[] {
  return [
    ...Array.from({ length: distinctScenes }, (_, i) => photo(`scene-${i + 1}`, sceneSvg(i + 1))),
    // The likely duplicate's own photos, and the re-poster's copies of them, re-encoded smaller and coarser.
    ...[201, 202, 203].map((n) => photo(`scene-${n}`, sceneSvg(n))),
    ...[201, 202, 203].map((n) => photo(`repost-${n}`, sceneSvg(n), { quality: 40, widths: [480, 800] })),
    ...[1, 2].map((k) => photo(`plan-${k}`, planSvg(k))),
    ...[0, 1, 2, 3].map((k) => ({
      name: `room-${k + 1}`,
      svg: panoramaSvg(k),
      width: panoramaWidth,
      height: panoramaHeight,
      widths: [1024, 2048],
      quality: 70,
      hashed: false,
    })),
    ...agentSeeds.map((a, i) => ({
      name: `agent-${i + 1}`,
      svg: avatarSvg(initials(a.name), avatarColours[i % avatarColours.length]!),
      width: 256,
      height: 256,
      widths: null,
      quality: 80,
      hashed: false,
    })),
  ];
}

/** The fingerprint of what a file was made from: its drawing and encoding. */
export function specSource(spec: DemoImageSpec): string {
  const { name: _name, ...made } = spec;
  return createHash("sha256").update(JSON.stringify(made)).digest("hex").slice(0, 16);
}

/** The files a spec is encoded into. */
export function specFiles(spec: DemoImageSpec): string[] {
  return spec.widths ? spec.widths.map((w) => `${spec.name}-${w}.webp`) : [`${spec.name}.webp`];
}

export interface DemoImageRecord {
  /** `specSource` of the drawing the files were made from. */
  source: string;
  files: string[];
  width: number;
  height: number;
  widths: number[] | null;
  hash?: string | null;
}

export type DemoImageManifest = Record<string, DemoImageRecord>;

let manifest: DemoImageManifest | undefined;
export function readDemoImageManifest(): DemoImageManifest {
  manifest ??= JSON.parse(readFileSync(path.join(demoImagesDir, "manifest.json"), "utf8")) as DemoImageManifest;
  return manifest;
}

function record(name: string): DemoImageRecord {
  const entry = readDemoImageManifest()[name];
  if (!entry) throw new Error(`The demo image ${name} is not in db/seed/demo/images/manifest.json: run node scripts/demo-images.ts`);
  return entry;
}

/** Copies the files of demo image `name` into storage under `key` and answers its record there. */
export async function putDemoImage(storage: Storage, name: string, key: string): Promise<StoredImage> {
  const entry = record(name);
  await putFiles(storage, name, key, entry.files);
  return {
    key,
    width: entry.width,
    height: entry.height,
    widths: entry.widths ?? [],
    ...(entry.hash !== undefined ? { hash: entry.hash } : {}),
  };
}

/** Copies a one-file demo image (an avatar) into storage as `${key}.webp` and answers that key. */
export async function putDemoAvatar(storage: Storage, name: string, key: string): Promise<string> {
  await putFiles(storage, name, key, record(name).files);
  return `${key}.webp`;
}

async function putFiles(storage: Storage, name: string, key: string, files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) =>
      storage.put(`${key}${file.slice(name.length)}`, new Uint8Array(await readFile(path.join(demoImagesDir, file))), "image/webp"),
    ),
  );
}
