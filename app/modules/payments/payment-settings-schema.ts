import { z } from "zod";
import { flagInput, intInput, optionalText } from "../../lib/input-schemas.ts";
import { gatewayCurrencies, type ConvertingGateway } from "./gateway-currency.ts";
import { vietnamBanks } from "./vietnam-banks.ts";

const bins = vietnamBanks.map((bank) => bank.bin) as [string, ...string[]];
const off = flagInput.default(false);
const pattern = (max: number, regex: RegExp, message: string) =>
  z.string({ error: "invalidValue" }).trim().max(max, { error: "textTooLong" }).regex(regex, { error: message }).optional();

/** A currency the gateway takes (it cannot charge VND). */
const currencyOf = (gateway: ConvertingGateway) =>
  z.enum(Object.keys(gatewayCurrencies[gateway]) as [string, ...string[]], { error: "gatewayCurrencyInvalid" }).optional();
/** VND per one unit of the gateway's currency: a whole number. */
const rateVnd = intInput("exchangeRateInvalid")
  .min(1, { error: "exchangeRateInvalid" })
  .max(100_000_000, { error: "exchangeRateInvalid" })
  .optional();

/** The gateway secrets: write-only. An absent one keeps what is stored; none is ever answered back. */
export const paymentSecretKeys = [
  "vnpay_hash_secret",
  "stripe_secret_key",
  "stripe_webhook_secret",
  "paypal_client_secret",
  "paystack_secret_key",
  "flutterwave_secret_key",
  "flutterwave_secret_hash",
] as const;
export type PaymentSecretKey = (typeof paymentSecretKeys)[number];

/**
 * The payment settings as staff write them (form and admin/update-payment-settings alike):
 * which methods are on, the account that receives bank transfers (its bank chosen by NAPAS
 * BIN) and the gateways' codes and keys; how amounts are displayed is a general setting. A
 * method switched on needs what it runs on; the secrets it needs may already be stored (checked on the server).
 */
export const paymentSettingsSchema = z
  .object({
    bank_transfer_status: off,
    bank_bin: z.enum(bins, { error: "bankBinInvalid" }).optional(),
    account_number: pattern(19, /^[A-Za-z0-9]{1,19}$/, "accountNumberInvalid"),
    account_name: optionalText(70),
    vnpay_status: off,
    vnpay_tmn_code: pattern(20, /^[A-Za-z0-9]+$/, "invalidValue"),
    vnpay_hash_secret: optionalText(200),
    vnpay_payment_url: z
      .url({ protocol: /^https?$/, error: "urlInvalid" })
      .max(300, { error: "textTooLong" })
      .optional(),
    stripe_status: off,
    stripe_publishable_key: pattern(200, /^pk_(test|live)_[A-Za-z0-9]+$/, "stripePublishableKeyInvalid"),
    stripe_secret_key: pattern(200, /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "stripeSecretKeyInvalid"),
    stripe_webhook_secret: pattern(200, /^whsec_[A-Za-z0-9]+$/, "stripeWebhookSecretInvalid"),
    paypal_status: off,
    paypal_client_id: pattern(200, /^[A-Za-z0-9_-]+$/, "invalidValue"),
    paypal_client_secret: pattern(200, /^[A-Za-z0-9_-]+$/, "invalidValue"),
    paypal_webhook_id: pattern(64, /^[A-Za-z0-9_-]+$/, "invalidValue"),
    paypal_currency: currencyOf("paypal"),
    paypal_rate_vnd: rateVnd,
    paystack_status: off,
    paystack_public_key: pattern(200, /^pk_(test|live)_[A-Za-z0-9]+$/, "paystackPublicKeyInvalid"),
    paystack_secret_key: pattern(200, /^sk_(test|live)_[A-Za-z0-9]+$/, "paystackSecretKeyInvalid"),
    paystack_currency: currencyOf("paystack"),
    paystack_rate_vnd: rateVnd,
    flutterwave_status: off,
    flutterwave_secret_key: pattern(200, /^FLWSECK(_TEST)?-[A-Za-z0-9-]+$/, "flutterwaveSecretKeyInvalid"),
    flutterwave_secret_hash: optionalText(200),
    flutterwave_currency: currencyOf("flutterwave"),
    flutterwave_rate_vnd: rateVnd,
  })
  .superRefine(
    (input, issues) => {
      const need = (field: keyof typeof input, message: string) => {
        if (!input[field]) issues.addIssue({ code: "custom", path: [field], message });
      };
      if (input.bank_transfer_status) {
        need("bank_bin", "bankBinInvalid");
        need("account_number", "accountNumberRequired");
        need("account_name", "accountNameRequired");
      }
      if (input.vnpay_status) need("vnpay_tmn_code", "vnpayTmnCodeRequired");
      if (input.stripe_status) need("stripe_publishable_key", "stripePublishableKeyInvalid");
      for (const gateway of ["paypal", "paystack", "flutterwave"] as const) {
        if (!input[`${gateway}_status`]) continue;
        need(`${gateway}_currency`, "gatewayCurrencyInvalid");
        need(`${gateway}_rate_vnd`, "exchangeRateInvalid");
      }
      if (input.paypal_status) {
        need("paypal_client_id", "paypalClientIdRequired");
        need("paypal_webhook_id", "paypalWebhookIdRequired");
      }
      if (input.paystack_status) need("paystack_public_key", "paystackPublicKeyInvalid");
    },
    // Runs even when a field failed, so one submit names every problem.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;
