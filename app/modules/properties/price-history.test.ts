import { describe, expect, it } from "vitest";
import { daysBetween, lastPriceChange } from "./price-history.ts";

const at = (day: number) => new Date(Date.UTC(2026, 9, day)).toISOString();

describe("lastPriceChange", () => {
  it("is the latest price against the one before it, since when that one was set", () => {
    const history = {
      postedAt: at(1),
      points: [
        { at: at(1), price: 5e9 },
        { at: at(12), price: 4.9e9 },
        { at: at(20), price: 4.6e9 },
      ],
    };
    expect(lastPriceChange(history)).toEqual({ difference: -300_000_000, since: at(12), at: at(20) });
  });

  it("reads a rise as positive and a listing never repriced as no change", () => {
    expect(
      lastPriceChange({
        postedAt: at(1),
        points: [
          { at: at(1), price: 1e9 },
          { at: at(3), price: 1.2e9 },
        ],
      })?.difference,
    ).toBe(200_000_000);
    expect(lastPriceChange({ postedAt: at(1), points: [{ at: at(1), price: 1e9 }] })).toBeNull();
  });
});

describe("daysBetween", () => {
  it("counts whole days and never less than none", () => {
    expect(daysBetween(at(1), new Date(Date.UTC(2026, 9, 11, 12)))).toBe(10);
    expect(daysBetween(at(2), new Date(at(1)))).toBe(0);
  });
});
