import { describe, expect, it } from "vitest";
import { mergeOverlapping, overlaps, spreadOverlapping, type ScreenItem } from "./merge-overlapping.ts";

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

  it("merges icons whose boxes would overlap at a corner, though their centres are farther apart than the icon", () => {
    // 40 px apart on both axes: 56.6 px in a straight line, yet two 56 px boxes share a 16 px square.
    const result = mergeOverlapping([item(0, 0, 12), item(40, 40, 30)], 56);
    expect(result.map((r) => r.count)).toEqual([42]);
    expect(mergeOverlapping([item(0, 0, 12), item(56, 40, 30)], 56).map((r) => r.count)).toEqual([30, 12]);
  });
});

describe("spreadOverlapping", () => {
  it("leaves pins that do not overlap where they are", () => {
    const pins = [item(0, 0, 1, "a"), item(30, 0, 1, "b"), item(0, 28, 1, "c")];
    expect(spreadOverlapping(pins, 28)).toEqual(pins);
  });

  it("moves every pin of a stack (one building) to a spot of its own, nearest first, keeping where the listing is", () => {
    const stack = Array.from({ length: 12 }, (_, i) => item(100, 100, 1, `pin${i}`));
    const spread = spreadOverlapping(stack, 28);
    expect(spread.map((p) => p.marker)).toEqual(stack.map((p) => p.marker));
    expect(spread[0]).toMatchObject({ x: 100, y: 100 });
    // The second pin goes one step away, not further.
    expect(Math.hypot(spread[1]!.x - 100, spread[1]!.y - 100)).toBe(28);
    for (let i = 0; i < spread.length; i++) {
      expect(spread[i]).toMatchObject({ latitude: 100, longitude: 100 });
      for (let j = i + 1; j < spread.length; j++) expect(overlaps(spread[i]!, spread[j]!, 28)).toBe(false);
    }
  });

  it("moves an icon out from under the map's controls, to the nearest spot clear of them", () => {
    // A zoom control over x 10–44, y 10–84 (layer pixels); a 56 px cluster centred at (30, 50) lies under it.
    const zoomButtons = { left: 10, top: 10, right: 44, bottom: 84 };
    const view = { left: 0, top: 0, right: 400, bottom: 400 };
    const [moved, untouched] = spreadOverlapping([item(30, 50, 15), item(300, 300, 4)], 56, { obstacles: [zoomButtons], within: view });
    // Right of the buttons (left of them would leave the view).
    expect(moved).toMatchObject({ x: 86, y: 50, count: 15 });
    expect(untouched).toMatchObject({ x: 300, y: 300 });
  });

  it("leaves an item where it stands when no spot in the view is free", () => {
    const view = { left: 0, top: 0, right: 60, bottom: 60 };
    const [first, second] = spreadOverlapping([item(30, 30, 1, "a"), item(30, 30, 1, "b")], 56, { within: view });
    expect(first).toMatchObject({ x: 30, y: 30 });
    expect(second).toMatchObject({ x: 30, y: 30, marker: "b" });
  });

  it("keeps pins apart in a dense irregular crowd", () => {
    const crowd = Array.from({ length: 60 }, (_, i) => item((i * 37) % 90, (i * 53) % 70, 1, String(i)));
    const spread = spreadOverlapping(crowd, 28);
    for (let i = 0; i < spread.length; i++)
      for (let j = i + 1; j < spread.length; j++) expect(overlaps(spread[i]!, spread[j]!, 28)).toBe(false);
  });
});
