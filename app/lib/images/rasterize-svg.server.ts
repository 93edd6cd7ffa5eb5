import sharp from "sharp";

/** The longest side, in pixels, an uploaded SVG is drawn at: logos, favicons and icons are shown far smaller. */
export const svgRasterSide = 512;
const maxDensity = 72 * 64;

/**
 * Whether the bytes are meant as an SVG document: UTF-8 text whose first element is `<svg`.
 * This only tells the format; nothing about an SVG is trusted (`rasterizeSvg` keeps its pixels alone).
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 4096));
  } catch {
    return false;
  }
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/**
 * Draws an SVG into a PNG of at most `svgRasterSide` pixels a side (docs/decisions/013-svg-uploads-rasterized.md).
 * The drawing is libvips' SVG loader (librsvg): it runs no script, follows no link and loads
 * nothing from outside the file, so scripts, handlers, links and foreign content of any
 * spelling are simply not in the result. Answers null when the bytes do not draw.
 */
export async function rasterizeSvg(bytes: Uint8Array, options: { maxPixels: number }): Promise<Uint8Array | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: options.maxPixels }).metadata();
    if (!width || !height) return null;
    const density = Math.min(maxDensity, (72 * svgRasterSide) / Math.max(width, height));
    return await sharp(bytes, { density, limitInputPixels: options.maxPixels })
      .resize({ width: svgRasterSide, height: svgRasterSide, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
