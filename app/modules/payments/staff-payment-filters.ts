import { z } from "zod";
import { paymentMethods, paymentStatuses } from "../../../db/schema/index.ts";
import { idInput, optionalText } from "../../lib/input-schemas.ts";
import type { StaffPaymentFilters } from "./list-payments.server.ts";
import { paymentTypes } from "./payment-view.ts";

const day = z.iso.date({ error: "invalidDate" }).optional();

/** The staff filters over payments, as admin/payments and /admin/transactions take them. */
export const staffPaymentFiltersSchema = z.object({
  payment_type: z.enum(paymentTypes, { error: "invalidValue" }).optional(),
  payment_gateway: z.enum(paymentMethods, { error: "invalidValue" }).optional(),
  payment_status: z.enum(paymentStatuses, { error: "invalidValue" }).optional(),
  user_id: idInput().optional(),
  search: optionalText(100),
  from_date: day,
  to_date: day,
});
export type StaffPaymentFiltersInput = z.output<typeof staffPaymentFiltersSchema>;

export function staffPaymentFilters(input: StaffPaymentFiltersInput): StaffPaymentFilters {
  return {
    paymentType: input.payment_type,
    method: input.payment_gateway,
    status: input.payment_status,
    userId: input.user_id,
    search: input.search,
    from: input.from_date,
    to: input.to_date,
  };
}
