import { describe, expect, it } from "vitest";
import { truncate } from "./truncate.ts";

describe("truncate", () => {
  it("keeps text that fits", () => {
    expect(truncate("Căn hộ", 6)).toBe("Căn hộ");
    expect(truncate("", 3)).toBe("");
  });

  it("cuts longer text and adds an ellipsis", () => {
    expect(truncate("Căn hộ cao cấp Quận 7", 10)).toBe("Căn hộ cao…");
  });

  it("drops a trailing space before the ellipsis", () => {
    expect(truncate("Nhà phố mặt tiền", 8)).toBe("Nhà phố…");
  });

  it("counts Vietnamese letters in decomposed form and emoji as one character each", () => {
    const decomposed = "Căn hộ".normalize("NFD");
    expect(truncate(decomposed, 5)).toBe(`${"Căn h".normalize("NFD")}…`);
    expect(truncate("🏠🏡🏢", 2)).toBe("🏠🏡…");
  });
});
