import { z } from "zod";
import { AppError } from "../../app/lib/errors.ts";
import { idInput, intInput, optionalText, pagingInput } from "../../app/lib/input-schemas.ts";
import { listPackages, packageName } from "../../app/modules/packages/list-packages.server.ts";
import { bankTransferInstructions } from "../../app/modules/payments/bank-transfer-instructions.server.ts";
import { failPayment } from "../../app/modules/payments/fail-payment.server.ts";
import { getPaymentReceipt } from "../../app/modules/payments/get-payment-receipt.server.ts";
import { paymentReceiptPdf, receiptFileName } from "../../app/modules/payments/payment-receipt-pdf.server.ts";
import { initiateBankTransfer } from "../../app/modules/payments/initiate-bank-transfer.server.ts";
import { getPayment, listMyPayments } from "../../app/modules/payments/list-payments.server.ts";
import { getPaymentConfig, listPublicPaymentSettings } from "../../app/modules/payments/payment-settings.server.ts";
import { lookUpOwnPayment } from "../../app/modules/payments/find-own-payment.server.ts";
import { paymentTypes, paymentView } from "../../app/modules/payments/payment-view.ts";
import { createFlutterwavePayment } from "../../app/modules/payments/flutterwave.server.ts";
import { createPaypalOrder } from "../../app/modules/payments/paypal.server.ts";
import { initializePaystackPayment } from "../../app/modules/payments/paystack.server.ts";
import { createStripeCheckoutSession, createStripePaymentIntent } from "../../app/modules/payments/stripe-checkout.server.ts";
import { createVnpayCheckout } from "../../app/modules/payments/vnpay-checkout.server.ts";
import { uploadBankReceipt } from "../../app/modules/payments/upload-bank-receipt.server.ts";
import { defineCall, type CallContext } from "./define-call.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { packageListAnswer, packageListOf } from "./answers/package.ts";
import {
  bankTransferAnswer,
  gatewayPaymentAnswer,
  paymentAnswer,
  paymentListAnswer,
  paymentSettingsAnswer,
  receiptAnswer,
  stripeIntentAnswer,
} from "./answers/payment.ts";

const fileInput = z.instanceof(File, { error: "fileRequired" });
/** A payment named by its transaction id (the member's and the staff's calls). */
export const transactionInput = z.object({ payment_transaction_id: idInput() });

/** get-package and get_package: one answer (the list as data; the running packages and all features beside it). */
const packageListInput = z.object({ platform_type: z.string().max(10).optional() });
async function answerPackages({ actor, lang, services, t }: CallContext<z.output<typeof packageListInput>, Actor | null>) {
  const { data, activePackages, allFeatures } = packageListOf(await listPackages(services.db, { actor, lang }), t);
  return { data, extraFields: { active_packages: activePackages, all_features: allFeatures } };
}

