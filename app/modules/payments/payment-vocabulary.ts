/** The payment methods and states as stored; pages and handlers read them here, never from the tables. */
export { paymentMethods, paymentStatuses, type PaymentMethod, type PaymentStatus } from "../../../db/schema/payments.ts";
