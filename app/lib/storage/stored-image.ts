/**
 * An uploaded photo after the image pipeline: WebP files at several widths,
 * named `${key}-${width}.webp`, and the original's proportions for layout.
 */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

export function imageUrl(image: StoredImage, width: number, urlFor: (key: string) => string): string {
  const chosen = image.widths.find((w) => w >= width) ?? image.widths[image.widths.length - 1] ?? width;
  return urlFor(`${image.key}-${chosen}.webp`);
}

export function imageSrcSet(image: StoredImage, urlFor: (key: string) => string): string {
  return image.widths.map((w) => `${urlFor(`${image.key}-${w}.webp`)} ${w}w`).join(", ");
}
