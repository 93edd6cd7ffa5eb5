// node scripts/demo-images.ts: draws the demo city's images (db/seed/demo/demo-images.server.ts)
// and encodes them into db/seed/demo/images/ as WebP, with manifest.json holding each one's
// record (size, widths, photo hash) and the fingerprint of the drawing it was made from. Run it
// after changing a drawing; demo-images.server.test.ts says when it is due. The seed copies these
// files instead of encoding at every first start.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import sharp from "sharp";
import { photoHash } from "../app/lib/images/photo-hash.server.ts";
import { demoImageSpecs, demoImagesDir, specFiles, specSource, type DemoImageManifest } from "../db/seed/demo/demo-images.server.ts";

// Made once, so the encoder may take its time for smaller files (effort 1 is ~35 % larger).
const effort = 4;

mkdirSync(demoImagesDir, { recursive: true });
const manifest: DemoImageManifest = {};
for (const spec of demoImageSpecs()) {
  const source = sharp(Buffer.from(spec.svg));
  const files = specFiles(spec);
  const bodies = await Promise.all(
    (spec.widths ?? [null]).map((width) =>
      (width ? source.clone().resize({ width }) : source.clone()).webp({ quality: spec.quality, effort }).toBuffer(),
    ),
  );
  bodies.forEach((body, i) => writeFileSync(path.join(demoImagesDir, files[i]!), body));
  manifest[spec.name] = {
    source: specSource(spec),
    files,
    width: spec.width,
    height: spec.height,
    widths: spec.widths,
    ...(spec.hashed ? { hash: await photoHash(new Uint8Array(bodies[bodies.length - 1]!)) } : {}),
  };
}
const kept = new Set(["manifest.json", ...Object.values(manifest).flatMap((m) => m.files)]);
for (const file of readdirSync(demoImagesDir)) if (!kept.has(file)) rmSync(path.join(demoImagesDir, file));
const manifestFile = path.join(demoImagesDir, "manifest.json");
writeFileSync(manifestFile, await format(JSON.stringify(manifest), { ...(await resolveConfig(manifestFile)), filepath: manifestFile }));
console.info(`Wrote ${kept.size - 1} files and manifest.json to ${path.relative(process.cwd(), demoImagesDir)}`);
