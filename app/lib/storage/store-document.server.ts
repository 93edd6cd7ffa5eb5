import { randomUUID } from "node:crypto";
import { AppError } from "../errors.ts";
import { readUpload, startsWith, type UploadInput } from "./read-upload.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

/** A stored PDF: its storage key and size in bytes. */
export interface StoredDocument {
  key: string;
  size: number;
}

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d] as const; // "%PDF-"

export const defaultDocumentMaxBytes = 10 * 1024 * 1024;

/** True when the bytes are a PDF by their header, whatever the file's name claims. */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWith(bytes, pdfSignature);
}

/** Stores a PDF document (verification papers, brochures) as `${prefix}/${uuid}.pdf`. */
export async function storeDocument(
  storage: Storage,
  input: UploadInput,
  options: { keyPrefix: string; maxBytes?: number },
): Promise<StoredDocument> {
  const key = `${options.keyPrefix.replace(/\/+$/, "")}/${randomUUID()}.pdf`;
  assertSafeKey(key);
  const bytes = await readUpload(input, options.maxBytes ?? defaultDocumentMaxBytes, "FILE_TOO_LARGE");
  if (!isPdf(bytes)) throw new AppError("DOCUMENT_FORMAT_INVALID");
  await storage.put(key, bytes, "application/pdf");
  return { key, size: bytes.byteLength };
}
