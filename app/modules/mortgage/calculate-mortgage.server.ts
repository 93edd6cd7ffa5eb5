import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { hasEntitlement, packageRequiredMessage } from "../packages/has-entitlement.server.ts";
import { mortgageSchedule, mortgageSummary, type MortgageInput, type MortgageSummary, type MortgageYear } from "./calculate-mortgage.ts";

export interface MortgageResult {
  main_total: MortgageSummary;
  /** The yearly and monthly schedule; present only when asked for and entitled. */
  yearly_totals: MortgageYear[] | null;
}

/**
 * mortgage-calculator: the summary for everyone; with `showAllDetails` the schedule too,
 * which needs the `mortgage_calculator_detail` entitlement (403 with the per-feature
 * message otherwise).
 */
export async function calculateMortgage(
  db: Db,
  input: MortgageInput & { showAllDetails?: boolean; actor?: Actor | null },
): Promise<MortgageResult> {
  const summary = mortgageSummary(input);
  if (!input.showAllDetails) return { main_total: summary, yearly_totals: null };
  if (!(await hasEntitlement(db, input.actor, "mortgage_calculator_detail"))) {
    throw new AppError("PACKAGE_REQUIRED", { messageKey: packageRequiredMessage.mortgage_calculator_detail });
  }
  return { main_total: summary, yearly_totals: mortgageSchedule(input) };
}
