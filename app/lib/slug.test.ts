import { describe, expect, it } from "vitest";
import { slugify, transliterate } from "./slug.ts";

describe("transliterate", () => {
  it("turns Vietnamese letters into plain Latin", () => {
    expect(transliterate("đường")).toBe("duong");
    expect(transliterate("Đà Nẵng")).toBe("Da Nang");
    expect(transliterate("ư ơ ộ ặ ễ ỷ")).toBe("u o o a e y");
  });
});

describe("slugify", () => {
  it("transliterates, lower-cases, drops punctuation and joins words with hyphens", () => {
    expect(slugify("Căn hộ 2PN Quận 7!")).toBe("can-ho-2pn-quan-7");
    expect(slugify("Đất nền Thủ Đức – sổ hồng riêng")).toBe("dat-nen-thu-duc-so-hong-rieng");
    expect(slugify("Nhà phố  mặt   tiền")).toBe("nha-pho-mat-tien");
  });

  it("handles text typed in decomposed form", () => {
    expect(slugify("Biệt thự Phú Mỹ Hưng".normalize("NFD"))).toBe("biet-thu-phu-my-hung");
  });

  it("collapses repeated hyphens and trims the ends", () => {
    expect(slugify("  --Văn phòng -- cho thuê--  ")).toBe("van-phong-cho-thue");
  });

  it("gives an empty slug for text with no letters or digits", () => {
    expect(slugify("!!! ???")).toBe("");
  });
});
