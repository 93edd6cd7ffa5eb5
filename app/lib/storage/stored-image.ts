import type { StoredImage } from "../../../db/schema/stored-image.ts";

export type { StoredImage };

export function imageUrl(image: StoredImage, width: number, urlFor: (key: string) => string): string {
  const chosen = image.widths.find((w) => w >= width) ?? image.widths[image.widths.length - 1] ?? width;
  return urlFor(`${image.key}-${chosen}.webp`);
}

export function imageSrcSet(image: StoredImage, urlFor: (key: string) => string): string {
  return image.widths.map((w) => `${urlFor(`${image.key}-${w}.webp`)} ${w}w`).join(", ");
}
