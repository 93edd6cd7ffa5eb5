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

  it("writes a date alone as Intl's medium style does in Vietnam time, without asking Intl", () => {
    const intl = (lang: string, date: Date) =>
      new Intl.DateTimeFormat(lang === "vi" ? "vi-VN" : "en-GB", { dateStyle: "medium", timeZone: "Asia/Ho_Chi_Minh" }).format(date);
    // Every month, on either side of Vietnam's midnight (17:00 UTC), and a year at each end.
    const dates = [1976, 2000, 2026, 2099].flatMap((year) =>
      Array.from({ length: 12 }, (_, month) => [
        Date.UTC(year, month, 1, 16, 59),
        Date.UTC(year, month, 28, 17, 0),
        Date.UTC(year, month, 15, 23, 59),
      ]).flat(),
    );
    for (const time of dates)
      for (const lang of ["vi", "en", "fr"])
        expect(formatDate(new Date(time), lang), new Date(time).toISOString()).toBe(intl(lang, new Date(time)));
    // Before 1975 Vietnam's clocks kept other offsets: Intl writes those.
    expect(formatDate("1970-06-01T16:30:00.000Z", "en")).toBe(intl("en", new Date("1970-06-01T16:30:00.000Z")));
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
