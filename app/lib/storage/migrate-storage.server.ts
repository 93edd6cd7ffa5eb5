import { contentTypeFor, type Storage } from "./storage.ts";

export interface StorageMigration {
  copied: number;
  /** Already in the target with the same size (an earlier, interrupted run copied them). */
  skipped: number;
  failed: { key: string; error: string }[];
}

/**
 * Copies every object of `from` (local disk) into `to` (S3), a few at a time. An object the
 * target already holds at the same size is skipped, so the copy can be run again after an
 * interruption and resumes where it stopped, and running it twice changes nothing. Nothing is
 * removed from the source.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<StorageMigration> {
  if (!from.list || !to.size) throw new Error("storage:migrate needs a source that lists its objects and a target that reports sizes");
  const files = await from.list("");
  const result: StorageMigration = { copied: 0, skipped: 0, failed: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < files.length) {
      const { key } = files[next++]!;
      try {
        const object = await from.get(key);
        if (!object) continue;
        if ((await to.size!(key)) === object.body.byteLength) {
          result.skipped += 1;
        } else {
          await to.put(key, object.body, object.contentType || contentTypeFor(key));
          result.copied += 1;
        }
      } catch (error) {
        result.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
      options.onProgress?.(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return result;
}
