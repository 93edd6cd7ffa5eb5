import { describe, expect, it } from "vitest";
import { mortgageFromUrl } from "./detail-data.server.ts";

describe("mortgageFromUrl", () => {
  it("starts from the price: 30 % down, 10 % a year, 20 years", () => {
    expect(mortgageFromUrl(new URL("http://x/p"), 2_000_000_000)).toEqual({
      asked: false,
      input: { loanAmount: 2_000_000_000, downPayment: 600_000_000, interestRate: 10, loanTermYears: 20 },
    });
  });

  it("reads the no-JavaScript form's values and falls back on bad ones", () => {
    const { asked, input } = mortgageFromUrl(
      new URL("http://x/p?loan_amount=3000000000&down_payment=-5&interest_rate=8.5&loan_term_years=0"),
      1e9,
    );
    expect(asked).toBe(true);
    expect(input).toEqual({ loanAmount: 3_000_000_000, downPayment: 300_000_000, interestRate: 8.5, loanTermYears: 20 });
  });

  it("reads amounts typed the Vietnamese way", () => {
    const { input } = mortgageFromUrl(new URL("http://x/p?loan_amount=3%2C5+t%E1%BB%B7&down_payment=1.000.000.000"), 1e9);
    expect(input).toMatchObject({ loanAmount: 3_500_000_000, downPayment: 1_000_000_000 });
  });
});
