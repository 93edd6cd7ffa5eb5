import { describe, expect, it } from "vitest";
import { formatDate, formatDayMonth } from "./format-date.ts";

describe("formatDate", () => {
  it("reads in Vietnam time in either language, never as an ISO string", () => {
    // 17:30 UTC is already the next day in Hồ Chí Minh City (UTC+7).
    const late = "2026-12-23T17:30:00.000Z";
    expect(formatDate(late, "vi")).toMatch(/24/);
    expect(formatDate(late, "en")).toBe("24 Dec 2026");
    expect(formatDate(late, "en", "dateTime")).toBe("24 Dec 2026, 00:30");
    expect(formatDate(late, "vi")).not.toContain("2026-12");
    expect(formatDate("not a date", "vi")).toBe("");
  });

  it("has a long style for bylines and a short one for chat stamps, both in Vietnam time", () => {
    const late = "2026-12-23T17:30:00.000Z";
    expect(formatDate(late, "en", "long")).toBe("24 December 2026");
    expect(formatDate(late, "vi", "long")).toMatch(/^24 tháng 12,? 2026$/);
    expect(formatDate(late, "en", "short")).toBe("24/12/2026, 00:30");
    expect(formatDate(late, "vi", "short")).toBe("00:30 24/12/26");
  });

  it("writes a day and month alone as 12/10 in either language, in Vietnam time", () => {
    expect(formatDayMonth("2026-10-11T17:30:00.000Z")).toBe("12/10");
    expect(formatDayMonth("nonsense")).toBe("");
  });
});
