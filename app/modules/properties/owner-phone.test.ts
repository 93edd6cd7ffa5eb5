import { describe, expect, it } from "vitest";
import { localPhone, maskPhone, zaloUrl } from "./owner-phone.ts";

describe("the owner's phone", () => {
  it("masks all but the first four and last three digits", () => {
    expect(maskPhone("0909123456")).toBe("0909•••456");
    expect(maskPhone("+84 909 123 456")).toBe("0909•••456");
    expect(maskPhone("+84909123456")).toBe("0909•••456");
    expect(maskPhone("1234567")).toBe("•••••••");
  });
  it("shows a revealed number in the mask's own form, from its leading 0", () => {
    expect(localPhone("+84909123456")).toBe("0909123456");
    expect(localPhone("+84 909 123 456")).toBe("0909123456");
    expect(localPhone("0909123456")).toBe("0909123456");
    expect(localPhone("+6591234567")).toBe("+6591234567");
    expect(localPhone(localPhone("+84909123456")).slice(0, 4)).toBe(maskPhone("+84909123456").slice(0, 4));
  });
  it("links to Zalo by the number's digits", () => {
    expect(zaloUrl("0909 123 456")).toBe("https://zalo.me/0909123456");
  });
});
