import { describe, expect, it } from "vitest";
import { translator } from "../i18n/index.ts";
import { formatDate } from "./format-date.ts";
import { formatWhen } from "./format-when.ts";

const now = "2026-11-26T10:00:00Z";
const vi = translator("vi");
const en = translator("en");

describe("formatWhen", () => {
  it("reads an age within a week, from 'just now' up", () => {
    expect(formatWhen("2026-11-26T09:59:30Z", now, "vi", vi)).toBe(vi("justNow"));
    expect(formatWhen("2026-11-26T07:00:00Z", now, "en", en)).toBe(en("hoursAgo", { count: 3 }));
    expect(formatWhen("2026-11-20T10:00:00Z", now, "vi", vi)).toBe(vi("daysAgo", { count: 6 }));
  });

  it("reads a date and time from a week on", () => {
    expect(formatWhen("2026-11-19T10:00:00Z", now, "vi", vi)).toBe(formatDate("2026-11-19T10:00:00Z", "vi", "dateTime"));
    expect(formatWhen("2026-01-02T03:04:00Z", now, "en", en)).toBe(formatDate("2026-01-02T03:04:00Z", "en", "dateTime"));
  });
});
