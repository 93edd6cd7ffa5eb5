import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { translate } from "../i18n/index.ts";
import { createLocalStorage } from "../storage/local-storage.server.ts";
import type { Storage } from "../storage/storage.ts";
import { deleteStoredImage, detectImageType, processImage, widthsFor } from "./process-image.server.ts";

let root: string;
let storage: Storage;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "nhadat-images-"));
  storage = createLocalStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** True when a raw EXIF block ("Exif\0\0" + TIFF) points to a GPS directory (tag 0x8825) from IFD0. */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe("processImage", () => {
  it("re-encodes a JPEG into WebP sizes and strips its EXIF and GPS metadata", async () => {
    const jpeg = await canvas(2000, 1500)
      .jpeg()
      .withExif({
        IFD0: { Make: "SecretCam", Model: "Spy 3000" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "10/1 46/1 12/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 41/1 0/1" },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif && hasGpsDirectory(input.exif)).toBe(true);
    expect(jpeg.includes("SecretCam")).toBe(true);

    const image = await processImage(storage, new File([jpeg], "house.jpg"), { keyPrefix: "properties/7" });
    expect(image.key).toMatch(/^properties\/7\/[0-9a-f-]{36}$/);
    expect(image.widths).toEqual([320, 640, 1024, 1600]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 1200 });

    for (const width of image.widths) {
      const stored = await storage.get(`${image.key}-${width}.webp`);
      expect(stored?.contentType).toBe("image/webp");
      const bytes = Buffer.from(stored!.body);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("SecretCam")).toBe(false);
      expect(bytes.includes("EXIF")).toBe(false);
    }
  });

  it("turns a photo upright by its EXIF orientation before measuring it", async () => {
    const rotated = await canvas(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const image = await processImage(storage, rotated, { keyPrefix: "users" });
    expect({ width: image.width, height: image.height }).toEqual({ width: 300, height: 400 });
    expect(image.widths).toEqual([300]);
  });

  it("judges the bytes, not the name: a PNG called .jpg is accepted", async () => {
    const png = await canvas(500, 250).png().toBuffer();
    expect(detectImageType(png)).toBe("png");
    const image = await processImage(storage, new File([png], "photo.jpg", { type: "image/jpeg" }), { keyPrefix: "p" });
    expect(image.widths).toEqual([320, 500]);
    expect(image.height).toBe(250);
  });

  it("refuses GIF, WebP and text files whatever their names", async () => {
    const gif = await canvas(300, 300).gif().toBuffer();
    const webp = await canvas(300, 300).webp().toBuffer();
    expect(await codeOf(processImage(storage, new File([gif], "a.jpg"), { keyPrefix: "p" }))).toBe("IMAGE_FORMAT_INVALID");
    expect(await codeOf(processImage(storage, new File([webp], "a.png"), { keyPrefix: "p" }))).toBe("IMAGE_FORMAT_INVALID");
    expect(await codeOf(processImage(storage, new File(["just some text"], "a.jpg"), { keyPrefix: "p" }))).toBe("IMAGE_FORMAT_INVALID");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file that starts like a JPEG but does not decode", async () => {
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await codeOf(processImage(storage, broken, { keyPrefix: "p" }))).toBe("IMAGE_FORMAT_INVALID");
  });

  it("refuses photos smaller than 120x120 on either side", async () => {
    expect(await codeOf(processImage(storage, await canvas(100, 100).png().toBuffer(), { keyPrefix: "p" }))).toBe("IMAGE_TOO_SMALL");
    expect(await codeOf(processImage(storage, await canvas(600, 119).jpeg().toBuffer(), { keyPrefix: "p" }))).toBe("IMAGE_TOO_SMALL");
    const edge = await processImage(storage, await canvas(120, 120).png().toBuffer(), { keyPrefix: "p" });
    expect(edge.widths).toEqual([120]);
  });

  it("refuses files over the size cap and images over the pixel cap", async () => {
    const jpeg = await canvas(400, 400).jpeg().toBuffer();
    expect(await codeOf(processImage(storage, jpeg, { keyPrefix: "p", limits: { maxBytes: jpeg.length - 1 } }))).toBe("IMAGE_TOO_LARGE");
    expect(await codeOf(processImage(storage, jpeg, { keyPrefix: "p", limits: { maxPixels: 399 * 400 } }))).toBe("IMAGE_TOO_MANY_PIXELS");
    expect((await processImage(storage, jpeg, { keyPrefix: "p", limits: { maxPixels: 400 * 400 } })).widths).toEqual([320, 400]);
  });

  it("asks for a file when none or an empty one arrives, in the spec's words", async () => {
    expect(await codeOf(processImage(storage, null, { keyPrefix: "p" }))).toBe("FILE_REQUIRED");
    expect(await codeOf(processImage(storage, new File([], "empty.jpg"), { keyPrefix: "p" }))).toBe("FILE_REQUIRED");
    expect(translate("en", new AppError("FILE_REQUIRED").key)).toBe("Please select a file to upload");
  });

  it("stores either every size or none", async () => {
    let puts = 0;
    const failing: Storage = {
      ...storage,
      async put(key, body, type) {
        if (++puts === 3) throw new Error("disk full");
        await storage.put(key, body, type);
      },
    };
    const jpeg = await canvas(1200, 900).jpeg().toBuffer();
    await expect(processImage(failing, jpeg, { keyPrefix: "p" })).rejects.toThrow("disk full");
    expect(await storedFiles()).toEqual([]);
  });
});

describe("deleteStoredImage", () => {
  it("removes every stored size", async () => {
    const image = await processImage(storage, await canvas(1100, 700).jpeg().toBuffer(), { keyPrefix: "projects/3" });
    expect((await storedFiles()).toSorted()).toEqual(image.widths.map((w) => `${image.key.split("/").pop()}-${w}.webp`).toSorted());
    expect(image.widths).toEqual([320, 640, 1024, 1100]);
    await deleteStoredImage(storage, image);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("widthsFor", () => {
  it("never exceeds the original and keeps the original width when it is narrower than 1600", () => {
    expect(widthsFor(5000)).toEqual([320, 640, 1024, 1600]);
    expect(widthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(widthsFor(1024)).toEqual([320, 640, 1024]);
    expect(widthsFor(200)).toEqual([200]);
  });
});
