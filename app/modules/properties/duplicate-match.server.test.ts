import { describe, expect, it } from "vitest";
import { duplicateScoreFloor, matchDuplicate, type MatchFacts } from "./duplicate-match.server.ts";

const flat: MatchFacts = { id: 1, userId: 7, price: 4_200_000_000, area: 72, latitude: 10.745, longitude: 106.705 };

describe("the duplicate rule", () => {
  it("scores a re-post by its owner with the same photos at 100", () => {
    const repost = { ...flat, id: 2, price: 4_000_000_000, area: 72.5, latitude: 10.7451 };
    expect(matchDuplicate(repost, flat, 3)).toEqual({ reasons: ["photo", "location", "area", "price", "same_owner"], score: 100 });
  });

  it("needs more than a shared photo, and more than alike flats of one building", () => {
    const stock = { ...flat, id: 2, userId: 8, price: 9e9, area: 300, latitude: 10.8 };
    expect(matchDuplicate(stock, flat, 0).score).toBeLessThan(duplicateScoreFloor);
    const neighbour = { ...flat, id: 3, userId: 9 };
    expect(matchDuplicate(neighbour, flat, null)).toEqual({ reasons: ["location", "area", "price"], score: 40 });
    expect(matchDuplicate(neighbour, flat, 11).reasons).not.toContain("photo");
  });

  it("stores the same owner's same flat without photos (place, owner and area)", () => {
    const again = { ...flat, id: 2, price: 5e9 };
    expect(matchDuplicate(again, flat, null).score).toBeGreaterThanOrEqual(duplicateScoreFloor);
    // One owner's two flats in a building: same place, other area and price.
    const other = { ...flat, id: 3, price: 6e9, area: 110 };
    expect(matchDuplicate(other, flat, null).score).toBeLessThan(duplicateScoreFloor);
  });
});
