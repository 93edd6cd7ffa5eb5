import { describe, expect, it } from "vitest";
import { postCreated } from "./property.ts";

describe("post_created", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("says a listing's age in its largest whole unit, in the answer's language", () => {
    expect(postCreated(ago(3 * 86_400), "vi", now)).toBe("3 ngày trước");
    expect(postCreated(ago(3 * 86_400), "en", now)).toBe("3 days ago");
    expect(postCreated(ago(2 * 3_600 + 59 * 60), "en", now)).toBe("2 hours ago");
    expect(postCreated(ago(400 * 86_400), "en", now)).toBe("last year");
    expect(postCreated(ago(5), "en", now)).toBe("5 seconds ago");
  });

  it("answers a phrase written before the same as a new one, per language", () => {
    const first = ["vi", "en"].map((lang) => postCreated(ago(7 * 3_600), lang as "vi" | "en", now));
    const again = ["vi", "en"].map((lang) => postCreated(ago(7 * 3_600 + 30), lang as "vi" | "en", now));
    expect(again).toEqual(first);
    expect(first).toEqual(["7 giờ trước", "7 hours ago"]);
  });
});
