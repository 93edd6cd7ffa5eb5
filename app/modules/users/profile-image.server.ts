import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import { defaultImageLimits, readImageDimensions } from "../../lib/images/process-image.server.ts";
import type { Storage } from "../../lib/storage/storage.ts";

export const profileImageMaxBytes = 8 * 1024 * 1024;
const minSide = 120;
const storedSide = 480;

/**
 * Checks a profile photo by its bytes (JPEG or PNG, at least 120x120) and stores a square
 * WebP without metadata; returns its storage key. The checks are the shared image pipeline's.
 */
export async function storeProfileImage(storage: Storage, userId: number, file: File): Promise<string> {
  if (file.size > profileImageMaxBytes) throw new AppError("IMAGE_TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const limits = { ...defaultImageLimits, maxBytes: profileImageMaxBytes, minSide };
  const { width, height } = await readImageDimensions(bytes, limits);
  if (width < minSide || height < minSide) throw new AppError("IMAGE_TOO_SMALL");
  const webp = await sharp(bytes, { limitInputPixels: limits.maxPixels })
    .rotate()
    .resize(storedSide, storedSide, { fit: "cover" })
    .webp({ quality: 80 })
    .toBuffer();
  const key = `users/${userId}/profile-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, new Uint8Array(webp), "image/webp");
  return key;
}

/** Removes a stored profile photo; external URLs (Google) are left alone. */
export async function deleteProfileImage(storage: Storage, image: string | null): Promise<void> {
  if (!image || /^https?:\/\//.test(image)) return;
  await storage.delete(image).catch(() => undefined);
}
