import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";

/**
 * A4 pages of text and rules set in DejaVu Sans, which carries every Vietnamese letter, written
 * by pdf-lib. Each font is embedded as a subset with a ToUnicode map (fontkit), so readers copy
 * and search the text. The fonts come from the `dejavu-fonts-ttf` package, whose licence allows
 * embedding.
 */
const resolve = createRequire(import.meta.url).resolve;
export const fontFile = resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const boldFontFile = resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/**
 * pdf-lib and fontkit, loaded on the first document: most processes never write a PDF, and
 * loading them costs ~0.3 s of CPU at every start (docs/benchmarks/startup.md).
 */
let pdfLib: Promise<{ pdf: typeof import("pdf-lib"); fontkit: Parameters<PDFDocument["registerFontkit"]>[0] }> | undefined;
function loadPdfLib() {
  pdfLib ??= Promise.all([import("pdf-lib"), import("@pdf-lib/fontkit")]).then(([pdf, fontkit]) => ({
    pdf,
    // A CommonJS package: its exports are the import's default.
    fontkit: (fontkit as unknown as { default: Parameters<PDFDocument["registerFontkit"]>[0] }).default,
  }));
  return pdfLib;
}

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function loadFontBytes() {
  fontBytes ??= { regular: new Uint8Array(readFileSync(fontFile)), bold: new Uint8Array(readFileSync(boldFontFile)) };
  return fontBytes;
}

export const a4 = { width: 595.28, height: 841.89 };

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Grey level 0 (black) to 1 (white). */
  grey?: number;
}

/** A document being written; `createPdfDocument` makes one with its fonts embedded. */
export class PdfDocument {
  private page: PDFPage | undefined;

  private readonly doc: PDFDocument;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  private readonly grayscale: typeof import("pdf-lib").grayscale;

  private constructor(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }, grayscale: typeof import("pdf-lib").grayscale) {
    this.doc = doc;
    this.fonts = fonts;
    this.grayscale = grayscale;
  }

  static async create(info: { title: string; author?: string }): Promise<PdfDocument> {
    const { pdf, fontkit } = await loadPdfLib();
    const doc = await pdf.PDFDocument.create();
    doc.registerFontkit(fontkit);
    doc.setTitle(info.title);
    if (info.author) doc.setAuthor(info.author);
    doc.setProducer("Nhà Đất");
    doc.setCreator("Nhà Đất");
    const bytes = loadFontBytes();
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, { subset: true }),
      doc.embedFont(bytes.bold, { subset: true }),
    ]);
    return new PdfDocument(doc, { regular, bold }, pdf.grayscale);
  }

  addPage(): void {
    this.page = this.doc.addPage([a4.width, a4.height]);
  }

  private currentPage(): PDFPage {
    if (!this.page) this.addPage();
    return this.page!;
  }

  /** The width of a line of text in points. */
  measure(text: string, size: number, bold = false): number {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text.normalize("NFC"), size);
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

  /** Sets one line of text with its baseline at (x, y) from the page's bottom left; decomposed letters are set precomposed. */
  text(x: number, y: number, text: string, style: TextStyle): void {
    this.currentPage().drawText(text.normalize("NFC"), {
      x,
      y,
      size: style.size,
      font: style.bold ? this.fonts.bold : this.fonts.regular,
      color: this.grayscale(style.grey ?? 0),
    });
  }

  /** Sets text so that it ends at x. */
  textRight(x: number, y: number, text: string, style: TextStyle): void {
    this.text(x - this.measure(text, style.size, style.bold), y, text, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, grey = 0.7): void {
    this.currentPage().drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: width, color: this.grayscale(grey) });
  }

  rect(x: number, y: number, width: number, height: number, grey: number): void {
    this.currentPage().drawRectangle({ x, y, width, height, color: this.grayscale(grey) });
  }

  /** The finished file: a classic cross-reference table (no object streams), so any reader opens it. */
  async toBytes(): Promise<Uint8Array> {
    this.currentPage();
    return this.doc.save({ useObjectStreams: false });
  }
}
