import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";
import { parseTrueType, type TrueTypeFont } from "./truetype.server.ts";

/**
 * A small PDF 1.4 writer: A4 pages of text and rules set in DejaVu Sans, which carries every
 * Vietnamese letter. The font is embedded as a subset (Type0 / CIDFontType2, Identity-H) with
 * a ToUnicode map, so readers copy and search the text. The font comes from the
 * `dejavu-fonts-ttf` package, whose licence allows embedding.
 */
export const fontFile = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

let loadedFont: TrueTypeFont | undefined;
function font(): TrueTypeFont {
  loadedFont ??= parseTrueType(new Uint8Array(readFileSync(fontFile)));
  return loadedFont;
}

export const a4 = { width: 595.28, height: 841.89 };

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Grey level 0 (black) to 1 (white). */
  grey?: number;
}

interface PageContent {
  ops: string[];
}

const number = (value: number) => (Math.round(value * 100) / 100).toString();

/** A PDF text string: ASCII as a literal, anything else as UTF-16BE with its byte-order mark. */
function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, "\\$&")})`;
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

const hex4 = (value: number) => value.toString(16).padStart(4, "0").toUpperCase();

function utf16Hex(codePoint: number): string {
  const text = String.fromCodePoint(codePoint);
  let hex = "";
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
}

export class PdfDocument {
  private readonly pages: PageContent[] = [];
  /** glyph id → the code point it was set for. */
  private readonly used = new Map<number, number>();

  private readonly info: { title: string; author?: string };

  constructor(info: { title: string; author?: string }) {
    this.info = info;
  }

  addPage(): void {
    this.pages.push({ ops: [] });
  }

  private get page(): PageContent {
    if (this.pages.length === 0) this.addPage();
    return this.pages[this.pages.length - 1]!;
  }

  /** The width of a line of text in points. */
  measure(text: string, size: number): number {
    const f = font();
    let width = 0;
    for (const char of text.normalize("NFC")) width += f.advanceOf(f.glyphOf(char.codePointAt(0)!));
    return (width * size) / f.unitsPerEm;
  }

  /** Splits text into lines no wider than `width`, breaking at spaces (a long word stands alone). */
  wrap(text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.measure(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Sets one line of text with its baseline at (x, y) from the page's bottom left. */
  text(x: number, y: number, text: string, style: TextStyle): void {
    const f = font();
    let glyphs = "";
    for (const char of text.normalize("NFC")) {
      const codePoint = char.codePointAt(0)!;
      const glyph = f.glyphOf(codePoint);
      if (glyph !== 0 && !this.used.has(glyph)) this.used.set(glyph, codePoint);
      glyphs += hex4(glyph);
    }
    const grey = number(style.grey ?? 0);
    // Bold is drawn by stroking the outline as well as filling it (text render mode 2).
    const weight = style.bold ? `2 Tr ${number(style.size / 30)} w ${grey} G ` : "0 Tr ";
    this.page.ops.push(`BT ${weight}${grey} g /F1 ${number(style.size)} Tf ${number(x)} ${number(y)} Td <${glyphs}> Tj ET`);
  }

  /** Sets text so that it ends at x. */
  textRight(x: number, y: number, text: string, style: TextStyle): void {
    this.text(x - this.measure(text, style.size), y, text, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, grey = 0.7): void {
    this.page.ops.push(`${number(grey)} G ${number(width)} w ${number(x1)} ${number(y1)} m ${number(x2)} ${number(y2)} l S`);
  }

  rect(x: number, y: number, width: number, height: number, grey: number): void {
    this.page.ops.push(`${number(grey)} g ${number(x)} ${number(y)} ${number(width)} ${number(height)} re f`);
  }

  /** The finished file. */
  toBytes(): Uint8Array {
    const f = font();
    const objects: (string | { dict: string; data: Uint8Array })[] = [];
    const reserve = () => objects.push("");
    const set = (id: number, value: (typeof objects)[number]) => {
      objects[id - 1] = value;
    };
    const stream = (dict: string, data: Uint8Array) => ({ dict, data: deflateSync(data) });

    const catalogId = reserve();
    const pagesId = reserve();
    const fontId = reserve();
    const cidFontId = reserve();
    const descriptorId = reserve();
    const fontFileId = reserve();
    const toUnicodeId = reserve();
    const infoId = reserve();
    const pageIds = this.pages.map(() => {
      const pageId = reserve();
      const contentId = reserve();
      return { pageId, contentId };
    });

    const scale = 1000 / f.unitsPerEm;
    const glyphs = [...this.used.keys()].sort((a, b) => a - b);
    const fontBytes = f.subset(glyphs);
    const baseName = `${subsetTag(glyphs)}+DejaVuSans`;
    const widths = glyphs.map((glyph) => `${glyph} [${Math.round(f.advanceOf(glyph) * scale)}]`).join(" ");

    set(catalogId, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
    set(pagesId, `<< /Type /Pages /Kids [${pageIds.map((p) => `${p.pageId} 0 R`).join(" ")}] /Count ${pageIds.length} >>`);
    set(
      fontId,
      `<< /Type /Font /Subtype /Type0 /BaseFont /${baseName} /Encoding /Identity-H /DescendantFonts [${cidFontId} 0 R] /ToUnicode ${toUnicodeId} 0 R >>`,
    );
    set(
      cidFontId,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptorId} 0 R /CIDToGIDMap /Identity /DW ${Math.round(f.advanceOf(0) * scale)} /W [${widths}] >>`,
    );
    const [x0, y0, x1, y1] = f.bbox.map((v) => Math.round(v * scale));
    set(
      descriptorId,
      `<< /Type /FontDescriptor /FontName /${baseName} /Flags 32 /FontBBox [${x0} ${y0} ${x1} ${y1}] /ItalicAngle 0 /Ascent ${Math.round(f.ascent * scale)} /Descent ${Math.round(f.descent * scale)} /CapHeight ${Math.round(f.ascent * scale)} /StemV 80 /FontFile2 ${fontFileId} 0 R >>`,
    );
    set(fontFileId, stream(`/Length1 ${fontBytes.length}`, fontBytes));
    set(toUnicodeId, stream("", new TextEncoder().encode(toUnicodeMap(this.used))));
    set(infoId, `<< /Title ${pdfTextString(this.info.title)}${this.info.author ? ` /Author ${pdfTextString(this.info.author)}` : ""} >>`);
    this.pages.forEach((page, i) => {
      const { pageId, contentId } = pageIds[i]!;
      set(
        pageId,
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${a4.width} ${a4.height}] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      );
      set(contentId, stream("", new TextEncoder().encode(page.ops.join("\n"))));
    });

    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    let length = 0;
    const write = (data: string | Uint8Array) => {
      const bytes = typeof data === "string" ? encoder.encode(data) : data;
      chunks.push(bytes);
      length += bytes.length;
    };
    // The comment of four bytes above 127 tells transfer tools the file is binary.
    write("%PDF-1.4\n%");
    write(new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(length);
      write(`${i + 1} 0 obj\n`);
      if (typeof object === "string") write(`${object}\nendobj\n`);
      else {
        write(`<< ${object.dict} /Filter /FlateDecode /Length ${object.data.length} >>\nstream\n`);
        write(object.data);
        write("\nendstream\nendobj\n");
      }
    });
    const xref = length;
    write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
    for (const offset of offsets) write(`${offset.toString().padStart(10, "0")} 00000 n \n`);
    write(`trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    const out = new Uint8Array(length);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** Six capital letters naming the subset (ISO 32000-1, 9.6.4), derived from its glyphs. */
function subsetTag(glyphs: number[]): string {
  let hash = 2166136261;
  for (const glyph of glyphs) hash = Math.imul(hash ^ glyph, 16777619) >>> 0;
  let tag = "";
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + i * 7;
  }
  return tag;
}

/** The CMap that maps each glyph id back to its character, for copying and searching. */
function toUnicodeMap(used: Map<number, number>): string {
  const entries = [...used.entries()].sort((a, b) => a[0] - b[0]);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([glyph, codePoint]) => `<${hex4(glyph)}> <${utf16Hex(codePoint)}>`).join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}
