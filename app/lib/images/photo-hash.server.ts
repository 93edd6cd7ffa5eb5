import sharp, { type Sharp } from "sharp";

/**
 * How many of the 64 bits two photo hashes may differ by and still be the same photo
 * (docs/architecture.md, "Duplicate listings"). photo-hash.server.test.ts measures the spread:
 * the same photo resized to a quarter, re-encoded as JPEG at quality 30, as WebP or 10 %
 * brighter stays within 4 bits; different street scenes of the same kind sit 22 bits or more
 * apart. 10 is about midway, with room on both sides.
 */
export const samePhotoDistance = 10;

/**
 * A 64-bit perceptual hash (pHash) of a photo: the photo shrunk to 32×32 grey pixels, its
 * lowest 8×8 cosine frequencies, one bit per frequency set when it is above their median. It
 * follows the photo's broad shapes, not its bytes, so resizing, re-encoding and small colour
 * changes keep it; answered as 16 hex digits, or null for a photo of one flat colour.
 */
export async function photoHash(image: Sharp | Uint8Array): Promise<string | null> {
  // A pipeline is taken as it is (the upload pipeline has already turned the photo upright).
  const pipeline = image instanceof Uint8Array ? sharp(image).rotate() : image.clone();
  const small = await pipeline.greyscale().resize(32, 32, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
  const channels = small.info.channels;
  const grey = Array.from({ length: 32 * 32 }, (_, i) => small.data[i * channels]!);
  // The lowest 8×8 frequencies of the 32×32 cosine transform (rows, then columns).
  const rows = new Float64Array(32 * 8);
  for (let y = 0; y < 32; y++)
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 32; x++) sum += grey[y * 32 + x]! * cosines[u * 32 + x]!;
      rows[y * 8 + u] = sum;
    }
  const low = new Float64Array(64);
  for (let v = 0; v < 8; v++)
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < 32; y++) sum += rows[y * 8 + u]! * cosines[v * 32 + y]!;
      low[v * 8 + u] = sum;
    }
  // A photo without shapes (one colour, a blank placeholder) has nothing to tell it apart: no hash.
  if (Math.max(...low.slice(1).map(Math.abs)) < flatPhoto) return null;
  // Each bit: whether its frequency is above the median of the 63 beside the flat one.
  const median = [...low.slice(1)].sort((a, b) => a - b)[31]!;
  let hex = "";
  for (let byte = 0; byte < 8; byte++) {
    let value = 0;
    for (let bit = 0; bit < 8; bit++) value = (value << 1) | (low[byte * 8 + bit]! > median ? 1 : 0);
    hex += value.toString(16).padStart(2, "0");
  }
  return hex;
}

/** Below this, the strongest shape in a photo is a grey step of about two levels across it: a flat photo. */
const flatPhoto = 2048;

const cosines = Float64Array.from({ length: 8 * 32 }, (_, i) => Math.cos(((2 * (i % 32) + 1) * Math.floor(i / 32) * Math.PI) / 64));

/**
 * The hash's four 16-bit bands (hex digits 1–4, 5–8, 9–12, 13–16), the keys of the photo index
 * (`photoHashBand` in db/schema/properties.ts). Two hashes within `samePhotoDistance` bits have
 * at least one band within `bandDistance` bits of each other (2): were every band
 * `bandDistance + 1` bits or more apart, the hashes would be 4 × 3 = 12 bits apart or more.
 */
export function hashBands(hash: string): number[] {
  return [0, 1, 2, 3].map((band) => Number.parseInt(hash.slice(band * 4, band * 4 + 4), 16));
}

export const bandDistance = Math.floor(samePhotoDistance / 4);

/** Every 16-bit band value within `bandDistance` bits of this one (itself included): 137 for 2 bits. */
export function nearBandValues(value: number): number[] {
  const found = [value];
  // Each round flips one more bit, at a position above the last one flipped, so no value repeats.
  let frontier = [{ value, next: 0 }];
  for (let flips = 0; flips < bandDistance; flips++) {
    const grown: typeof frontier = [];
    for (const { value: v, next } of frontier) for (let bit = next; bit < 16; bit++) grown.push({ value: v ^ (1 << bit), next: bit + 1 });
    found.push(...grown.map((g) => g.value));
    frontier = grown;
  }
  return found;
}

/** How many bits two hashes (16 hex digits each) differ by. */
export function hashDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}
