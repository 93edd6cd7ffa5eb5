import { z } from "zod";
import { idInput, optionalText, pagingInput } from "../../app/lib/input-schemas.ts";
import { packageName } from "../../app/modules/packages/list-packages.server.ts";
import { decideBankTransfer } from "../../app/modules/payments/decide-bank-transfer.server.ts";
import { getPayment, getPaymentForStaff, listPaymentsForStaff } from "../../app/modules/payments/list-payments.server.ts";
import { paymentSettingsSchema } from "../../app/modules/payments/payment-settings-schema.ts";
import { getStaffPaymentSettings, updatePaymentSettings } from "../../app/modules/payments/staff-payment-settings.server.ts";
import { paymentView } from "../../app/modules/payments/payment-view.ts";
import { staffPaymentFilters, staffPaymentFiltersSchema } from "../../app/modules/payments/staff-payment-filters.ts";
import { defineCall } from "./define-call.ts";
import { paymentAnswer, staffPaymentAnswer } from "./answers/payment.ts";
import { transactionInput } from "./payments.ts";

/** The staff's payment calls: every payment, one with its gateway confirmations, bank-transfer decisions, the payment settings. */
export const staffPaymentCalls = [
  defineCall({
    method: "GET",
    path: "admin/payments",
    auth: "staff",
    tag: "Admin",
    summary:
      "Every payment (search by reference, name or e-mail; filter by type, gateway, state, payer and days from_date..to_date in Vietnam time); queue=1 lists bank transfers awaiting verification",
    input: staffPaymentFiltersSchema.extend({ ...pagingInput, queue: z.enum(["1", "0"]).optional() }),
    output: z.array(staffPaymentAnswer),
    handler: async ({ input, services, lang }) => {
      const { rows, total } = await listPaymentsForStaff(services.db, {
        ...staffPaymentFilters(input),
        offset: input.offset,
        limit: input.limit,
        queue: input.queue === "1",
        lang,
      });
      return { data: rows, total };
    },
  }),
  defineCall({
    method: "GET",
    path: "admin/transaction",
    auth: "staff",
    tag: "Admin",
    summary: "One payment with its payer and every gateway confirmation kept for it (payment_events), oldest first",
    input: transactionInput,
    output: staffPaymentAnswer,
    handler: async ({ input, services, lang }) => ({
      data: await getPaymentForStaff(services.db, { transactionId: input.payment_transaction_id, lang }),
    }),
  }),
  defineCall({
    method: "POST",
    path: "admin/bank-transfer-decision",
    auth: "staff",
    tag: "Admin",
    summary: "Approves a bank-transfer receipt (the package starts) or rejects it with a reason (the user re-uploads)",
    input: z.object({
      payment_transaction_id: idInput(),
      decision: z.enum(["approve", "reject"], { error: "invalidValue" }),
      reason: optionalText(500),
    }),
    output: paymentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const payment = await decideBankTransfer(services, {
        actor,
        transactionId: input.payment_transaction_id,
        decision: input.decision,
        reason: input.reason,
      });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return {
        data: paymentView(payment, packageName(pkg, lang)),
        message: input.decision === "approve" ? "bankTransferApproved" : "bankTransferRejected",
      };
    },
  }),
  defineCall({
    method: "GET",
    path: "admin/payment-settings",
    auth: "staff",
    tag: "Admin",
    summary: "The payment methods, the bank-transfer account, the gateways' codes and the currency display; secrets only masked",
    input: z.object({}),
    output: z.record(z.string(), z.unknown()),
    handler: async ({ services }) => ({ data: await getStaffPaymentSettings(services.db) }),
  }),
  defineCall({
    method: "POST",
    path: "admin/update-payment-settings",
    auth: "staff",
    tag: "Admin",
    summary:
      "Changes the payment settings it names and nothing else (a status, key or account field left out keeps what is stored; an unknown key is refused by name); a method switched on must have what it needs, given or stored; applies from the next payment. Answers the settings with secrets masked",
    input: paymentSettingsSchema,
    output: z.record(z.string(), z.unknown()),
    handler: async ({ input, actor, services }) => ({
      data: await updatePaymentSettings(services.db, { actor, values: input }),
      message: "paymentSettingsSaved",
    }),
  }),
];
