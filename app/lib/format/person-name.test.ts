import { describe, expect, it } from "vitest";
import { fullName, greetingName } from "./person-name.ts";

describe("person names", () => {
  it("put the family name first in Vietnamese and last in English", () => {
    expect(fullName({ family: "Nguyễn", given: "Văn Mua" }, "vi")).toBe("Nguyễn Văn Mua");
    expect(fullName({ family: "Nguyễn", given: "Văn Mua" }, "en")).toBe("Văn Mua Nguyễn");
    expect(fullName({ family: "", given: " Lan " }, "vi")).toBe("Lan");
    expect(fullName({ given: "Lan" }, "en")).toBe("Lan");
  });

  it("greet a Vietnamese name by its given name, the last word; other languages by the whole name", () => {
    expect(greetingName("Nguyễn Văn Mua", "vi")).toBe("Mua");
    expect(greetingName("  Trần   Thị  Ngọc ", "vi")).toBe("Ngọc");
    expect(greetingName("Lan", "vi")).toBe("Lan");
    expect(greetingName("Ngọc Trần", "en")).toBe("Ngọc Trần");
  });
});
