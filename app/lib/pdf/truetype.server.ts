/**
 * A TrueType font read just enough to set text in a PDF: the character map, the advance
 * widths and the vertical metrics, and a subset that carries only the glyphs a document uses.
 * The subset keeps every glyph id (unused outlines are empty), so a PDF can address glyphs by
 * their ids in the original font (CIDToGIDMap /Identity).
 */
export interface TrueTypeFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  bbox: [number, number, number, number];
  /** The glyph of a code point; 0 (the missing glyph) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width in font units. */
  advanceOf(glyph: number): number;
  /** A font file with the outlines of these glyphs (and their components) only. */
  subset(glyphs: Iterable<number>): Uint8Array;
}

interface TableRecord {
  offset: number;
  length: number;
}

/** The tables a PDF reader needs from an embedded TrueType font (ISO 32000-1, 9.9). */
const embeddedTables = ["cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"];

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, TableRecord>();
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const table = (tag: string): TableRecord => {
    const found = tables.get(tag);
    if (!found) throw new Error(`The font has no ${tag} table`);
    return found;
  };

  const head = table("head").offset;
  const unitsPerEm = view.getUint16(head + 18);
  const bbox: [number, number, number, number] = [
    view.getInt16(head + 36),
    view.getInt16(head + 38),
    view.getInt16(head + 40),
    view.getInt16(head + 42),
  ];
  const longLoca = view.getInt16(head + 50) === 1;
  const hhea = table("hhea").offset;
  const ascent = view.getInt16(hhea + 4);
  const descent = view.getInt16(hhea + 6);
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const numGlyphs = view.getUint16(table("maxp").offset + 4);
  const hmtx = table("hmtx").offset;
  const loca = table("loca").offset;
  const glyf = table("glyf").offset;

  const glyphRange = (glyph: number): [number, number] =>
    longLoca
      ? [view.getUint32(loca + glyph * 4), view.getUint32(loca + glyph * 4 + 4)]
      : [view.getUint16(loca + glyph * 2) * 2, view.getUint16(loca + glyph * 2 + 2) * 2];

  const glyphOf = readCharacterMap(view, table("cmap").offset);

  const advanceOf = (glyph: number) => view.getUint16(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);

  /** The glyphs a composite glyph is built from. */
  const componentsOf = (glyph: number): number[] => {
    const [start, end] = glyphRange(glyph);
    if (end <= start || view.getInt16(glyf + start) >= 0) return [];
    const components: number[] = [];
    let at = glyf + start + 10;
    for (;;) {
      const flags = view.getUint16(at);
      components.push(view.getUint16(at + 2));
      at += 4 + (flags & 0x1 ? 4 : 2);
      if (flags & 0x8) at += 2;
      else if (flags & 0x40) at += 4;
      else if (flags & 0x80) at += 8;
      if (!(flags & 0x20)) return components;
    }
  };

  const subset = (wanted: Iterable<number>): Uint8Array => {
    const keep = new Set<number>([0]);
    const queue = [...wanted];
    while (queue.length > 0) {
      const glyph = queue.pop()!;
      if (glyph >= numGlyphs || keep.has(glyph)) continue;
      keep.add(glyph);
      queue.push(...componentsOf(glyph));
    }
    for (const glyph of [...keep]) for (const part of componentsOf(glyph)) keep.add(part);

    const offsets = new Uint32Array(numGlyphs + 1);
    const pieces: Uint8Array[] = [];
    let size = 0;
    for (let glyph = 0; glyph < numGlyphs; glyph++) {
      offsets[glyph] = size;
      if (!keep.has(glyph)) continue;
      const [start, end] = glyphRange(glyph);
      const padded = (end - start + 3) & ~3;
      const piece = new Uint8Array(padded);
      piece.set(bytes.subarray(glyf + start, glyf + end));
      pieces.push(piece);
      size += padded;
    }
    offsets[numGlyphs] = size;
    const newGlyf = concat(pieces, size);
    const newLoca = new Uint8Array((numGlyphs + 1) * 4);
    const locaView = new DataView(newLoca.buffer);
    offsets.forEach((offset, i) => locaView.setUint32(i * 4, offset));
    const newHead = bytes.slice(head, head + table("head").length);
    const headView = new DataView(newHead.buffer);
    headView.setUint32(8, 0);
    headView.setInt16(50, 1);

    const contents = new Map<string, Uint8Array>();
    for (const tag of embeddedTables) {
      const record = tables.get(tag);
      if (!record) continue;
      if (tag === "glyf") contents.set(tag, newGlyf);
      else if (tag === "loca") contents.set(tag, newLoca);
      else if (tag === "head") contents.set(tag, newHead);
      else contents.set(tag, bytes.subarray(record.offset, record.offset + record.length));
    }
    const font = assembleFont(contents);
    const adjustment = (0xb1b0afba - checksum(font)) >>> 0;
    const headAt = new DataView(font.buffer).getUint32(fontDirectoryOffset(font, "head"));
    new DataView(font.buffer).setUint32(headAt + 8, adjustment);
    return font;
  };

  return { unitsPerEm, ascent, descent, bbox, glyphOf, advanceOf, subset };
}

/** Reads the Unicode character map (format 12 when present, else format 4). */
function readCharacterMap(view: DataView, cmap: number): (codePoint: number) => number {
  const count = view.getUint16(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const at = cmap + view.getUint32(cmap + 8 + i * 8);
    const format = view.getUint16(at);
    if (format === 12 && (platform === 3 || platform === 0)) format12 = at;
    if (format === 4 && ((platform === 3 && encoding === 1) || platform === 0)) format4 = at;
  }
  if (format12 !== undefined) {
    const at = format12;
    const groups = view.getUint32(at + 12);
    return (codePoint) => {
      for (let i = 0; i < groups; i++) {
        const start = view.getUint32(at + 16 + i * 12);
        const end = view.getUint32(at + 20 + i * 12);
        if (codePoint >= start && codePoint <= end) return view.getUint32(at + 24 + i * 12) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 === undefined) throw new Error("The font has no Unicode character map");
  const at = format4;
  const segments = view.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (codePoint > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const rangeOffset = view.getUint16(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function concat(pieces: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** Where a table's offset field sits in the table directory. */
function fontDirectoryOffset(font: Uint8Array, tag: string): number {
  const view = new DataView(font.buffer);
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    if (String.fromCharCode(...font.subarray(at, at + 4)) === tag) return at + 8;
  }
  throw new Error(`No ${tag} table`);
}

/** Writes an sfnt file: the directory (tags sorted) and each table on a four-byte boundary. */
function assembleFont(contents: Map<string, Uint8Array>): Uint8Array {
  const tags = [...contents.keys()].sort();
  const count = tags.length;
  const log2 = Math.floor(Math.log2(count));
  let offset = 12 + count * 16;
  const layout = tags.map((tag) => {
    const data = contents.get(tag)!;
    const entry = { tag, data, offset };
    offset += (data.length + 3) & ~3;
    return entry;
  });
  const font = new Uint8Array(offset);
  const view = new DataView(font.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, 2 ** log2 * 16);
  view.setUint16(8, log2);
  view.setUint16(10, count * 16 - 2 ** log2 * 16);
  layout.forEach(({ tag, data, offset: at }, i) => {
    const record = 12 + i * 16;
    for (let c = 0; c < 4; c++) view.setUint8(record + c, tag.charCodeAt(c));
    view.setUint32(record + 4, checksum(data));
    view.setUint32(record + 8, at);
    view.setUint32(record + 12, data.length);
    font.set(data, at);
  });
  return font;
}
