/**
 * Uploaded SVG is served from this site, where a script inside it would run as the site.
 * Rather than rewrite markup, an SVG is accepted only when it holds nothing active: no
 * scripts, event handlers, embedded documents, animation, entity declarations, style
 * imports or links leaving the file. Anything else is refused.
 */
const refused: RegExp[] = [
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /<\s*(script|foreignObject|iframe|embed|object|handler|listener|animate\w*|set|image|feImage|a)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /@import/i,
  /url\(\s*['"]?\s*(?!#)/i,
  /\b(?:xlink:)?href\s*=\s*["']?\s*(?!#)/i,
];

/** True when `bytes` are UTF-8 text of one SVG document holding no active content. */
export function isSafeSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const body = text.replace(/^\uFEFF/, "").trim();
  if (!/^(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(body)) return false;
  if (!/<\/svg>\s*$/i.test(body)) return false;
  return !refused.some((pattern) => pattern.test(body));
}
