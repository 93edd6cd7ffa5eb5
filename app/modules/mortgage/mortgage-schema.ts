import { z } from "zod";
import { flagInput } from "../../lib/input-schemas.ts";

const decimal = z.coerce.number({ error: "invalidNumber" }).refine(Number.isFinite, { error: "invalidNumber" });
const wholeVnd = z.coerce.number({ error: "invalidNumber" }).int({ error: "invalidNumber" }).min(0, { error: "valueTooSmall" });

/** mortgage-calculator's parameters (docs/architecture.md, "The API contract"), shared by the API call and the calculator page. */
export const mortgageInputSchema = z.object({
  loan_amount: wholeVnd.positive({ error: "valueTooSmall" }),
  down_payment: wholeVnd.default(0),
  interest_rate: decimal.min(0, { error: "valueTooSmall" }).max(100, { error: "valueTooLarge" }),
  loan_term_years: decimal.positive({ error: "valueTooSmall" }).max(50, { error: "valueTooLarge" }),
  show_all_details: flagInput.optional(),
});

/**
 * Form text as people type it in Vietnam: amounts with "." or "," or spaces between thousands
 * ("3.000.000.000"), rates with a decimal comma ("9,5").
 */
export function normaliseMortgageForm(values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const value = raw.trim();
    if (value === "") continue;
    if (key === "loan_amount" || key === "down_payment") out[key] = value.replace(/[\s.,_₫đ]/gi, "");
    else if (key === "interest_rate" || key === "loan_term_years") out[key] = value.replace(",", ".");
    else out[key] = value;
  }
  return out;
}
