import { deleteStoredImage, processImage } from "../../lib/images/process-image.server.ts";
import { AppError, isAppError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { storeDocument } from "../../lib/storage/store-document.server.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { StoredImage } from "../../lib/storage/stored-image.ts";

/** A stored PDF with the name it was uploaded under. */
export interface UploadedDocument {
  key: string;
  name: string;
  size: number;
}

/** Files written for one write; `discard` removes them all when the write fails. */
export interface UploadBatch {
  image(file: File, field: string): Promise<StoredImage>;
  document(file: File, field: string): Promise<UploadedDocument>;
  discard(): Promise<void>;
}

/** Names the field a file failure belongs to, so the answer says which upload was wrong. */
function onField(error: unknown, field: string): unknown {
  if (isAppError(error) && !error.fields) return new AppError(error.code, { fields: { [field]: error.key }, cause: error });
  return error;
}

export function createUploadBatch(storage: Storage, keyPrefix: string): UploadBatch {
  const images: StoredImage[] = [];
  const keys: string[] = [];
  return {
    async image(file, field) {
      try {
        const image = await processImage(storage, file, { keyPrefix });
        images.push(image);
        return image;
      } catch (error) {
        throw onField(error, field);
      }
    },
    async document(file, field) {
      try {
        const stored = await storeDocument(storage, file, { keyPrefix });
        keys.push(stored.key);
        return { key: stored.key, name: file.name.slice(0, 200) || "document.pdf", size: stored.size };
      } catch (error) {
        throw onField(error, field);
      }
    },
    async discard() {
      await Promise.allSettled([...images.map((image) => deleteStoredImage(storage, image)), ...keys.map((key) => storage.delete(key))]);
    },
  };
}

/**
 * One write with its files (docs/architecture.md, "Data"): `work` stores the uploads through the batch
 * first, then commits its transaction; if anything fails, the files it wrote are removed.
 */
export async function withUploads<T>(storage: Storage, keyPrefix: string, work: (batch: UploadBatch) => Promise<T>): Promise<T> {
  const batch = createUploadBatch(storage, keyPrefix);
  try {
    return await work(batch);
  } catch (error) {
    await batch.discard();
    throw error;
  }
}

/** Files a committed write no longer points at; removing them never fails the write. */
export interface ReleasedFiles {
  images: (StoredImage | null | undefined)[];
  keys: string[];
}

export function releasedFiles(): ReleasedFiles {
  return { images: [], keys: [] };
}

/** Removes files after the database commit; a failure is logged, the rows stay correct. */
export async function removeReleasedFiles(services: { storage: Storage; logger: Logger }, files: ReleasedFiles): Promise<void> {
  const results = await Promise.allSettled([
    ...files.images.filter((image): image is StoredImage => Boolean(image)).map((image) => deleteStoredImage(services.storage, image)),
    ...files.keys.map((key) => services.storage.delete(key)),
  ]);
  for (const result of results) {
    if (result.status === "rejected") services.logger.warn({ err: result.reason }, "could not remove a released file");
  }
}
