import { describe, expect, it } from "vitest";
import { LastUseMap } from "./last-use-map.ts";

describe("LastUseMap", () => {
  it("drops the entry used longest ago past its count, reading counting as a use", () => {
    const dropped: string[] = [];
    const map = new LastUseMap<string, number>({ maxEntries: 2, onDrop: (key) => dropped.push(key) });
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(dropped).toEqual(["b"]);
    expect([...map.keys()]).toEqual(["a", "c"]);
    expect(map.get("b")).toBeUndefined();
  });

  it("keeps within its weight, counting a replaced value once", () => {
    const map = new LastUseMap<string, string>({ maxEntries: 10, maxWeight: 10, weigh: (value) => value.length });
    map.set("a", "xxxx");
    map.set("a", "xxxx");
    map.set("b", "yyyy");
    expect(map.size).toBe(2);
    map.set("c", "zzzz");
    expect([...map.keys()]).toEqual(["b", "c"]);
    map.delete("b");
    map.set("d", "wwwwww");
    expect([...map.keys()]).toEqual(["c", "d"]);
    map.clear();
    map.set("e", "vvvvvvvvvv");
    expect([...map.keys()]).toEqual(["e"]);
  });
});
