/**
 * An uploaded photo after the image pipeline: WebP files at several widths,
 * named `${key}-${width}.webp`, and the original's proportions for layout.
 * The tables store it as JSON; app/lib/storage builds its URLs.
 */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
  /**
   * The photo's 64-bit perceptual hash as 16 hex digits (app/lib/images/photo-hash.server.ts):
   * near-identical photos, resized or re-encoded, have hashes a few bits apart. Null for a photo
   * of one flat colour (nothing to compare); absent on a photo stored before hashing, until the
   * photo-hashes job fills it in.
   */
  hash?: string | null;
}
