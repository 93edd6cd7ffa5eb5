import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../errors.ts";
import { readUpload, startsWith, type UploadInput } from "../storage/read-upload.ts";
import type { Storage } from "../storage/storage.ts";
import { looksLikeSvg, rasterizeSvg } from "./rasterize-svg.server.ts";

const maxBytes = 1024 * 1024;
const maxPixels = 4_000_000;
const minSide = 16;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const jpegSignature = [0xff, 0xd8, 0xff] as const;
const icoSignature = [0x00, 0x00, 0x01, 0x00] as const;
const riffSignature = [0x52, 0x49, 0x46, 0x46] as const;
const webpMark = [0x57, 0x45, 0x42, 0x50] as const;

/** The formats a site image (favicon, logo, icon) may be, told by its bytes. */
export type SiteImageFormat = "png" | "jpeg" | "webp" | "ico" | "svg";

/** Where a site image goes and what it may be; messages are dictionary keys. */
export interface SiteImageRules {
  /** Storage folder, e.g. "branding" or "icons/facilities". */
  folder: string;
  /** The form field a refusal names; also the file name's start. */
  field: string;
  accepted: readonly SiteImageFormat[];
  /** The field's message when the file is none of the accepted formats. */
  formatMessage: string;
}

/** An ICO file: its header names at least one image and every image lies inside the file. */
function isIco(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, icoSignature) || bytes.length < 6) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  if (count === 0 || 6 + count * 16 > bytes.length) return false;
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const size = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    if (size === 0 || offset < 6 + count * 16 || offset + size > bytes.length) return false;
  }
  return true;
}

function formatOf(bytes: Uint8Array): SiteImageFormat | null {
  if (startsWith(bytes, pngSignature)) return "png";
  if (startsWith(bytes, jpegSignature)) return "jpeg";
  if (startsWith(bytes, riffSignature) && startsWith(bytes.subarray(8), webpMark)) return "webp";
  if (isIco(bytes)) return "ico";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/** PNG, JPEG or WebP, decoded and re-encoded as PNG: only the pixels are kept (no EXIF, GPS or text chunks). */
async function reencode(rules: SiteImageRules, bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels });
    const { width, height } = (await image.metadata()).autoOrient;
    if (width < minSide || height < minSide) throw new AppError("BRAND_IMAGE_INVALID", { fields: { [rules.field]: "brandImageTooSmall" } });
    return await image.rotate().png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BRAND_IMAGE_INVALID", { fields: { [rules.field]: rules.formatMessage }, cause: error });
  }
}

/** An SVG's pixels, or the field's format message when it does not draw. */
async function drawSvg(rules: SiteImageRules, bytes: Uint8Array): Promise<Uint8Array> {
  const png = await rasterizeSvg(bytes, { maxPixels });
  if (!png) throw new AppError("BRAND_IMAGE_INVALID", { fields: { [rules.field]: rules.formatMessage } });
  return png;
}

/**
 * Stores a small site image (favicon, logo, category or facility icon) under its folder and
 * answers its public URL. Each file is checked by its bytes: raster images are decoded and
 * re-encoded as PNG, ICO files must be well formed, and an SVG is drawn into a PNG
 * (rasterize-svg.server.ts): no uploaded SVG is ever stored or served as SVG.
 */
export async function storeSiteImage(storage: Storage, rules: SiteImageRules, input: UploadInput): Promise<string> {
  const bytes = await readUpload(input, maxBytes, "FILE_TOO_LARGE");
  const format = formatOf(bytes);
  if (!format || !rules.accepted.includes(format)) {
    throw new AppError("BRAND_IMAGE_INVALID", { fields: { [rules.field]: rules.formatMessage } });
  }
  const [body, extension, contentType] =
    format === "ico"
      ? [bytes, "ico", "image/x-icon"]
      : [await reencode(rules, format === "svg" ? await drawSvg(rules, bytes) : bytes), "png", "image/png"];
  const key = `${rules.folder}/${rules.field.replace(/_/g, "-")}-${randomUUID()}.${extension}`;
  await storage.put(key, body, contentType);
  return storage.url(key);
}

/** Deletes a site image this site stored under `folder` (a typed path or another address is left alone). */
export async function deleteSiteImage(storage: Storage, folder: string, url: unknown): Promise<void> {
  if (typeof url !== "string") return;
  const prefix = storage.url(`${folder}/`);
  if (!url.startsWith(prefix)) return;
  const rest = url.slice(prefix.length);
  if (!rest || rest.includes("/") || rest.includes("..")) return;
  await storage.delete(`${folder}/${rest}`).catch(() => undefined);
}
