import { describe, expect, it } from "vitest";
import { parseRichText, richTextToPlain } from "./rich-text.ts";
import { sanitizeRichText } from "./sanitize-rich-text.ts";

describe("sanitizeRichText", () => {
  it("removes script elements with their content and every other tag, handlers included", () => {
    const clean = sanitizeRichText(
      'Xin chào<script>alert("x")</script> <img src=x onerror="alert(1)"> <b onclick="steal()">đậm</b> <a href="javascript:alert(1)">bấm</a><svg/onload=alert(2)>',
    );
    expect(clean).not.toMatch(/<|script|onerror|onclick|onload|javascript:/i);
    expect(clean).toBe("Xin chào  đậm bấm");
  });

  it("keeps the subset's markup and drops link and image targets outside the allow-list", () => {
    const clean = sanitizeRichText(
      [
        "## Tiêu đề",
        "**đậm** và *nghiêng* [trang](https://example.vn/a) [nội bộ](/articles) [xấu](javascript:alert(1)) [data](data:text/html,x)",
        "![ảnh](/media/content/inline/a-1024.webp)",
        "![ảnh xấu](javascript:alert(1))",
        "![ảnh http](http://example.vn/x.png)",
        "- một\n- hai",
      ].join("\n\n"),
    );
    expect(clean).toContain("## Tiêu đề");
    expect(clean).toContain("[trang](https://example.vn/a)");
    expect(clean).toContain("[nội bộ](/articles)");
    expect(clean).toContain("![ảnh](/media/content/inline/a-1024.webp)");
    expect(clean).not.toMatch(/javascript:|data:|http:\/\//);
    expect(clean).toContain("xấu");
    expect(clean).toContain("ảnh xấu");
  });

  it("keeps a lone less-than sign that opens no tag", () => {
    expect(sanitizeRichText("giá < 5 tỷ")).toBe("giá < 5 tỷ");
  });

  it("drops control characters and cuts an unclosed tag at the end", () => {
    expect(sanitizeRichText("a\u0000b <img src=x onerror=alert(1)")).toBe("ab");
  });
});

describe("parseRichText", () => {
  it("reads paragraphs, headings, lists, images and inline marks", () => {
    const blocks = parseRichText(
      "## Giới thiệu\n\nĐoạn **một** với [liên kết](/faqs).\n\n- a\n- b\n\n1. x\n2. y\n\n![mô tả](/media/p.webp)",
    );
    expect(blocks.map((b) => b.kind)).toEqual(["heading", "paragraph", "list", "list", "image"]);
    expect(blocks[1]).toEqual({
      kind: "paragraph",
      children: [
        { kind: "text", text: "Đoạn " },
        { kind: "strong", children: [{ kind: "text", text: "một" }] },
        { kind: "text", text: " với " },
        { kind: "link", href: "/faqs", children: [{ kind: "text", text: "liên kết" }] },
        { kind: "text", text: "." },
      ],
    });
    expect(blocks[3]).toMatchObject({ kind: "list", ordered: true });
  });

  it("never yields an unsafe link or image even from unsanitised text", () => {
    const blocks = parseRichText("[x](javascript:alert(1)) ![y](javascript:alert(2))\n\n![z](//evil.example/a.png)");
    expect(JSON.stringify(blocks)).not.toContain("javascript");
    expect(JSON.stringify(blocks)).not.toContain("evil");
  });

  it("gives the plain text for summaries", () => {
    expect(richTextToPlain("## A\n\n**b** [c](/d)")).toBe("A b c");
  });
});
