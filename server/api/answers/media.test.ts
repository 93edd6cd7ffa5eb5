import { describe, expect, it } from "vitest";
import { absoluteMedia, absoluteMediaUrl } from "./media.ts";

const base = "https://nhadat.example";

describe("absolute media URLs", () => {
  it("prefixes site paths under /media/, each srcset entry too, and leaves everything else", () => {
    expect(absoluteMediaUrl("/media/users/1/a-320.webp", base)).toBe(`${base}/media/users/1/a-320.webp`);
    expect(absoluteMediaUrl("/media/a-480.webp 480w, /media/a-800.webp 800w", base)).toBe(
      `${base}/media/a-480.webp 480w, ${base}/media/a-800.webp 800w`,
    );
    expect(absoluteMediaUrl("https://cdn.example.com/a.webp", base)).toBe("https://cdn.example.com/a.webp");
    expect(absoluteMediaUrl("/nha-dat/ban-can-ho", base)).toBe("/nha-dat/ban-can-ho");
    expect(absoluteMediaUrl("Mô tả nhắc /media/x ở giữa", base)).toBe("Mô tả nhắc /media/x ở giữa");
  });

  it("walks an answer's lists and objects", () => {
    const answer = { id: 1, image: "/media/a.webp", gallery: [{ image: "/media/b.webp" }], customer: null, price: 5 };
    expect(absoluteMedia(answer, base)).toEqual({
      id: 1,
      image: `${base}/media/a.webp`,
      gallery: [{ image: `${base}/media/b.webp` }],
      customer: null,
      price: 5,
    });
  });

  it("leaves what it was given unchanged, and answers parts without media as they are", () => {
    const category = { id: 2, name: "Căn hộ" };
    const kept = { id: 1, image: "/media/a.webp", category, gallery: [{ image: "/media/b.webp" }], tags: ["a"] };
    const made = absoluteMedia(kept, base);
    expect(kept.image).toBe("/media/a.webp");
    expect(kept.gallery[0]!.image).toBe("/media/b.webp");
    expect(made.category).toBe(category);
    expect(made.tags).toBe(kept.tags);
    const plain = { id: 3, title: "Nhà phố", ward: { name: "Tân Hưng" } };
    expect(absoluteMedia(plain, base)).toBe(plain);
  });
});
