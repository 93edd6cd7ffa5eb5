import { describe, expect, it } from "vitest";
import { maskPhone, zaloUrl } from "./owner-phone.ts";

describe("the owner's phone", () => {
  it("masks all but the first four and last three digits", () => {
    expect(maskPhone("0909123456")).toBe("0909•••456");
    expect(maskPhone("+84 909 123 456")).toBe("0909•••456");
    expect(maskPhone("+84909123456")).toBe("0909•••456");
    expect(maskPhone("1234567")).toBe("•••••••");
  });
  it("links to Zalo by the number's digits", () => {
    expect(zaloUrl("0909 123 456")).toBe("https://zalo.me/0909123456");
  });
});
