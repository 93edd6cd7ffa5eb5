import { z } from "zod";
import { requirementPurposes, requirementTimelines } from "../../../db/schema/leads.ts";
import { emailInput, idInput, intInput, optionalText, phoneInput, requiredText, vndInput } from "../../lib/input-schemas.ts";

const optionalPhone = phoneInput.optional();

/** submit-lead, the inquiry about a listing (docs/architecture.md, "The API contract": enquiry or lead); the page's form shares it. */
export const submitLeadSchema = z.object({
  name: requiredText("nameRequired", 100),
  email: emailInput,
  phone: optionalPhone,
  message: requiredText("messageRequired", 5000),
  property_id: idInput(),
});

/** A VND amount: a whole number of dong, never negative. */
const vnd = vndInput();

/** Ward codes as a list, `ward_codes[]=…` or one comma-separated string. */
const wardCodes = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string({ error: "invalidValue" }).regex(/^\d{1,10}$/, { error: "invalidValue" })).max(20, { error: "valueTooLarge" }),
);

/**
 * submit-property-requirement, the find-my-property request (docs/product.md, "Who uses it"): buy or rent,
 * category, area and wards, budget in VND, bedrooms and other needs, timeline, contact.
 */
export const propertyRequirementSchema = z
  .object({
    purpose: z.enum(requirementPurposes, { error: "invalidValue" }),
    category_id: idInput().optional(),
    province_code: z
      .string({ error: "invalidValue" })
      .regex(/^\d{1,3}$/, { error: "invalidValue" })
      .optional(),
    ward_codes: wardCodes.optional(),
    budget_min: vnd.optional(),
    budget_max: vnd.optional(),
    bedrooms: intInput().min(0, { error: "valueTooSmall" }).max(20, { error: "valueTooLarge" }).optional(),
    other_needs: optionalText(2000),
    timeline: z.enum(requirementTimelines, { error: "invalidValue" }),
    name: requiredText("nameRequired", 100),
    email: emailInput,
    phone: optionalPhone,
  })
  .refine((v) => v.budget_min === undefined || v.budget_max === undefined || v.budget_min <= v.budget_max, {
    error: "budgetRangeInvalid",
    path: ["budget_max"],
  });

export type SubmitLeadInput = z.output<typeof submitLeadSchema>;
export type PropertyRequirementInput = z.output<typeof propertyRequirementSchema>;
