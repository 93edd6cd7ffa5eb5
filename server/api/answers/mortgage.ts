/** mortgage-calculator's answer with eBroker's names (`main_total.payable_interest`, `yearly_totals[].monthly_totals`) beside ours. */
import { z } from "zod";
import type { MortgageResult } from "../../../app/modules/mortgage/calculate-mortgage.server.ts";

const period = { principal_amount: z.number().int(), interest_paid: z.number().int(), remaining_balance: z.number().int() };

export const mortgageAnswer = z
  .object({
    main_total: z
      .object({
        principal_amount: z.number().int(),
        down_payment: z.number().int(),
        payable_interest: z.number().int(),
        monthly_emi: z.number().int(),
        total_payable: z.number().int(),
      })
      .loose(),
    yearly_totals: z
      .array(
        z
          .object({ year: z.number().int(), ...period, monthly_totals: z.array(z.object({ month: z.number().int(), ...period }).loose()) })
          .loose(),
      )
      .nullable(),
  })
  .loose();

export function toMortgageAnswer(result: MortgageResult) {
  return {
    main_total: { ...result.main_total, payable_interest: result.main_total.total_interest },
    yearly_totals:
      result.yearly_totals?.map(({ months, ...year }) => ({
        ...year,
        months,
        principal_amount: year.principal,
        interest_paid: year.interest,
        monthly_totals: months.map((month) => ({ ...month, principal_amount: month.principal, interest_paid: month.interest })),
      })) ?? null,
  };
}
