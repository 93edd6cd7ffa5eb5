import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("versionedData.load (the browser's fetch)", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("fetches a version once into the store, however many ask at the same time, and never again", async () => {
    const data = versionedData<{ n: number }>("LoadKind", "/load-kind/");
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(url);
      return answer({ n: 7 });
    });
    await Promise.all([data.load("vi", "00000000000000aa"), data.load("vi", "00000000000000aa")]);
    await data.load("vi", "00000000000000aa");
    expect(fetched).toEqual(["/load-kind/vi.00000000000000aa.json"]);
    expect(data.get("00000000000000aa")).toEqual({ n: 7 });
  });

  it("rejects a failed answer and keeps nothing, so that a later load tries again", async () => {
    const data = versionedData<{ n: number }>("FailKind", "/fail-kind/");
    let status = 503;
    vi.stubGlobal("fetch", async () => answer({ n: 1 }, status));
    await expect(data.load("en", "00000000000000bb")).rejects.toThrow("/fail-kind/en.00000000000000bb: HTTP 503");
    expect(data.get("00000000000000bb")).toBeUndefined();
    status = 200;
    await data.load("en", "00000000000000bb");
    expect(data.get("00000000000000bb")).toEqual({ n: 1 });
  });
});
