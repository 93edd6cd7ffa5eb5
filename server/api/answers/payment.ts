import { z } from "zod";

/** A payment as every payment call answers it (app/modules/payments/payment-view.ts): whole VND. */
export const paymentAnswer = z
  .object({
    id: z.number().int(),
    payment_transaction_id: z.number().int(),
    user_id: z.number().int().nullable(),
    package_id: z.number().int(),
    package_name: z.string(),
    reference: z.string(),
    transfer_note: z.string().nullable(),
    payment_gateway: z.string(),
    payment_type: z.enum(["online", "bank_transfer"]),
    amount: z.number().int(),
    currency: z.string(),
    charged_amount: z.number().int(),
    payment_status: z.enum(["processing", "success", "fail"]),
    bank_transfer_status: z.string().nullable(),
    has_receipt_file: z.boolean(),
    receipt_uploaded_at: z.string().nullable(),
    reject_reason: z.string().nullable(),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    transaction_id: z.string(),
    status: z.enum(["0", "1"]),
    updated_at: z.string(),
    package: z.object({ id: z.number().int(), name: z.string(), price: z.number().int() }),
  })
  .loose();

export const paymentListAnswer = z.array(paymentAnswer);

/** A payment opened at a gateway: the payment and what the payer's client needs (payment_url, client_secret…). */
export const gatewayPaymentAnswer = paymentAnswer.extend({
  payment_url: z.string().optional(),
  client_secret: z.string().optional(),
  publishable_key: z.string().optional(),
  payment_intent_id: z.string().nullable().optional(),
});

/** createPaymentIntent: what eBroker's web client reads (StripeModal.jsx: client_secret, id). */
export const stripeIntentAnswer = paymentAnswer.extend({ id: z.string(), client_secret: z.string(), publishable_key: z.string() });

/** get_payment_settings: a list of {type, data}, as both of eBroker's clients read it. */
export const paymentSettingsAnswer = z.array(z.object({ type: z.string(), data: z.unknown() }));

/** A bank transfer: the payment with the account, the transfer note and the VietQR code. */
export const bankTransferAnswer = paymentAnswer.extend({ bank_transfer: z.object({}).loose() });

/** get-payment-receipt (JSON): the receipt with the company, the customer, the payment and the package. */
export const receiptAnswer = z
  .object({
    receipt_number: z.string(),
    issued_at: z.string(),
    company: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
    customer: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
    payment: paymentAnswer,
    package: z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() }),
  })
  .nullable();

/** Staff's payment rows and one payment with its payer and gateway confirmations. */
export const staffPaymentAnswer = paymentAnswer.loose();
