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
}
