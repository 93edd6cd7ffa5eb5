import { isSafeHref, isSafeImageSrc } from "./rich-text.ts";

/** The longest rich text kept, characters. */
export const richTextMaxLength = 100_000;

/**
 * Rich text as it may be stored: every HTML tag is removed (script and style elements with
 * their content, so no markup, handler or style survives), control characters are dropped,
 * links and images whose target is outside the allow-list lose their target and keep their
 * text. What remains is the subset `parseRichText` reads.
 */
export function sanitizeRichText(input: string): string {
  let text = input.replace(/\r\n?/g, "\n");
  // eslint-disable-next-line no-control-regex
  text = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  text = text.replace(/<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, "");
  text = text.replace(/<!--[\s\S]*?(-->|$)/g, "");
  // Any remaining tag, closed or cut off by the end of the text.
  text = text.replace(/<\/?[a-z!?][^>]*(>|$)/gi, "");
  text = text.replace(/!\[([^\]\n]*)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g, (whole, alt: string, src: string) =>
    isSafeImageSrc(src.trim()) ? `![${alt}](${src.trim()})` : alt,
  );
  text = text.replace(/(^|[^!])\[([^\]\n]+)\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g, (whole, before: string, label: string, href: string) =>
    isSafeHref(href.trim()) ? `${before}[${label}](${href.trim()})` : `${before}${label}`,
  );
  return text.trim().slice(0, richTextMaxLength);
}
