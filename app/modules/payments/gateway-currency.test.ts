import { describe, expect, it } from "vitest";
import { convertFromVnd, decimalAmount, smallestUnits } from "./gateway-currency.ts";

describe("gateway currency", () => {
  it("converts whole VND to the smallest unit, rounding up to the next one", () => {
    // 199,000 VND at 25,000 VND per USD is 7.96 USD exactly.
    expect(convertFromVnd(199_000, 25_000, 2)).toBe(796);
    // 199,000 / 25,400 = 7.8346… USD: charged 7.84, never 7.83.
    expect(convertFromVnd(199_000, 25_400, 2)).toBe(784);
    // 199,000 VND at 170 VND per JPY = 1,170.58… yen, no decimals: 1,171.
    expect(convertFromVnd(199_000, 170, 0)).toBe(1_171);
    // 199,000 VND at 17 VND per NGN = 11,705.88… naira: 1,170,589 kobo.
    expect(convertFromVnd(199_000, 17, 2)).toBe(1_170_589);
  });

  it("writes and reads the decimal amount a gateway takes", () => {
    expect(decimalAmount(796, 2)).toBe("7.96");
    expect(decimalAmount(5, 2)).toBe("0.05");
    expect(decimalAmount(1_171, 0)).toBe("1171");
    expect(smallestUnits("7.96", 2)).toBe(796);
    expect(smallestUnits(7.96, 2)).toBe(796);
    expect(smallestUnits("7.9", 2)).toBe(790);
    expect(smallestUnits("7.961", 2)).toBeNull();
    expect(smallestUnits("-1", 2)).toBeNull();
    expect(smallestUnits(undefined, 2)).toBeNull();
  });
});
