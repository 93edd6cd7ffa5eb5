import { describe, expect, it } from "vitest";
import { translator } from "../i18n/index.ts";
import { formatDuration } from "./format-duration.ts";

const english = translator("en");

describe("formatDuration", () => {
  it("shows 24 hours or more in whole days", () => {
    expect(formatDuration(24, english)).toBe("1 day");
    expect(formatDuration(47, english)).toBe("1 day");
    expect(formatDuration(720, english)).toBe("30 days");
    expect(formatDuration(8760, translator("vi"))).toBe("365 ngày");
  });

  it("shows shorter periods in hours", () => {
    expect(formatDuration(23, english)).toBe("23 hours");
    expect(formatDuration(1, english)).toBe("1 hour");
    expect(formatDuration(0, english)).toBe("0 hours");
    expect(formatDuration(5, translator("vi"))).toBe("5 giờ");
  });
});
