const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Shortens `text` to at most `length` visible characters and adds an ellipsis (docs/product.md,
 * "Numbers and display"). Counts graphemes, so "ộ" written with combining marks and emoji stay whole;
 * trailing spaces before the ellipsis are dropped.
 */
export function truncate(text: string, length: number): string {
  const graphemes = Array.from(segmenter.segment(text), (part) => part.segment);
  if (graphemes.length <= length) return text;
  return `${graphemes.slice(0, Math.max(0, length)).join("").trimEnd()}…`;
}
