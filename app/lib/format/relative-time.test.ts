import { describe, expect, it } from "vitest";
import { translator } from "../i18n/index.ts";
import { en } from "../i18n/en.ts";
import { vi } from "../i18n/vi.ts";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-06-15T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const english = translator("en");

describe("relativeTime", () => {
  it("picks the largest whole unit", () => {
    expect(relativeTime(ago(0.5), now, english)).toBe("just now");
    expect(relativeTime(ago(1), now, english)).toBe("1 second ago");
    expect(relativeTime(ago(45), now, english)).toBe("45 seconds ago");
    expect(relativeTime(ago(60), now, english)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60 + 59), now, english)).toBe("59 minutes ago");
    expect(relativeTime(ago(3 * 3600), now, english)).toBe("3 hours ago");
    expect(relativeTime(ago(86400), now, english)).toBe("1 day ago");
    expect(relativeTime(ago(6 * 86400), now, english)).toBe("6 days ago");
    expect(relativeTime(ago(14 * 86400), now, english)).toBe("2 weeks ago");
    expect(relativeTime(ago(30 * 86400), now, english)).toBe("1 month ago");
    expect(relativeTime(ago(364 * 86400), now, english)).toBe("12 months ago");
    expect(relativeTime(ago(2 * 365 * 86400), now, english)).toBe("2 years ago");
  });

  it("counts a month as 30 days, not a calendar month", () => {
    expect(relativeTime(new Date("2026-05-16T12:00:00Z"), now, english)).toBe("1 month ago");
    expect(relativeTime(new Date("2026-05-17T12:00:00Z"), now, english)).toBe("4 weeks ago");
  });

  it("says just now for a date in the future and accepts strings and timestamps", () => {
    expect(relativeTime(new Date(now.getTime() + 60_000), now, english)).toBe("just now");
    expect(relativeTime("2026-06-15T11:00:00Z", now.getTime(), english)).toBe("1 hour ago");
  });

  it("answers an empty string for an invalid date", () => {
    expect(relativeTime("not a date", now, english)).toBe("");
  });

  it("speaks Vietnamese with the Vietnamese dictionary", () => {
    expect(relativeTime(ago(3 * 86400), now, translator("vi"))).toBe("3 ngày trước");
    expect(relativeTime(ago(0), now, translator("vi"))).toBe("vừa xong");
  });

  it("only returns keys both dictionaries define", () => {
    const keys = new Set<string>();
    const recorder = (key: string) => (keys.add(key), key);
    for (const seconds of [0, 1, 2, 60, 120, 3600, 7200, 86400, 172800, 604800, 1209600, 2592000, 5184000, 31536000, 63072000]) {
      relativeTime(ago(seconds), now, recorder);
    }
    expect(keys.size).toBe(15);
    expect([...keys].filter((key) => !en[key] || !vi[key])).toEqual([]);
  });
  it("says just now below the smallest unit asked for", () => {
    expect(relativeTime(ago(30), now, english, 60)).toBe("just now");
    expect(relativeTime(ago(90), now, english, 60)).toBe("1 minute ago");
    expect(relativeTime(ago(3 * 86400), now, english, 60)).toBe("3 days ago");
  });
});
