import { imageSrcSet, imageUrl, type StoredImage } from "./stored-image.ts";

/** How API responses and pages describe a stored photo: a URL plus what a layout needs. */
export interface ImageView {
  url: string;
  width: number;
  height: number;
  srcset: string;
}

/** The photo at about `width` pixels wide, with its srcset; null when there is none. */
export function imageView(image: StoredImage | null | undefined, urlFor: (key: string) => string, width = 800): ImageView | null {
  if (!image) return null;
  return { url: imageUrl(image, width, urlFor), width: image.width, height: image.height, srcset: imageSrcSet(image, urlFor) };
}