export const paymentCalls = [
  defineCall({
    method: "GET",
    path: "get-package",
    auth: "optional",
    tag: "Packages",
    summary:
      "Every active package as a list (price in whole VND, duration, features); beside it active_packages (for a signed-in user, the running packages with their usage) and all_features",
    input: packageListInput,
    output: packageListAnswer,
    handler: answerPackages,
  }),
  defineCall({
    method: "GET",
    path: "get_package",
    auth: "optional",
    tag: "Packages",
    summary: "The same answer as get-package (eBroker's web client spells it so)",
    input: packageListInput,
    output: packageListAnswer,
    handler: answerPackages,
  }),
  defineCall({
    method: "GET",
    path: "get_payment_settings",
    auth: "public",
    tag: "Payments",
    summary:
      'The payment methods as a list of {type, data}: eBroker\'s switches (stripe_gateway… "0"/"1") and public keys, then enabled_methods and each method\'s terms; never a secret',
    input: z.object({}),
    output: paymentSettingsAnswer,
    handler: async ({ services }) => ({ data: await listPublicPaymentSettings(services.db) }),
  }),
  defineCall({
    method: "POST",
    path: "initiate-bank-transfer",
    auth: "user",
    tag: "Payments",
    summary:
      "Opens a bank-transfer payment for a paid package: bank details, transfer note and VietQR code; a receipt file may come with it",
    input: z.object({ package_id: idInput(), file: fileInput.optional() }),
    output: bankTransferAnswer,
    handler: async ({ input, actor, services, lang, t }) => {
      const payment = await initiateBankTransfer(services, { actor, packageId: input.package_id, file: input.file });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      const config = await getPaymentConfig(services.db);
      return {
        data: {
          ...paymentView(payment, packageName(pkg, lang)),
          bank_transfer: bankTransferInstructions(config, payment, t("vietQrLabel")),
        },
        message: payment.receiptFile ? "receiptUploaded" : "bankTransferStarted",
        status: 201,
      };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-bank-transfer-details",
    auth: "user",
    tag: "Payments",
    summary: "The bank details, transfer note and VietQR code of the actor's own bank-transfer payment",
    input: transactionInput,
    output: bankTransferAnswer,
    handler: async ({ input, actor, services, lang, t }) => {
      const { payment, pkg } = await getPayment(services.db, { actor, transactionId: input.payment_transaction_id });
      if (payment.method !== "bank_transfer") throw new AppError("NOT_FOUND");
      const config = await getPaymentConfig(services.db);
      return {
        data: {
          ...paymentView(payment, packageName(pkg, lang)),
          bank_transfer: bankTransferInstructions(config, payment, t("vietQrLabel")),
        },
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "upload-bank-receipt-file",
    auth: "user",
    tag: "Payments",
    summary: "Uploads (or replaces) the receipt of the actor's own bank transfer: JPEG, PNG or PDF",
    input: z.object({ payment_transaction_id: idInput(), file: fileInput }),
    output: paymentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const payment = await uploadBankReceipt(services, { actor, transactionId: input.payment_transaction_id, file: input.file });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return { data: paymentView(payment, packageName(pkg, lang)), message: "receiptUploaded" };
    },
  }),
  defineCall({
    method: "POST",
    path: "create-payment-intent",
    auth: "user",
    tag: "Payments",
    summary: [
      "Opens an online payment for a paid package.",
      "stripe (the default): platform_type app answers a PaymentIntent client secret, web a Stripe Checkout page (payment_url);",
      "vnpay answers the signed VNPay URL;",
      "paystack initializes a Paystack transaction (amount in the staff-set currency's subunit)",
      "and answers its authorization_url (payment_url), access_code and paystack_public_key.",
      "The payer goes to payment_url; the gateway's signed webhook or the return page's server-to-server check confirms",
    ].join(" "),
    input: z.object({
      package_id: idInput(),
      platform_type: z.enum(["web", "app"], { error: "invalidValue" }).default("web"),
      payment_method: z.enum(["vnpay", "stripe", "paystack"], { error: "paymentMethodDisabled" }).default("stripe"),
    }),
    output: gatewayPaymentAnswer,
    handler: async ({ input, actor, services, lang, ip }): Promise<{ data: Record<string, unknown>; status: 201 }> => {
      const view = async (payment: Parameters<typeof paymentView>[0]) => {
        const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
        return paymentView(payment, packageName(pkg, lang));
      };
      if (input.payment_method === "stripe" && input.platform_type === "app") {
        const { payment, clientSecret, publishableKey } = await createStripePaymentIntent(services, {
          actor,
          packageId: input.package_id,
        });
        return {
          data: {
            ...(await view(payment)),
            payment_intent_id: payment.gatewayReference,
            client_secret: clientSecret,
            publishable_key: publishableKey,
          },
          status: 201 as const,
        };
      }
      if (input.payment_method === "stripe") {
        const { payment, checkoutUrl } = await createStripeCheckoutSession(services, { actor, packageId: input.package_id });
        return {
          data: { ...(await view(payment)), checkout_session_id: payment.gatewayReference, payment_url: checkoutUrl },
          status: 201 as const,
        };
      }
      if (input.payment_method === "paystack") {
        const { payment, authorizationUrl, accessCode, publicKey } = await initializePaystackPayment(services, {
          actor,
          packageId: input.package_id,
        });
        return {
          data: { ...(await view(payment)), payment_url: authorizationUrl, access_code: accessCode, paystack_public_key: publicKey },
          status: 201 as const,
        };
      }
      const { payment, paymentUrl } = await createVnpayCheckout(services, { actor, packageId: input.package_id, ip, lang });
      return { data: { ...(await view(payment)), payment_url: paymentUrl }, status: 201 as const };
    },
  }),
  defineCall({
    method: "POST",
    path: "createPaymentIntent",
    auth: "user",
    tag: "Payments",
    summary:
      "eBroker's web client's Stripe card payment: a PaymentIntent for the package (its price in whole VND, whatever amount or currency the form sends); answers its id and client_secret. Only Stripe's signed webhook confirms",
    input: z
      .object({
        package_id: idInput(),
        amount: z.string().max(32).optional(),
        currency: z.string().max(10).optional(),
        description: optionalText(500),
      })
      .loose(),
    output: stripeIntentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const { payment, clientSecret, publishableKey } = await createStripePaymentIntent(services, { actor, packageId: input.package_id });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return {
        data: {
          ...paymentView(payment, packageName(pkg, lang)),
          id: payment.gatewayReference ?? "",
          payment_intent_id: payment.gatewayReference ?? "",
          client_secret: clientSecret,
          publishable_key: publishableKey,
        },
        status: 201,
      };
    },
  }),
  defineCall({
    method: "POST",
    path: "confirmPayment",
    auth: "user",
    tag: "Payments",
    summary:
      "The status the server knows of the actor's own Stripe payment (paymentIntentId). It confirms nothing: only Stripe's signed webhook does; until then the payment stays processing",
    input: z.object({ paymentIntentId: z.string({ error: "invalidValue" }).min(1).max(255) }),
    output: paymentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const payment = await lookUpOwnPayment(services.db, {
        actor,
        method: "stripe",
        reference: input.paymentIntentId,
        by: "gatewayReference",
      });
      if (!payment) throw new AppError("NOT_FOUND");
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      const messages = { success: "paymentSucceeded", processing: "paymentProcessing", fail: "paymentFailed" } as const;
      return { data: paymentView(payment, packageName(pkg, lang)), message: messages[payment.status] };
    },
  }),
  defineCall({
    method: "GET",
    path: "paypal",
    auth: "user",
    tag: "Payments",
    summary:
      "Opens a PayPal payment for a paid package (amount, when given, must be its price in whole VND): a PayPal order in the staff-set currency; answers the approve link (payment_url) to send the payer to. Capture on return and PayPal's verified webhook confirm",
    input: z.object({ package_id: idInput(), amount: intInput().positive({ error: "invalidValue" }).optional() }),
    output: gatewayPaymentAnswer.extend({ order_id: z.string().nullable() }),
    handler: async ({ input, actor, services, lang }) => {
      const { payment, approveUrl } = await createPaypalOrder(services, {
        actor,
        packageId: input.package_id,
        amount: input.amount,
      });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return { data: { ...paymentView(payment, packageName(pkg, lang)), order_id: payment.gatewayReference, payment_url: approveUrl } };
    },
  }),
  defineCall({
    method: "POST",
    path: "flutterwave",
    auth: "user",
    tag: "Payments",
    summary:
      "Opens a Flutterwave payment for a paid package (tx_ref is our reference, the amount in the staff-set currency); answers the hosted payment link (payment_url). Flutterwave's webhook and the return page confirm by verifying the transaction with Flutterwave",
    input: z.object({ package_id: idInput() }),
    output: gatewayPaymentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const { payment, link } = await createFlutterwavePayment(services, { actor, packageId: input.package_id });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return { data: { ...paymentView(payment, packageName(pkg, lang)), payment_url: link }, status: 201 };
    },
  }),
  defineCall({
    method: "GET",
    path: "get_payment_details",
    auth: "user",
    tag: "Payments",
    summary: "The actor's payments, newest first; payment_type filters online or bank_transfer",
    input: z.object({ ...pagingInput, payment_type: z.enum(paymentTypes, { error: "invalidValue" }).optional() }),
    output: paymentListAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const { rows, total } = await listMyPayments(services.db, {
        actor,
        offset: input.offset,
        limit: input.limit,
        paymentType: input.payment_type,
        lang,
      });
      return { data: rows, total };
    },
  }),
  defineCall({
    method: "POST",
    path: "payment-transaction-fail",
    auth: "user",
    tag: "Payments",
    summary: "Marks the actor's own processing payment as failed (a cancelled checkout); nothing is activated",
    input: transactionInput,
    output: paymentAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const payment = await failPayment(services.db, { actor, transactionId: input.payment_transaction_id });
      const { pkg } = await getPayment(services.db, { actor, transactionId: payment.id });
      return { data: paymentView(payment, packageName(pkg, lang)), message: "paymentCanceled" };
    },
  }),
  defineCall({
    method: "GET",
    path: "get-payment-receipt",
    auth: "user",
    tag: "Payments",
    summary:
      "The receipt of the actor's own successful payment, with the company's details: JSON in the envelope by default; format=pdf answers the receipt itself as a PDF file (application/pdf, an attachment) in the request's language",
    input: transactionInput.extend({ format: z.enum(["json", "pdf"]).optional() }),
    fileTypes: ["application/pdf"],
    output: receiptAnswer,
    handler: async ({ input, actor, services, lang }) => {
      const receipt = await getPaymentReceipt(services.db, { actor, transactionId: input.payment_transaction_id, lang });
      if (input.format !== "pdf") return { data: receipt };
      return {
        data: null,
        file: { body: await paymentReceiptPdf(receipt, lang), contentType: "application/pdf", fileName: receiptFileName(receipt) },
      };
    },
  }),
];
