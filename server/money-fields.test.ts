import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { propertyRequirementSchema } from "../app/modules/leads/lead-schemas.ts";
import { mortgageInputSchema } from "../app/modules/mortgage/mortgage-schema.ts";
import { packageDraftSchema } from "../app/modules/packages/package-schemas.ts";
import { propertyFields } from "../app/modules/properties/property-schemas.ts";
import { propertySearchFields } from "../app/modules/properties/property-search-schema.ts";

/**
 * Every door that takes an amount reads it through the one money input (vndInput over
 * app/lib/format/read-amount.ts): posting and editing a listing, find-my-property's budget,
 * the search's and the filter panel's price bounds, the mortgage calculator and the admin's
 * packages. Each reads the ways people write a price alike and refuses nonsense with its own message.
 */
const doors: [string, z.ZodType, string][] = [
  ["listing price (post and edit)", propertyFields.shape.price, "priceRequired"],
  ["find-my-property budget", propertyRequirementSchema.shape.budget_max, "invalidNumber"],
  ["search and filter price bound", propertySearchFields.max_price, "invalidNumber"],
  ["mortgage loan amount", mortgageInputSchema.shape.loan_amount, "invalidNumber"],
  ["mortgage down payment", mortgageInputSchema.shape.down_payment, "invalidNumber"],
  ["package price", packageDraftSchema.shape.price, "priceRequired"],
];

describe.each(doors)("%s", (_name, schema, refusal) => {
  it.each<[string, number]>([
    ["4.200.000.000", 4_200_000_000],
    ["4,2 tỷ", 4_200_000_000],
    ["4.2 ty", 4_200_000_000],
    ["4200 triệu", 4_200_000_000],
    ["4 200 000 000", 4_200_000_000],
    ["4200000000", 4_200_000_000],
    ["500tr", 500_000_000],
    ["3 tỷ 500 triệu", 3_500_000_000],
  ])("reads %s as %i whole VND", (typed, vnd) => {
    expect(schema.parse(typed)).toBe(vnd);
  });

  it("refuses nonsense with the field's own message", () => {
    for (const typed of ["nhiều tiền", "4,2 tỷ tỷ", "abc", "1.2.3.4"]) {
      const result = schema.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(result.error?.issues[0]?.message, typed).toBe(refusal);
    }
  });
});
