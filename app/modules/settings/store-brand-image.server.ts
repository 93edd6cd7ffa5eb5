import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../lib/errors.ts";
import { isSafeSvg } from "../../lib/images/check-svg.ts";
import { readUpload, startsWith, type UploadInput } from "../../lib/storage/read-upload.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { BrandImageKey } from "./site-settings-schema.ts";

const maxBytes = 1024 * 1024;
const maxPixels = 4_000_000;
const minSide = 16;

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const jpegSignature = [0xff, 0xd8, 0xff] as const;
const icoSignature = [0x00, 0x00, 0x01, 0x00] as const;

type BrandFormat = "png" | "jpeg" | "ico" | "svg";

/** The favicon is PNG, ICO or SVG; the logos PNG, JPEG or SVG. */
const acceptedFormats: Record<BrandImageKey, readonly BrandFormat[]> = {
  web_favicon: ["png", "ico", "svg"],
  web_logo: ["png", "jpeg", "svg"],
  web_placeholder_logo: ["png", "jpeg", "svg"],
};

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

function formatMessage(setting: BrandImageKey): string {
  return setting === "web_favicon" ? "faviconFormatInvalid" : "logoFormatInvalid";
}

function formatOf(bytes: Uint8Array): BrandFormat | null {
  if (startsWith(bytes, pngSignature)) return "png";
  if (startsWith(bytes, jpegSignature)) return "jpeg";
  if (isIco(bytes)) return "ico";
  if (isSafeSvg(bytes)) return "svg";
  return null;
}

/** PNG or JPEG, decoded and re-encoded as PNG: only the pixels are kept (no EXIF, GPS or text chunks). */
async function reencode(setting: BrandImageKey, bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxPixels });
    const { width, height } = (await image.metadata()).autoOrient;
    if (width < minSide || height < minSide) throw new AppError("BRAND_IMAGE_INVALID", { fields: { [setting]: "brandImageTooSmall" } });
    return await image.rotate().png().toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("BRAND_IMAGE_INVALID", { fields: { [setting]: formatMessage(setting) }, cause: error });
  }
}

/**
 * Stores a favicon or logo under `branding/` and answers its public URL. Each file is checked
 * by its bytes: raster images are decoded and re-encoded, ICO files must be well formed, and
 * an SVG is refused unless it holds nothing active (check-svg.ts).
 */
export async function storeBrandImage(storage: Storage, setting: BrandImageKey, input: UploadInput): Promise<string> {
  const bytes = await readUpload(input, maxBytes, "FILE_TOO_LARGE");
  const format = formatOf(bytes);
  if (!format || !acceptedFormats[setting].includes(format)) {
    const looksLikeSvg = /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)));
    if (looksLikeSvg) throw new AppError("SVG_UNSAFE", { fields: { [setting]: "svgUnsafe" } });
    throw new AppError("BRAND_IMAGE_INVALID", { fields: { [setting]: formatMessage(setting) } });
  }
  const [body, extension, contentType] =
    format === "svg"
      ? [bytes, "svg", "image/svg+xml"]
      : format === "ico"
        ? [bytes, "ico", "image/x-icon"]
        : [await reencode(setting, bytes), "png", "image/png"];
  const key = `branding/${setting.replace(/_/g, "-")}-${randomUUID()}.${extension}`;
  await storage.put(key, body, contentType);
  return storage.url(key);
}

/** Deletes a replaced brand image when it is one this site stored. */
export async function deleteBrandImage(storage: Storage, url: unknown): Promise<void> {
  if (typeof url !== "string") return;
  const prefix = storage.url("branding/");
  if (!url.startsWith(prefix)) return;
  await storage.delete(`branding/${url.slice(prefix.length)}`).catch(() => undefined);
}
