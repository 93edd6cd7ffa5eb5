import { randomUUID } from "node:crypto";
import type { PrivateFile } from "../../../db/schema/index.ts";
import { AppError } from "../errors.ts";
import { detectImageType } from "../images/process-image.server.ts";
import { readUpload, startsWith, type UploadInput } from "./read-upload.ts";
import { isPdf } from "./store-document.server.ts";
import type { Storage } from "./storage.ts";

/** The kinds of private file by what their bytes are, never by their name. */
export type PrivateFileKind = "image" | "pdf" | "video";

const ebml = [0x1a, 0x45, 0xdf, 0xa3] as const; // WebM
const ftyp = [0x66, 0x74, 0x79, 0x70] as const; // "ftyp" at byte 4: MP4

function detect(bytes: Uint8Array): { kind: PrivateFileKind; extension: string; contentType: string } | null {
  const image = detectImageType(bytes);
  if (image) return { kind: "image", extension: image === "jpeg" ? "jpg" : "png", contentType: `image/${image}` };
  if (isPdf(bytes)) return { kind: "pdf", extension: "pdf", contentType: "application/pdf" };
  if (startsWith(bytes, ebml)) return { kind: "video", extension: "webm", contentType: "video/webm" };
  if (startsWith(bytes.subarray(4), ftyp)) return { kind: "video", extension: "mp4", contentType: "video/mp4" };
  return null;
}

/** A file's name as shown to staff: no path, at most 120 characters. */
function displayName(input: UploadInput): string {
  const name = input instanceof File ? input.name : "";
  return (name.split(/[\\/]/).pop() ?? "").slice(0, 120) || "file";
}

/**
 * Stores a file only its owner and staff may read (papers, proof) under `private/…`, which
 * /media refuses. Its type is told by its bytes and must be one of `accept`; a missing file
 * answers FILE_REQUIRED, one over `maxBytes` FILE_TOO_LARGE and any other type `invalid`.
 */
export async function storePrivateFile(
  storage: Storage,
  input: UploadInput,
  options: { keyPrefix: string; accept: readonly PrivateFileKind[]; maxBytes: number; invalid: AppError },
): Promise<PrivateFile & { kind: PrivateFileKind }> {
  const bytes = await readUpload(input, options.maxBytes, "FILE_TOO_LARGE");
  const type = detect(bytes);
  if (!type || !options.accept.includes(type.kind)) throw options.invalid;
  const key = `private/${options.keyPrefix.replace(/^private\/|\/+$/g, "")}/${randomUUID()}.${type.extension}`;
  await storage.put(key, bytes, type.contentType);
  return { key, contentType: type.contentType, size: bytes.byteLength, name: displayName(input), kind: type.kind };
}
