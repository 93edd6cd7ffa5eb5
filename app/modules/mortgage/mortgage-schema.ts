import { z } from "zod";
import { flagInput, vndInput } from "../../lib/input-schemas.ts";

const decimal = z.coerce.number({ error: "invalidNumber" }).refine(Number.isFinite, { error: "invalidNumber" });

/** mortgage-calculator's parameters (docs/architecture.md, "The API contract"), shared by the API call and the calculator page. */
export const mortgageInputSchema = z.object({
  loan_amount: vndInput("invalidNumber", { min: 1 }),
  down_payment: vndInput().default(0),
  interest_rate: decimal.min(0, { error: "valueTooSmall" }).max(100, { error: "valueTooLarge" }),
  loan_term_years: decimal.positive({ error: "valueTooSmall" }).max(50, { error: "valueTooLarge" }),
  show_all_details: flagInput.optional(),
});

/**
 * Form text as people type it in Vietnam: rates with a decimal comma ("9,5"); amounts
 * ("3.000.000.000", "3 tỷ") are read by the schema's money input.
 */
export function normaliseMortgageForm(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (value === "") continue;
    // Amounts stay as typed: vndInput reads "3.000.000.000", "3 tỷ" and "3 000 000 000" alike.
    if (key === "interest_rate" || key === "loan_term_years") out[key] = value.replace(",", ".");
    else out[key] = value;
  }
  return out;
}
