import { describe, expect, it } from "vitest";
import { shortCached } from "./short-cache.server.ts";

describe("shortCached", () => {
  it("computes once per owner and key within the window", async () => {
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    expect(await shortCached(owner, "k", 10, compute, 1_000)).toBe(1);
    expect(await shortCached(owner, "k", 10, compute, 5_000)).toBe(1);
    expect(await shortCached(owner, "other", 10, compute, 5_000)).toBe(2);
    expect(await shortCached({}, "k", 10, compute, 5_000)).toBe(3);
  });

  it("answers the kept value past the window while one recomputation runs, then the new one", async () => {
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    await shortCached(owner, "k", 10, compute, 1_000);
    const stale = shortCached(owner, "k", 10, compute, 20_000);
    expect(await shortCached(owner, "k", 10, compute, 20_000)).toBe(1);
    expect(await stale).toBe(1);
    expect(calls).toBe(2);
    expect(await shortCached(owner, "k", 10, compute, 20_001)).toBe(2);
    expect(calls).toBe(2);
  });

  it("does not keep a failed first computation", async () => {
    const owner = {};
    await expect(shortCached(owner, "k", 10, () => Promise.reject(new Error("down")), 1_000)).rejects.toThrow("down");
    expect(await shortCached(owner, "k", 10, async () => "up", 1_001)).toBe("up");
  });
});
