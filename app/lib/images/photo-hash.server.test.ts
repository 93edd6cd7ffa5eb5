import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hashDistance, photoHash, samePhotoDistance } from "./photo-hash.server.ts";

/** A street-like scene drawn from `seed`: sky, blocks of several heights and shades, windows. */
function scene(seed: number): Buffer {
  let state = seed * 7919 + 13;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let shapes = `<rect width="1200" height="800" fill="#9fc9e8"/>`;
  for (let x = 0; x < 1200; ) {
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

const jpeg = async (seed: number) => new Uint8Array(await sharp(scene(seed)).jpeg({ quality: 90 }).toBuffer());

/** What a re-poster does to a photo: saves it smaller, at a lower quality, in another format, a little brighter. */
const alterations: [string, (bytes: Uint8Array) => Promise<Buffer>][] = [
  ["resized to 640 px", (b) => sharp(b).resize({ width: 640 }).jpeg({ quality: 85 }).toBuffer()],
  ["resized to 320 px", (b) => sharp(b).resize({ width: 320 }).png().toBuffer()],
  ["re-encoded as JPEG at quality 30", (b) => sharp(b).jpeg({ quality: 30 }).toBuffer()],
  ["re-encoded as WebP at quality 50", (b) => sharp(b).webp({ quality: 50 }).toBuffer()],
  ["brightened by 10 %", (b) => sharp(b).modulate({ brightness: 1.1 }).jpeg({ quality: 80 }).toBuffer()],
  ["resized to a slightly other shape", (b) => sharp(b).resize(1000, 700, { fit: "fill" }).jpeg({ quality: 70 }).toBuffer()],
];

describe("photo hash", () => {
  it("is 16 hex digits and the same for the same bytes", async () => {
    const bytes = await jpeg(1);
    const hash = await photoHash(bytes);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await photoHash(bytes)).toBe(hash);
  });

  it("counts differing bits", () => {
    expect(hashDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hashDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hashDistance("00000000000000f0", "0000000000000001")).toBe(5);
  });

  it("keeps the same photo within the threshold when it is resized or re-encoded", async () => {
    const distances: number[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      const original = await jpeg(seed);
      const hash = await photoHash(original);
      for (const [, alter] of alterations) distances.push(hashDistance(hash, await photoHash(new Uint8Array(await alter(original)))));
    }
    // Measured: every altered copy is at most 4 bits from its original.
    expect(Math.max(...distances)).toBeLessThanOrEqual(samePhotoDistance);
  });

  it("puts different photos of the same kind beyond the threshold", async () => {
    const hashes = await Promise.all(Array.from({ length: 12 }, async (_, i) => photoHash(await jpeg(100 + i))));
    const distances: number[] = [];
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) distances.push(hashDistance(hashes[i]!, hashes[j]!));
    expect(Math.min(...distances)).toBeGreaterThan(samePhotoDistance);
  });
});
