import { z } from "zod";
import { idListInput } from "../../lib/input-schemas.ts";

/** The most categories or facilities one preference keeps. */
export const maxInterestChoices = 30;

const idList = idListInput({ max: maxInterestChoices, tooMany: "interestsTooMany" });

/**
 * "min,max" in whole VND; either side may be left empty for "no bound". A whole number written
 * as a decimal ("5000000000.0", as Dart prints a double) is the same whole number.
 */
const priceRange = z
  .string({ error: "priceRangeInvalid" })
  .trim()
  .regex(/^(\d{1,15}(\.0+)?)?,(\d{1,15}(\.0+)?)?$/, { error: "priceRangeInvalid" })
  .transform((value) => {
    const [min, max] = value.split(",");
    return { min: min ? Number(min) : null, max: max ? Number(max) : null };
  })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, { error: "priceRangeOrder" });

/**
 * personalised-fields (docs/architecture.md, "The API contract": personalised-feed preference), by the spec's names.
 * At least one interest is needed; DELETE removes the preference instead of saving an empty one.
 */
export const personalisedFieldsSchema = z
  .object({
    category_ids: idList.optional(),
    outdoor_facilitiy_ids: idList.optional(),
    price_range: priceRange.optional(),
    // sell or rent, or eBroker's codes (0 sell, 1 rent, "0,1" either).
    property_type: z
      .enum(["sell", "rent", "0", "1", "0,1"], { error: "invalidValue" })
      .transform((v) => (v === "0" ? "sell" : v === "1" ? "rent" : v === "0,1" ? undefined : v))
      .optional(),
    city: z.string({ error: "invalidValue" }).trim().max(100, { error: "textTooLong" }).optional(),
  })
  .transform((input) => ({
    categoryIds: [...new Set(input.category_ids ?? [])],
    facilityIds: [...new Set(input.outdoor_facilitiy_ids ?? [])],
    minPrice: input.price_range?.min ?? null,
    maxPrice: input.price_range?.max ?? null,
    propertyType: input.property_type ?? null,
    city: input.city ? input.city : null,
  }))
  .refine(
    (p) => p.categoryIds.length > 0 || p.facilityIds.length > 0 || p.minPrice !== null || p.maxPrice !== null || p.propertyType || p.city,
    { error: "interestsRequired" },
  );

export type PersonalisedFields = z.output<typeof personalisedFieldsSchema>;

/** The preference as the API answers it (the spec's names; price_range as "min,max"). */
export interface PersonalisedFieldsView {
  category_ids: number[];
  outdoor_facilitiy_ids: number[];
  price_range: string;
  property_type: "sell" | "rent" | "";
  city: string;
}

export function toPersonalisedFieldsView(p: PersonalisedFields): PersonalisedFieldsView {
  return {
    category_ids: p.categoryIds,
    outdoor_facilitiy_ids: p.facilityIds,
    price_range: p.minPrice === null && p.maxPrice === null ? "" : `${p.minPrice ?? ""},${p.maxPrice ?? ""}`,
    property_type: p.propertyType ?? "",
    city: p.city ?? "",
  };
}
