import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import type { Storage } from "../../lib/storage/storage.ts";

export const profileImageMaxBytes = 8 * 1024 * 1024;
const minSide = 120;
const storedSide = 480;

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function isPng(bytes: Uint8Array): boolean {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return bytes.length > 8 && signature.every((b, i) => bytes[i] === b);
}

/**
 * Checks a profile photo by its bytes (JPEG or PNG, at least 120x120) and stores a square
 * WebP without metadata; returns its storage key. This is the one place that switches to
 * the shared image pipeline when it lands.
 */
export async function storeProfileImage(storage: Storage, userId: number, file: File): Promise<string> {
  if (file.size > profileImageMaxBytes) throw new AppError("IMAGE_TOO_LARGE");
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isJpeg(bytes) && !isPng(bytes)) throw new AppError("IMAGE_FORMAT_INVALID");
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new AppError("IMAGE_FORMAT_INVALID");
  }
  if ((meta.width ?? 0) < minSide || (meta.height ?? 0) < minSide) throw new AppError("IMAGE_TOO_SMALL");
  const webp = await sharp(bytes).rotate().resize(storedSide, storedSide, { fit: "cover" }).webp({ quality: 80 }).toBuffer();
  const key = `users/${userId}/profile-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, new Uint8Array(webp), "image/webp");
  return key;
}

/** Removes a stored profile photo; external URLs (Google) are left alone. */
export async function deleteProfileImage(storage: Storage, image: string | null): Promise<void> {
  if (!image || /^https?:\/\//.test(image)) return;
  await storage.delete(image).catch(() => undefined);
}
