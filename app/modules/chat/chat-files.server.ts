import type { ChatAudio, ChatFile } from "../../../db/schema/index.ts";
import { detectImageType, processImage } from "../../lib/images/process-image.server.ts";
import { AppError } from "../../lib/errors.ts";
import { readUpload } from "../../lib/storage/read-upload.ts";
import { storeAudio } from "../../lib/storage/store-audio.server.ts";
import { defaultDocumentMaxBytes, isPdf, storeDocument } from "../../lib/storage/store-document.server.ts";
import type { Storage } from "../../lib/storage/storage.ts";

/** A file's name as shown beside it: no path, at most 120 characters. */
function displayName(file: File): string {
  return (file.name.split(/[\\/]/).pop() ?? "").slice(0, 120) || "file";
}

/**
 * Stores a chat attachment by what its bytes are: a JPEG or PNG photo goes through the
 * image pipeline, a PDF is kept as is; anything else is refused before anything is stored.
 */
export async function storeChatFile(storage: Storage, file: File, keyPrefix: string): Promise<ChatFile> {
  const bytes = await readUpload(file, defaultDocumentMaxBytes, "FILE_TOO_LARGE");
  if (detectImageType(bytes)) return { kind: "image", image: await processImage(storage, bytes, { keyPrefix }), name: displayName(file) };
  if (isPdf(bytes)) {
    const stored = await storeDocument(storage, bytes, { keyPrefix });
    return { kind: "document", key: stored.key, size: stored.size, name: displayName(file) };
  }
  throw new AppError("CHAT_FILE_INVALID");
}

/** Stores a voice message (checked by its bytes, within the time and size caps). */
export async function storeChatAudio(storage: Storage, audio: File, keyPrefix: string): Promise<ChatAudio> {
  return storeAudio(storage, audio, { keyPrefix });
}
