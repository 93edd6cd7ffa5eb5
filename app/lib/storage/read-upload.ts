import { AppError, type ErrorCode } from "../errors.ts";

/** What an upload arrives as: a multipart File, a Blob, or bytes already in memory. */
export type UploadInput = File | Blob | Uint8Array | null | undefined;

/**
 * Reads an upload's bytes, refusing a missing or empty one (FILE_REQUIRED) and one over
 * `maxBytes` (the given code) before reading it into memory when its size is known.
 */
export async function readUpload(input: UploadInput, maxBytes: number, tooLarge: ErrorCode): Promise<Uint8Array> {
  if (!input) throw new AppError("FILE_REQUIRED");
  const size = input instanceof Uint8Array ? input.byteLength : input.size;
  if (size === 0) throw new AppError("FILE_REQUIRED");
  if (size > maxBytes) throw new AppError(tooLarge);
  return input instanceof Uint8Array ? input : new Uint8Array(await input.arrayBuffer());
}

/** True when `bytes` begins with `signature`. */
export function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}
