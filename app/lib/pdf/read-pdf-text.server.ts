import { inflateSync } from "node:zlib";

/**
 * Reads a PDF's text back as a reader would, for tests: the cross-reference table must point at
 * every object, compressed streams must inflate, and the text shown (Tj) is mapped to characters
 * through the ToUnicode CMap of the font in use. Answers the lines of text in the order they are
 * drawn. It reads files with a classic xref table, as `PdfDocument` writes them.
 */
export function readPdfText(bytes: Uint8Array): string[] {
  const latin = Buffer.from(bytes).toString("latin1");
  if (!latin.startsWith("%PDF-")) throw new Error("Not a PDF: no %PDF- header");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin);
  if (!startxref) throw new Error("No startxref at the end");
  const xrefAt = Number(startxref[1]);
  const xref = /^xref\s+0 (\d+)\s+/.exec(latin.slice(xrefAt));
  if (!xref) throw new Error("startxref does not point at an xref table");
  const entries = latin
    .slice(xrefAt + xref[0].length)
    .split("\n")
    .slice(0, Number(xref[1]));
  const objects = new Map<number, { body: string; stream: string | null }>();
  entries.forEach((entry, id) => {
    if (id === 0 || !entry.includes(" n")) return;
    const offset = Number(entry.slice(0, 10));
    if (!latin.startsWith(`${id} 0 obj`, offset)) throw new Error(`xref entry ${id} does not point at object ${id}`);
    const body = latin.slice(offset, latin.indexOf("endobj", offset));
    const length = /\/Length (\d+)/.exec(body);
    const streamAt = /stream\r?\n/.exec(body);
    if (!length || !streamAt) return objects.set(id, { body, stream: null });
    const start = offset + streamAt.index + streamAt[0].length;
    const raw = Buffer.from(bytes.subarray(start, start + Number(length[1])));
    const stream = (/\/Filter\s*\/FlateDecode/.test(body.slice(0, streamAt.index)) ? inflateSync(raw) : raw).toString("latin1");
    objects.set(id, { body: body.slice(0, streamAt.index), stream });
  });

  // Font resource name → glyph id (4 hex digits) → text, from each font's ToUnicode CMap.
  const fontsByName = new Map<string, Map<string, string>>();
  for (const { body } of objects.values()) {
    for (const [, fonts] of body.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, fontId] of fonts!.matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(fontId))?.body ?? "");
        const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : undefined;
        if (!cmap) throw new Error(`Font ${name} has no ToUnicode CMap`);
        const toChar = new Map<string, string>();
        for (const [, glyph, unicode] of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g)) {
          toChar.set(glyph!.toUpperCase(), String.fromCharCode(...unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16))));
        }
        fontsByName.set(name!, toChar);
      }
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/ Tj/.test(stream)) continue;
    let font: Map<string, string> | undefined;
    for (const [, name, hex] of stream.matchAll(/\/([^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
      if (name) font = fontsByName.get(name);
      else lines.push((hex!.toUpperCase().match(/.{4}/g) ?? []).map((glyph) => font?.get(glyph) ?? "\uFFFD").join(""));
    }
  }
  return lines;
}
