import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fontFile, PdfDocument } from "./pdf-document.server.ts";
import { readPdfText } from "./read-pdf-text.server.ts";
import { parseTrueType } from "./truetype.server.ts";

describe("PdfDocument", () => {
  it("writes a PDF 1.4 file whose xref points at every object and whose text reads back through ToUnicode", () => {
    const pdf = new PdfDocument({ title: "Biên lai" });
    pdf.text(50, 700, "Phường Tân Hưng, Quận 7 cũ: 4.200.000 ₫", { size: 12 });
    pdf.text(50, 680, "Đặng Thị Hồng Nhung · Ưu đãi", { size: 12, bold: true });
    pdf.addPage();
    pdf.textRight(500, 700, "Trang 2", { size: 10 });
    const bytes = pdf.toBytes();
    expect(Buffer.from(bytes.subarray(0, 9)).toString("latin1")).toBe("%PDF-1.4\n");
    expect(readPdfText(bytes)).toEqual(["Phường Tân Hưng, Quận 7 cũ: 4.200.000 ₫", "Đặng Thị Hồng Nhung · Ưu đãi", "Trang 2"]);
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Count 2");
  });

  it("sets decomposed Vietnamese (NFD) with the precomposed glyphs", () => {
    const pdf = new PdfDocument({ title: "x" });
    pdf.text(0, 0, "Hồ Chí Minh".normalize("NFD"), { size: 10 });
    expect(readPdfText(pdf.toBytes())).toEqual(["Hồ Chí Minh"]);
  });

  it("wraps at spaces within the width", () => {
    const pdf = new PdfDocument({ title: "x" });
    const lines = pdf.wrap("135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh", 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(pdf.measure(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe("135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh");
  });
});

describe("TrueType subset", () => {
  const font = parseTrueType(new Uint8Array(readFileSync(fontFile)));

  it("has a glyph for every Vietnamese letter and the đồng sign", () => {
    const letters = "ăâđêôơưĂÂĐÊÔƠƯàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ₫";
    for (const char of letters) expect(font.glyphOf(char.codePointAt(0)!), char).toBeGreaterThan(0);
  });

  it("keeps the outlines of the glyphs asked for and their components, and empties the rest", () => {
    const glyph = font.glyphOf("ệ".codePointAt(0)!);
    const other = font.glyphOf("Z".codePointAt(0)!);
    const subset = parseTrueType(withCmapOf(font.subset([glyph])));
    const glyf = (bytes: Uint8Array) => directory(bytes).get("glyf")!.length;
    expect(glyf(font.subset([glyph]))).toBeLessThan(glyf(font.subset(Array.from({ length: 2000 }, (_, i) => i))) / 100);
    expect(subset.advanceOf(glyph)).toBe(font.advanceOf(glyph));
    expect(outlineLength(font.subset([glyph]), glyph)).toBeGreaterThan(0);
    expect(outlineLength(font.subset([glyph]), other)).toBe(0);
  });
});

/** The subset has no cmap (a PDF addresses glyphs by id); borrow the original's to parse it. */
function withCmapOf(subset: Uint8Array): Uint8Array {
  const original = new Uint8Array(readFileSync(fontFile));
  const tables = directory(original);
  const cmap = tables.get("cmap")!;
  const own = directory(subset);
  const count = own.size + 1;
  // Rebuild the directory with one more entry; table data shifts by 16 bytes, each table padded to 4.
  const out = new Uint8Array(subset.length + cmap.length + 16 + 4 * count);
  const view = new DataView(out.buffer);
  view.setUint16(4, count);
  const entries = [...own.entries(), ["cmap", cmap] as const].sort(([a], [b]) => a.localeCompare(b));
  let at = 12 + count * 16;
  entries.forEach(([tag, data], i) => {
    for (let c = 0; c < 4; c++) view.setUint8(12 + i * 16 + c, tag.charCodeAt(c));
    view.setUint32(12 + i * 16 + 8, at);
    view.setUint32(12 + i * 16 + 12, data.length);
    out.set(data, at);
    at += (data.length + 3) & ~3;
  });
  return out.subarray(0, at);
}

function directory(font: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    tables.set(tag, font.subarray(offset, offset + view.getUint32(at + 12)));
  }
  return tables;
}

function outlineLength(font: Uint8Array, glyph: number): number {
  const loca = directory(font).get("loca")!;
  const view = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  return view.getUint32((glyph + 1) * 4) - view.getUint32(glyph * 4);
}
