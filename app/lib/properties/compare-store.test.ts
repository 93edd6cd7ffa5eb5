import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCompareIds, compareHref, comparePicks, readCompareIds, toggleCompareId } from "./compare-store.ts";

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [["compare", initial]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

afterEach(() => vi.unstubAllGlobals());

describe("compare store", () => {
  it("adds up to two ids, then refuses a third until one is removed", () => {
    const storage = memoryStorage();
    expect(toggleCompareId(storage, 5)).toEqual({ ids: [5], result: "added" });
    expect(toggleCompareId(storage, 9)).toEqual({ ids: [5, 9], result: "added" });
    expect(toggleCompareId(storage, 12)).toEqual({ ids: [5, 9], result: "full" });
    expect(toggleCompareId(storage, 5)).toEqual({ ids: [9], result: "removed" });
    expect(toggleCompareId(storage, 12)).toEqual({ ids: [9, 12], result: "added" });
    expect(readCompareIds(storage)).toEqual([9, 12]);
    clearCompareIds(storage);
    expect(readCompareIds(storage)).toEqual([]);
  });

  it("tells the page's readers of every write, and not of a refused pick", () => {
    // The readers subscribe through the window's storage event; a stand-in window counts nothing else.
    vi.stubGlobal("window", { addEventListener: () => {}, removeEventListener: () => {} });
    const reader = vi.fn<() => void>();
    const leave = comparePicks.subscribe(reader);
    const storage = memoryStorage();
    toggleCompareId(storage, 5);
    toggleCompareId(storage, 9);
    toggleCompareId(storage, 12);
    expect(reader).toHaveBeenCalledTimes(2);
    toggleCompareId(storage, 5);
    clearCompareIds(storage);
    expect(reader).toHaveBeenCalledTimes(4);
    leave();
  });

  it("reads a damaged or foreign entry as no picks, and trims duplicates and extras", () => {
    expect(readCompareIds(memoryStorage("{oops"))).toEqual([]);
    expect(readCompareIds(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readCompareIds(memoryStorage('[3,"4",3,-1,7,8]'))).toEqual([3, 7]);
  });

  it("links the compare page with source and target", () => {
    expect(compareHref([])).toBe("/compare");
    expect(compareHref([4])).toBe("/compare?source=4");
    expect(compareHref([4, 8])).toBe("/compare?source=4&target=8");
  });
});
