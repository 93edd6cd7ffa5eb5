import { inflateSync } from "node:zlib";

/**
 * Reads back what PdfDocument writes, as a reader would: the cross-reference table must point
 * at every object, streams must inflate, and the text shown (Tj) is mapped to characters
 * through the font's ToUnicode CMap. Answers the lines of text in the order they are drawn.
 */
export function readPdfText(bytes: Uint8Array): string[] {
  const latin = Buffer.from(bytes).toString("latin1");
  if (!latin.startsWith("%PDF-")) throw new Error("Not a PDF: no %PDF- header");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin);
  if (!startxref) throw new Error("No startxref at the end");
  const xrefAt = Number(startxref[1]);
  const xref = /^xref\s+0 (\d+)\s+/.exec(latin.slice(xrefAt));
  if (!xref) throw new Error("startxref does not point at an xref table");
  const count = Number(xref[1]);
  const entries = latin
    .slice(xrefAt + xref[0].length)
    .split("\n")
    .slice(0, count);
  const streams: Buffer[] = [];
  entries.forEach((entry, id) => {
    if (id === 0) return;
    const offset = Number(entry.slice(0, 10));
    if (!latin.startsWith(`${id} 0 obj`, offset)) throw new Error(`xref entry ${id} does not point at object ${id}`);
    const end = latin.indexOf("endobj", offset);
    const body = latin.slice(offset, end);
    const length = /\/Length (\d+)/.exec(body);
    const streamAt = body.indexOf("stream\n");
    if (!length || streamAt < 0) return;
    const start = offset + streamAt + "stream\n".length;
    streams.push(inflateSync(Buffer.from(bytes.subarray(start, start + Number(length[1])))));
  });
  const texts = streams.map((s) => s.toString("latin1"));
  const cmap = texts.find((t) => t.includes("beginbfchar"));
  if (!cmap) throw new Error("No ToUnicode CMap");
  const toChar = new Map<string, string>();
  for (const [, glyph, unicode] of cmap.matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) {
    const units = unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
    toChar.set(glyph!, String.fromCharCode(...units));
  }
  const lines: string[] = [];
  for (const content of texts.filter((t) => t.includes(" Tj"))) {
    for (const [, hex] of content.matchAll(/<([0-9A-F]*)> Tj/g)) {
      lines.push((hex!.match(/.{4}/g) ?? []).map((glyph) => toChar.get(glyph) ?? "\uFFFD").join(""));
    }
  }
  return lines;
}
