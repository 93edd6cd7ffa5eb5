import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../errors.ts";
import { readUpload, startsWith, type UploadInput } from "../storage/read-upload.ts";
import { assertSafeKey, type Storage } from "../storage/storage.ts";
import type { StoredImage } from "../storage/stored-image.ts";
import { photoHash } from "./photo-hash.server.ts";

/** Widths of the responsive WebP files; none is wider than the original. */
export const imageWidths = [320, 640, 1024, 1600] as const;

export interface ImageLimits {
  /** Largest accepted upload, bytes. */
  maxBytes: number;
  /** Largest accepted decoded image, pixels (width × height). */
  maxPixels: number;
  /** Smallest accepted width and height, pixels (docs/product.md, "Validation": 120x120). */
  minSide: number;
}

export const defaultImageLimits: ImageLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000, minSide: 120 };

const jpegSignature = [0xff, 0xd8, 0xff] as const;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Photo type by the file's leading bytes, whatever its name claims. */
export function detectImageType(bytes: Uint8Array): "jpeg" | "png" | null {
  if (startsWith(bytes, jpegSignature)) return "jpeg";
  if (startsWith(bytes, pngSignature)) return "png";
  return null;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

function tooManyPixels(limits: ImageLimits, cause?: unknown): AppError {
  return new AppError("IMAGE_TOO_MANY_PIXELS", { vars: { megapixels: Math.floor(limits.maxPixels / 1_000_000) }, cause });
}

/**
 * Checks a photo's bytes: JPEG or PNG by signature and by decoder, and no more pixels than the
 * cap (read from the header, before anything is decoded). Answers its upright dimensions.
 */
export async function readImageDimensions(bytes: Uint8Array, limits: ImageLimits): Promise<{ width: number; height: number }> {
  if (!detectImageType(bytes)) throw new AppError("IMAGE_FORMAT_INVALID");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: limits.maxPixels }).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels(limits, error);
    throw new AppError("IMAGE_FORMAT_INVALID", { cause: error });
  }
  if (metadata.format !== "jpeg" && metadata.format !== "png") throw new AppError("IMAGE_FORMAT_INVALID");
  if (metadata.width * metadata.height > limits.maxPixels) throw tooManyPixels(limits);
  return metadata.autoOrient;
}

/** The widths to write for an image `width` pixels wide: the standard ones that fit, plus the original when narrower than the largest. */
export function widthsFor(width: number): number[] {
  const fitting: number[] = imageWidths.filter((w) => w <= width);
  const largest = imageWidths[imageWidths.length - 1]!;
  if (width < largest && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

/**
 * The photo pipeline (docs/architecture.md, "Files and images"): checks the bytes (JPEG or PNG, at least 120x120,
 * size and pixel caps), turns the photo upright, re-encodes it to WebP at each width, takes its perceptual hash (photo-hash.server.ts)
 * (re-encoding drops EXIF, GPS and every other metadata) and stores the files as
 * `${prefix}/${uuid}-${width}.webp`. Either every size is stored or none is.
 */
export async function processImage(
  storage: Storage,
  input: UploadInput,
  options: { keyPrefix: string; limits?: Partial<ImageLimits> },
): Promise<StoredImage> {
  const limits = { ...defaultImageLimits, ...options.limits };
  const key = `${options.keyPrefix.replace(/\/+$/, "")}/${randomUUID()}`;
  assertSafeKey(key);
  const bytes = await readUpload(input, limits.maxBytes, "IMAGE_TOO_LARGE");
  const { width, height } = await readImageDimensions(bytes, limits);
  if (width < limits.minSide || height < limits.minSide) throw new AppError("IMAGE_TOO_SMALL");

  const upright = sharp(bytes, { limitInputPixels: limits.maxPixels }).rotate();
  const widths = widthsFor(width);
  let encoded: { width: number; height: number; data: Buffer }[];
  let hash: string | null;
  try {
    hash = await photoHash(upright);
    encoded = await Promise.all(
      widths.map(async (target) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, data };
      }),
    );
  } catch (error) {
    throw new AppError("IMAGE_FORMAT_INVALID", { cause: error });
  }

  const written: string[] = [];
  try {
    for (const file of encoded) {
      const fileKey = `${key}-${file.width}.webp`;
      await storage.put(fileKey, file.data, "image/webp");
      written.push(fileKey);
    }
  } catch (error) {
    await Promise.allSettled(written.map((fileKey) => storage.delete(fileKey)));
    throw error;
  }
  const largest = encoded[encoded.length - 1]!;
  return { key, width: largest.width, height: largest.height, widths: encoded.map((file) => file.width), hash };
}

/** Removes every stored size of an image. */
export async function deleteStoredImage(storage: Storage, image: StoredImage): Promise<void> {
  await Promise.all(image.widths.map((width) => storage.delete(`${image.key}-${width}.webp`)));
}
