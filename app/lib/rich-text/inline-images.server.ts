import { imageWidths } from "../images/process-image.server.ts";
import type { StoredImage } from "../storage/stored-image.ts";

/** Where the photos staff put inside rich text are stored: `content/inline/<uuid>-<width>.webp`. */
export const inlineImagePrefix = "content/inline";

const inlineKey = /content\/inline\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,5})\.webp/g;

/**
 * The inline photos a rich text (or several: a body and its translation) points at, as the
 * stored images to remove with them. A text links a photo's largest width, so its stored
 * widths are the standard ones up to it plus that one; the first text naming a photo wins.
 */
export function inlineImagesIn(...texts: unknown[]): StoredImage[] {
  const found = new Map<string, StoredImage>();
  for (const text of texts) {
    if (typeof text !== "string") continue;
    for (const match of text.matchAll(inlineKey)) {
      const key = `${inlineImagePrefix}/${match[1]}`;
      if (found.has(key)) continue;
      const largest = Number(match[2]);
      const widths = [...new Set([...imageWidths.filter((width) => width <= largest), largest])];
      found.set(key, { key, widths, width: largest, height: 0 });
    }
  }
  return [...found.values()];
}
