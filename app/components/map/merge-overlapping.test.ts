import { describe, expect, it } from "vitest";
import { mergeOverlapping, type ScreenItem } from "./merge-overlapping.ts";

const item = (x: number, y: number, count: number, marker: string | null = null): ScreenItem<string> => ({
  x,
  y,
  latitude: y,
  longitude: x,
  count,
  bounds: { minLatitude: y, maxLatitude: y, minLongitude: x, maxLongitude: x },
  marker,
});

describe("mergeOverlapping", () => {
  it("keeps items that are far enough apart", () => {
    const result = mergeOverlapping([item(0, 0, 3), item(100, 0, 1, "a")], 56);
    expect(result.map((r) => [r.count, r.marker])).toEqual([
      [3, null],
      [1, "a"],
    ]);
  });

  it("merges close items into the biggest, weighting the centroid and joining bounds", () => {
    const [merged, ...rest] = mergeOverlapping([item(10, 0, 1, "lone"), item(0, 0, 3), item(200, 200, 2)], 56);
    expect(rest.map((r) => r.count)).toEqual([2]);
    expect(merged).toMatchObject({ count: 4, marker: null, x: 2.5, longitude: 2.5 });
    expect(merged!.bounds).toEqual({ minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 10 });
  });
});
