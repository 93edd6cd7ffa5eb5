import { describe, expect, it } from "vitest";
import { formatArea, formatAreaValue } from "./format-area.ts";

describe("formatArea", () => {
  it("writes square metres with the reader's marks and at most one decimal", () => {
    expect(formatArea(72.5, "vi")).toBe("72,5 m²");
    expect(formatArea(72.5, "en")).toBe("72.5 m²");
    expect(formatArea(1250, "vi")).toBe("1.250 m²");
    expect(formatArea(1250, "en")).toBe("1,250 m²");
    expect(formatArea(80.04, "vi")).toBe("80 m²");
    expect(formatArea(null, "vi")).toBeNull();
  });

  it("gives the bare number for sentences that carry the unit themselves", () => {
    expect(formatAreaValue(68.25, "vi")).toBe("68,3");
    expect(formatAreaValue(1500, "en")).toBe("1,500");
  });
});
