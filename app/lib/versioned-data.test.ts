import { describe, expect, it } from "vitest";
import { versionedData } from "./versioned-data.ts";

describe("versionedData", () => {
  const data = versionedData<{ n: number }>("TestKind", "/test-kind/");

  it("names a version's URL and reads it back, and nothing else", () => {
    expect(data.url("vi", "0123456789abcdef")).toBe("/test-kind/vi.0123456789abcdef.json");
    expect(data.parse("/test-kind/en.0123456789abcdef.json")).toEqual({ lang: "en", version: "0123456789abcdef" });
    expect(data.parse("/test-kind/en.0123.json")).toBeNull();
    expect(data.parse("/other/en.0123456789abcdef.json")).toBeNull();
    expect(data.parse("/test-kind/%E0%A4.0123456789abcdef.json")).toBeNull();
  });

  it("keeps the newest sixteen versions, one store per kind", () => {
    const version = (i: number) => i.toString(16).padStart(16, "0");
    for (let i = 0; i < 20; i++) data.put(version(i), { n: i });
    expect(data.get(version(3))).toBeUndefined();
    expect(data.get(version(4))).toEqual({ n: 4 });
    expect(data.get(version(19))).toEqual({ n: 19 });
    // A version already held is not replaced.
    data.put(version(19), { n: -1 });
    expect(data.get(version(19))).toEqual({ n: 19 });
    expect(versionedData<{ n: number }>("TestKind", "/test-kind/").get(version(19))).toEqual({ n: 19 });
    expect(versionedData<{ n: number }>("OtherKind", "/other-kind/").get(version(19))).toBeUndefined();
    expect(data.get(undefined)).toBeUndefined();
  });
});
