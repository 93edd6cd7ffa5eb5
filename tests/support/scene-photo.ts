import sharp from "sharp";

/** A street-like scene drawn from `seed`: sky, blocks of several heights and shades, windows. */
export function sceneSvg(seed: number): Buffer {
  let state = seed * 7919 + 13;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let shapes = `<rect width="1200" height="800" fill="#9fc9e8"/>`;
  for (let x = 0; x < 1200;) {
    const width = 120 + Math.floor(next() * 200);
    const height = 200 + Math.floor(next() * 450);
    const shade = 120 + Math.floor(next() * 120);
    shapes += `<rect x="${x}" y="${700 - height}" width="${width}" height="${height}" fill="rgb(${shade},${shade - 20},${shade - 40})"/>`;
    for (let wy = 720 - height; wy < 660; wy += 60)
      for (let wx = x + 12; wx < x + width - 30; wx += 45)
        if (next() < 0.6) shapes += `<rect x="${wx}" y="${wy}" width="22" height="30" fill="#35506b"/>`;
    x += width + 10 + Math.floor(next() * 50);
  }
  shapes += `<rect y="700" width="1200" height="100" fill="#8a8a8a"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">${shapes}</svg>`);
}

/**
 * A photo with shapes (fixture photos of one flat colour have no perceptual hash), as an upload:
 * the same `seed` is the same scene; `width` and `quality` re-encode it as a re-poster would.
 */
export async function scenePhoto(seed: number, options: { width?: number; quality?: number } = {}): Promise<File> {
  const bytes = await sharp(sceneSvg(seed))
    .resize({ width: options.width ?? 1200 })
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
  return new File([new Uint8Array(bytes)], `scene-${seed}.jpg`, { type: "image/jpeg" });
}
