import type { StoredImage } from "../../lib/storage/stored-image.ts";
import type { UploadBatch } from "../listings/upload-batch.server.ts";

/** A floor plan's stored file: a PDF (document key only) or a photo (its largest WebP and the image). */
export interface StoredPlanFile {
  document: string;
  image: StoredImage | null;
}

/** Stores a plan's file as a PDF when its bytes say so, otherwise through the photo pipeline. */
export async function storePlanFile(batch: UploadBatch, file: File, field: string): Promise<StoredPlanFile> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (new TextDecoder().decode(head) === "%PDF-") {
    return { document: (await batch.document(file, field)).key, image: null };
  }
  const image = await batch.image(file, field);
  return { document: `${image.key}-${image.width}.webp`, image };
}

/** The storage keys a plan row owns (its PDF, or every size of its photo). */
export function planKeys(plan: { document: string; image: StoredImage | null }): { keys: string[]; image: StoredImage | null } {
  return plan.image ? { keys: [], image: plan.image } : { keys: [plan.document], image: null };
}
