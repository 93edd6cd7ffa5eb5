/**
 * The rich-text subset staff write articles and info pages in: paragraphs separated by blank
 * lines, `## ` and `### ` headings, `- ` and `1. ` lists, `![alt](src)` images on a line of
 * their own, and inline `**bold**`, `*italic*` and `[text](href)`. Text is stored as written
 * (after `sanitizeRichText`) and rendered as React elements, never as HTML.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "em"; children: Inline[] }
  | { kind: "link"; href: string; children: Inline[] }
  | { kind: "break" };

export type Block =
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "heading"; level: 2 | 3; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  | { kind: "image"; src: string; alt: string };

/** Link targets allowed in the subset: this site's paths, http(s) and mail. */
export function isSafeHref(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return !/[\s<>"']/.test(href);
  return /^(https?:\/\/|mailto:)[^\s<>"']+$/i.test(href);
}

/** Image sources allowed: this site's paths (uploads under /media) and https. */
export function isSafeImageSrc(src: string): boolean {
  if (/^\/(?![/\\])/.test(src)) return !/[\s<>"']/.test(src);
  return /^https:\/\/[^\s<>"']+$/i.test(src);
}

const imageLine = /^!\[([^\]\n]*)\]\(([^)\s]+)\)$/;

function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ kind: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith("\n")) {
      flush();
      out.push({ kind: "break" });
      i += 1;
      continue;
    }
    const strong = /^\*\*([^*\n][^\n]*?)\*\*/.exec(rest);
    if (strong?.[1]) {
      flush();
      out.push({ kind: "strong", children: parseInline(strong[1]) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*([^*\s][^*\n]*?)\*/.exec(rest);
    if (em?.[1]) {
      flush();
      out.push({ kind: "em", children: parseInline(em[1]) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link?.[1] && link[2]) {
      flush();
      if (isSafeHref(link[2])) out.push({ kind: "link", href: link[2], children: parseInline(link[1]) });
      else out.push(...parseInline(link[1]));
      i += link[0].length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return out;
}

/** The blocks of a rich text; unsafe link targets become plain text and unsafe images are dropped. */
export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    const endParagraph = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n")) });
      paragraph = [];
    };
    let index = 0;
    while (index < lines.length) {
      const line = lines[index]!.trim();
      const heading = /^(#{2,3})\s+(.+)$/.exec(line);
      const image = imageLine.exec(line);
      if (heading?.[1] && heading[2]) {
        endParagraph();
        blocks.push({ kind: "heading", level: heading[1].length === 2 ? 2 : 3, children: parseInline(heading[2]) });
        index += 1;
      } else if (image) {
        endParagraph();
        const src = image[2] ?? "";
        if (isSafeImageSrc(src)) blocks.push({ kind: "image", src, alt: image[1] ?? "" });
        index += 1;
      } else if (/^(-|\d+\.)\s+/.test(line)) {
        endParagraph();
        const ordered = /^\d+\./.test(line);
        const marker = ordered ? /^\d+\.\s+/ : /^-\s+/;
        const items: Inline[][] = [];
        while (index < lines.length && marker.test(lines[index]!.trim())) {
          items.push(parseInline(lines[index]!.trim().replace(marker, "")));
          index += 1;
        }
        blocks.push({ kind: "list", ordered, items });
      } else {
        paragraph.push(line);
        index += 1;
      }
    }
    endParagraph();
  }
  return blocks;
}

/** The text without markup, for summaries and meta descriptions. */
export function richTextToPlain(source: string): string {
  const text = (inline: Inline[]): string =>
    inline.map((node) => (node.kind === "text" ? node.text : node.kind === "break" ? " " : text(node.children))).join("");
  return parseRichText(source)
    .map((block) => (block.kind === "list" ? block.items.map(text).join(" ") : block.kind === "image" ? block.alt : text(block.children)))
    .filter(Boolean)
    .join(" ");
}
