import { z } from "zod";
import { flagInput, intInput, optionalText } from "../../lib/input-schemas.ts";
import { gatewayCurrencies, type ConvertingGateway } from "./gateway-currency.ts";
import { gatewayModes } from "./gateway-hosts.ts";
import { vietnamBanks } from "./vietnam-banks.ts";

const bins = vietnamBanks.map((bank) => bank.bin) as [string, ...string[]];
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

/** A method's switch: absent leaves it as it is. */
const status = flagInput.optional();
const mode = z.enum(gatewayModes, { error: "invalidValue" }).optional();

/**
 * The payment settings as staff write them (form and admin/update-payment-settings alike):
 * which methods are on, the account that receives bank transfers (its bank chosen by NAPAS
 * BIN), the gateways' codes, keys and sandbox/live switches; how amounts are displayed is a
 * general setting. Every field is optional: an update changes what it names and nothing else.
 * Whether a method switched on has what it runs on is checked on the server against the
 * stored settings too (staff-payment-settings.server.ts). Where a gateway is called is never
 * a setting (gateway-hosts.ts).
 */
export const paymentSettingsShape = {
  bank_transfer_status: status,
  bank_bin: z.enum(bins, { error: "bankBinInvalid" }).optional(),
  account_number: pattern(19, /^[A-Za-z0-9]{1,19}$/, "accountNumberInvalid"),
  account_name: optionalText(70),
  vnpay_status: status,
  vnpay_mode: mode,
  vnpay_tmn_code: pattern(20, /^[A-Za-z0-9]+$/, "invalidValue"),
  vnpay_hash_secret: optionalText(200),
  stripe_status: status,
  stripe_publishable_key: pattern(200, /^pk_(test|live)_[A-Za-z0-9]+$/, "stripePublishableKeyInvalid"),
  stripe_secret_key: pattern(200, /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "stripeSecretKeyInvalid"),
  stripe_webhook_secret: pattern(200, /^whsec_[A-Za-z0-9]+$/, "stripeWebhookSecretInvalid"),
  paypal_status: status,
  paypal_mode: mode,
  paypal_client_id: pattern(200, /^[A-Za-z0-9_-]+$/, "invalidValue"),
  paypal_client_secret: pattern(200, /^[A-Za-z0-9_-]+$/, "invalidValue"),
  paypal_webhook_id: pattern(64, /^[A-Za-z0-9_-]+$/, "invalidValue"),
  paypal_currency: currencyOf("paypal"),
  paypal_rate_vnd: rateVnd,
  paystack_status: status,
  paystack_public_key: pattern(200, /^pk_(test|live)_[A-Za-z0-9]+$/, "paystackPublicKeyInvalid"),
  paystack_secret_key: pattern(200, /^sk_(test|live)_[A-Za-z0-9]+$/, "paystackSecretKeyInvalid"),
  paystack_currency: currencyOf("paystack"),
  paystack_rate_vnd: rateVnd,
  flutterwave_status: status,
  flutterwave_secret_key: pattern(200, /^FLWSECK(_TEST)?-[A-Za-z0-9-]+$/, "flutterwaveSecretKeyInvalid"),
  flutterwave_secret_hash: optionalText(200),
  flutterwave_currency: currencyOf("flutterwave"),
  flutterwave_rate_vnd: rateVnd,
};

/** admin/update-payment-settings: the fields it names; a key it does not know is refused by name. */
export const paymentSettingsSchema = z.strictObject({
  ...paymentSettingsShape,
  /** The answer's language (every call reads it from the query). */
  lang: z.string().max(10).optional(),
});
export type PaymentSettingsInput = Omit<z.output<typeof paymentSettingsSchema>, "lang">;

/** The settings page's text fields: the page shows every one, so one left empty is cleared. */
const pageTextFields = [
  "account_number",
  "account_name",
  "vnpay_tmn_code",
  "stripe_publishable_key",
  "paypal_client_id",
  "paypal_webhook_id",
  "paystack_public_key",
] as const;
const pageStatusFields = [
  "bank_transfer_status",
  "vnpay_status",
  "stripe_status",
  "paypal_status",
  "paystack_status",
  "flutterwave_status",
] as const;

/**
 * The settings page's form as an update: a box left unticked is off, an emptied text field is
 * cleared; a secret left empty keeps the stored one (as through the API).
 */
export function readPaymentSettingsForm(input: Record<string, unknown>): PaymentSettingsInput {
  const values = z.object(paymentSettingsShape).parse(input);
  const page: PaymentSettingsInput = { ...values };
  for (const key of pageStatusFields) page[key] = values[key] ?? false;
  for (const key of pageTextFields) page[key] = values[key] ?? "";
  return page;
}
