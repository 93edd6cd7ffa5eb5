import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoHash, samePhotoDistance } from "../../../app/lib/images/photo-hash.server.ts";
import { demoImageSpecs, demoImagesDir, readDemoImageManifest, specFiles, specSource } from "./demo-images.server.ts";

const manifest = readDemoImageManifest();
const specs = demoImageSpecs();

describe("the demo's encoded images (db/seed/demo/images)", () => {
  it("were made from the drawings as they are now (else: node scripts/demo-images.ts)", () => {
    expect(Object.keys(manifest).sort()).toEqual(specs.map((s) => s.name).sort());
    for (const spec of specs) {
      expect(manifest[spec.name]!.source, `${spec.name}'s drawing or encoding changed: run node scripts/demo-images.ts`).toBe(
        specSource(spec),
      );
      expect(manifest[spec.name]!.files).toEqual(specFiles(spec));
    }
  });

  it("are exactly the manifest's files, each WebP at its width, and a photo's hash is its largest file's and near every width's", async () => {
    const files = Object.values(manifest).flatMap((m) => m.files);
    expect(readdirSync(demoImagesDir).sort()).toEqual([...files, "manifest.json"].sort());
    for (const record of Object.values(manifest)) {
      for (const [i, file] of record.files.entries()) {
        const meta = await sharp(readFileSync(path.join(demoImagesDir, file))).metadata();
        expect(meta.format, file).toBe("webp");
        const width = record.widths?.[i] ?? record.width;
        expect([meta.width, meta.height], file).toEqual([width, Math.round((width * record.height) / record.width)]);
      }
    }
    const hashed = Object.entries(manifest).filter(([, record]) => record.hash !== undefined);
    expect(hashed.map(([name]) => name)).toEqual(specs.filter((s) => s.hashed).map((s) => s.name));
    for (const [name, record] of hashed) {
      const hashes = await Promise.all(record.files.map((file) => photoHash(new Uint8Array(readFileSync(path.join(demoImagesDir, file))))));
      expect(record.hash, name).toBe(hashes[hashes.length - 1]);
      // Every width shows the same photo (a file swapped for another scene's is 22 bits or more away).
      for (const hash of hashes)
        expect(bits(BigInt(`0x${hash}`) ^ BigInt(`0x${record.hash}`)), name).toBeLessThanOrEqual(samePhotoDistance);
    }
  });
});

const bits = (n: bigint) => n.toString(2).replaceAll("0", "").length;
