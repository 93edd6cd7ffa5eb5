import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sceneSvg } from "../../../tests/support/scene-photo.ts";
import { bandDistance, hashBands, hashDistance, nearBandValues, photoHash, samePhotoDistance } from "./photo-hash.server.ts";

const jpeg = async (seed: number) => new Uint8Array(await sharp(sceneSvg(seed)).jpeg({ quality: 90 }).toBuffer());

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

  it("gives a photo of one flat colour no hash: there is nothing to compare", async () => {
    const flat = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 90 } } })
      .jpeg()
      .toBuffer();
    expect(await photoHash(new Uint8Array(flat))).toBeNull();
  });

  it("counts differing bits", () => {
    expect(hashDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hashDistance("0000000000000000", "ffffffffffffffff")).toBe(64);
    expect(hashDistance("00000000000000f0", "0000000000000001")).toBe(5);
  });

  it("splits a hash into four 16-bit bands, one of which two hashes within the threshold share within two bits", () => {
    expect(hashBands("0123456789abcdef")).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
    expect(bandDistance).toBe(2);
    const band = (v: number) => v.toString(16).padStart(4, "0");
    for (const value of [0, 0xffff, 0x8001, 0x1234]) {
      const near = nearBandValues(value);
      // Exactly the values a count of every 16-bit value finds within two bits: 1 + 16 + 120.
      const counted = Array.from({ length: 65536 }, (_, v) => v).filter((v) => hashDistance(band(v), band(value)) <= bandDistance);
      expect(near).toHaveLength(137);
      expect([...near].sort((a, b) => a - b)).toEqual(counted);
    }
  });

  it("keeps the same photo within the threshold when it is resized or re-encoded", async () => {
    const distances: number[] = [];
    for (const seed of [1, 2, 3, 4, 5]) {
      const original = await jpeg(seed);
      const hash = (await photoHash(original))!;
      for (const [, alter] of alterations) distances.push(hashDistance(hash, (await photoHash(new Uint8Array(await alter(original))))!));
    }
    // Measured: every altered copy is at most 4 bits from its original.
    expect(Math.max(...distances)).toBeLessThanOrEqual(samePhotoDistance);
  });

  it("puts different photos of the same kind beyond the threshold", async () => {
    const hashes = await Promise.all(Array.from({ length: 12 }, async (_, i) => (await photoHash(await jpeg(100 + i)))!));
    const distances: number[] = [];
    for (let i = 0; i < hashes.length; i++)
      for (let j = i + 1; j < hashes.length; j++) distances.push(hashDistance(hashes[i]!, hashes[j]!));
    expect(Math.min(...distances)).toBeGreaterThan(samePhotoDistance);
  });
});
