import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fontFile, PdfDocument } from "./pdf-document.server.ts";
import { readPdfText } from "./read-pdf-text.server.ts";

describe("PdfDocument", () => {
  it("writes a PDF whose xref points at every object and whose text, regular and bold, reads back through ToUnicode", async () => {
    const pdf = await PdfDocument.create({ title: "Biên lai" });
    pdf.text(50, 700, "Phường Tân Hưng, Quận 7 cũ: 4.200.000 ₫", { size: 12 });
    pdf.text(50, 680, "Đặng Thị Hồng Nhung · Ưu đãi", { size: 12, bold: true });
    pdf.addPage();
    pdf.textRight(500, 700, "Trang 2", { size: 10 });
    const bytes = await pdf.toBytes();
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(readPdfText(bytes)).toEqual(["Phường Tân Hưng, Quận 7 cũ: 4.200.000 ₫", "Đặng Thị Hồng Nhung · Ưu đãi", "Trang 2"]);
    expect(Buffer.from(bytes).toString("latin1")).toContain("/Count 2");
  });

  it("sets decomposed Vietnamese (NFD) with the precomposed glyphs", async () => {
    const pdf = await PdfDocument.create({ title: "x" });
    pdf.text(0, 0, "Hồ Chí Minh".normalize("NFD"), { size: 10 });
    expect(readPdfText(await pdf.toBytes())).toEqual(["Hồ Chí Minh"]);
  });

  it("embeds only the glyphs it sets: every Vietnamese letter and the đồng sign, in a file far smaller than the font", async () => {
    const letters = "ăâđêôơưĂÂĐÊÔƠƯàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ₫";
    const pdf = await PdfDocument.create({ title: "x" });
    pdf.text(0, 0, letters, { size: 10 });
    const bytes = await pdf.toBytes();
    expect(readPdfText(bytes)).toEqual([letters]);
    expect(bytes.length).toBeLessThan(readFileSync(fontFile).length / 5);
  });

  it("wraps at spaces within the width", async () => {
    const pdf = await PdfDocument.create({ title: "x" });
    const lines = pdf.wrap("135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh", 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(pdf.measure(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe("135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh");
  });
});
