import type { PaymentMethod } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { convertFromVnd, currencyDecimals, decimalAmount, gatewayCurrencies, type ConvertingGateway } from "./gateway-currency.ts";
import { getSettings } from "../settings/get-settings.server.ts";
import { gatewayEndpoints, gatewayMode, type GatewayHostEnv, type GatewayMode } from "./gateway-hosts.ts";

/** Where the money goes for a bank transfer (shown to the payer and drawn into the VietQR code). */
export interface BankDetails {
  bank_name: string;
  /** The bank's NAPAS BIN (six digits), the VietQR beneficiary bank id. */
  bank_bin: string;
  account_number: string;
  account_name: string;
}

/** The payment configuration the server works with, secrets included: never sent to a browser. */
export interface PaymentConfig {
  bankTransfer: { enabled: boolean; details: BankDetails };
  vnpay: { enabled: boolean; tmnCode: string; hashSecret: string; mode: GatewayMode };
  /** Stripe charges VND as a zero-decimal currency: the amount is whole VND. */
  stripe: { enabled: boolean; publishableKey: string; secretKey: string; webhookSecret: string };
  /** PayPal Orders v2: OAuth2 client credentials; webhooks signed by PayPal over our webhookId (paypal-webhook-signature.server.ts). */
  paypal: GatewayCharge & { enabled: boolean; clientId: string; clientSecret: string; webhookId: string; mode: GatewayMode };
  /** Paystack: the secret key authorizes calls and signs webhooks (HMAC-SHA512). */
  paystack: GatewayCharge & { enabled: boolean; publicKey: string; secretKey: string };
  /** Flutterwave v3: the secret key authorizes calls; webhooks carry the secret hash staff set (verif-hash). */
  flutterwave: GatewayCharge & { enabled: boolean; secretKey: string; secretHash: string };
}

/** The payment configuration with where each gateway is called (gateway-hosts.ts): what the calls to a gateway need. */
export interface GatewayConfig extends PaymentConfig {
  vnpay: PaymentConfig["vnpay"] & { paymentUrl: string };
  stripe: PaymentConfig["stripe"] & { apiBase: string };
  paypal: PaymentConfig["paypal"] & { apiBase: string };
  paystack: PaymentConfig["paystack"] & { apiBase: string };
  flutterwave: PaymentConfig["flutterwave"] & { apiBase: string };
}

/** What a gateway that cannot charge VND charges in: a currency it takes and VND per one unit of it. */
export interface GatewayCharge {
  currency: string;
  rateVnd: number;
  decimals: number;
}

function charge(gateway: ConvertingGateway, all: Record<string, unknown>): GatewayCharge {
  const currency = text(all[`${gateway}_currency`]).toUpperCase();
  const rate = Number(all[`${gateway}_rate_vnd`]);
  const known = Object.hasOwn(gatewayCurrencies[gateway], currency);
  return {
    currency: known ? currency : "",
    rateVnd: Number.isSafeInteger(rate) && rate > 0 ? rate : 0,
    decimals: known ? currencyDecimals(gateway, currency) : 2,
  };
}

const isChargeSet = (c: GatewayCharge) => Boolean(c.currency) && c.rateVnd > 0;

/** A whole-VND price as a gateway charges it: the smallest-unit integer and its decimal text. */
export function chargeFor(amountVnd: number, c: GatewayCharge): { amount: number; text: string } {
  const amount = convertFromVnd(amountVnd, c.rateVnd, c.decimals);
  return { amount, text: decimalAmount(amount, c.decimals) };
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function flag(value: unknown): boolean {
  return value === true || value === "1" || value === 1;
}

export async function getPaymentConfig(db: Db): Promise<PaymentConfig> {
  const all = await getSettings(db);
  const bank = (all.bank_transfer_details && typeof all.bank_transfer_details === "object" ? all.bank_transfer_details : {}) as Record<
    string,
    unknown
  >;
  const paypalCharge = charge("paypal", all);
  const paystackCharge = charge("paystack", all);
  const flutterwaveCharge = charge("flutterwave", all);
  return {
    bankTransfer: {
      // Bank transfer needs an account to pay into; without one it is off whatever the switch says.
      enabled: flag(all.bank_transfer_status) && Boolean(text(bank.account_number)) && Boolean(text(bank.bank_bin)),
      details: {
        bank_name: text(bank.bank_name),
        bank_bin: text(bank.bank_bin),
        account_number: text(bank.account_number),
        account_name: text(bank.account_name),
      },
    },
    vnpay: {
      enabled: flag(all.vnpay_status) && Boolean(text(all.vnpay_tmn_code)) && Boolean(text(all.vnpay_hash_secret)),
      tmnCode: text(all.vnpay_tmn_code),
      hashSecret: text(all.vnpay_hash_secret),
      mode: gatewayMode(all.vnpay_mode, "sandbox"),
    },
    stripe: {
      enabled:
        flag(all.stripe_status) &&
        Boolean(text(all.stripe_publishable_key)) &&
        Boolean(text(all.stripe_secret_key)) &&
        Boolean(text(all.stripe_webhook_secret)),
      publishableKey: text(all.stripe_publishable_key),
      secretKey: text(all.stripe_secret_key),
      webhookSecret: text(all.stripe_webhook_secret),
    },
    paypal: {
      ...paypalCharge,
      enabled:
        flag(all.paypal_status) &&
        isChargeSet(paypalCharge) &&
        Boolean(text(all.paypal_client_id)) &&
        Boolean(text(all.paypal_client_secret)) &&
        Boolean(text(all.paypal_webhook_id)),
      clientId: text(all.paypal_client_id),
      clientSecret: text(all.paypal_client_secret),
      webhookId: text(all.paypal_webhook_id),
      mode: gatewayMode(all.paypal_mode, "live"),
    },
    paystack: {
      ...paystackCharge,
      enabled:
        flag(all.paystack_status) &&
        isChargeSet(paystackCharge) &&
        Boolean(text(all.paystack_public_key)) &&
        Boolean(text(all.paystack_secret_key)),
      publicKey: text(all.paystack_public_key),
      secretKey: text(all.paystack_secret_key),
    },
    flutterwave: {
      ...flutterwaveCharge,
      enabled:
        flag(all.flutterwave_status) &&
        isChargeSet(flutterwaveCharge) &&
        Boolean(text(all.flutterwave_secret_key)) &&
        Boolean(text(all.flutterwave_secret_hash)),
      secretKey: text(all.flutterwave_secret_key),
      secretHash: text(all.flutterwave_secret_hash),
    },
  };
}

/** The payment configuration and the hosts its secrets may be sent to: the environment's, or the gateways' own. */
export async function getGatewayConfig(deps: { db: Db; env: GatewayHostEnv }): Promise<GatewayConfig> {
  const config = await getPaymentConfig(deps.db);
  const hosts = gatewayEndpoints(deps.env, { paypal: config.paypal.mode, vnpay: config.vnpay.mode });
  return {
    ...config,
    vnpay: { ...config.vnpay, paymentUrl: hosts.vnpay },
    stripe: { ...config.stripe, apiBase: hosts.stripe },
    paypal: { ...config.paypal, apiBase: hosts.paypal },
    paystack: { ...config.paystack, apiBase: hosts.paystack },
    flutterwave: { ...config.flutterwave, apiBase: hosts.flutterwave },
  };
}

/** The methods a payer may use now, in the order the payment dialog offers them. */
export function enabledMethods(config: PaymentConfig): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (config.vnpay.enabled) methods.push("vnpay");
  if (config.stripe.enabled) methods.push("stripe");
  if (config.paypal.enabled) methods.push("paypal");
  if (config.paystack.enabled) methods.push("paystack");
  if (config.flutterwave.enabled) methods.push("flutterwave");
  if (config.bankTransfer.enabled) methods.push("bank_transfer");
  return methods;
}

/**
 * get_payment_settings: the enabled methods with what a browser needs to use them (bank
 * details; public keys when a gateway has one). Secrets never appear here.
 */
export async function getPublicPaymentSettings(db: Db) {
  const config = await getPaymentConfig(db);
  const methods = enabledMethods(config);
  return {
    enabled_methods: methods,
    bank_transfer: config.bankTransfer.enabled ? { status: true, ...config.bankTransfer.details } : { status: false },
    vnpay: { status: config.vnpay.enabled, currency: "VND" },
    stripe: config.stripe.enabled ? { status: true, publishable_key: config.stripe.publishableKey, currency: "VND" } : { status: false },
    paypal: config.paypal.enabled ? { status: true, ...chargeTerms(config.paypal) } : { status: false },
    paystack: config.paystack.enabled
      ? { status: true, paystack_public_key: config.paystack.publicKey, ...chargeTerms(config.paystack) }
      : { status: false },
    flutterwave: config.flutterwave.enabled ? { status: true, ...chargeTerms(config.flutterwave) } : { status: false },
  };
}

/**
 * get_payment_settings as eBroker's clients read it: a list of `{type, data}`, switches as "0"/"1"
 * (stripe_gateway, paystack_gateway, paypal_gateway, flutterwave_status, bank_transfer_status…)
 * and public keys, followed by our own entries (enabled_methods, and each method's terms).
 */
export async function listPublicPaymentSettings(db: Db): Promise<{ type: string; data: unknown }[]> {
  const config = await getPaymentConfig(db);
  const ours = await getPublicPaymentSettings(db);
  const onOff = (on: boolean) => (on ? "1" : "0");
  const flat: Record<string, unknown> = {
    bank_transfer_status: onOff(config.bankTransfer.enabled),
    vnpay_gateway: onOff(config.vnpay.enabled),
    stripe_gateway: onOff(config.stripe.enabled),
    stripe_publishable_key: config.stripe.enabled ? config.stripe.publishableKey : "",
    stripe_currency: "VND",
    paypal_gateway: onOff(config.paypal.enabled),
    paypal_currency: config.paypal.currency,
    paystack_gateway: onOff(config.paystack.enabled),
    paystack_public_key: config.paystack.enabled ? config.paystack.publicKey : "",
    paystack_currency: config.paystack.currency,
    flutterwave_status: onOff(config.flutterwave.enabled),
    flutterwave_currency: config.flutterwave.currency,
    // Razorpay is not offered here.
    razorpay_gateway: "0",
    razor_key: "",
  };
  return [...Object.entries(flat), ...Object.entries(ours)].map(([type, data]) => ({ type, data }));
}

function chargeTerms(c: GatewayCharge) {
  return { currency: c.currency, rate_vnd: c.rateVnd };
}

/**
 * What each enabled method charges for a whole-VND price, for the payment dialog: null for
 * the VND methods, "7.96 USD" for a gateway that converts.
 */
export function chargePreviews(config: PaymentConfig, amountVnd: number): Partial<Record<PaymentMethod, string | null>> {
  const previews: Partial<Record<PaymentMethod, string | null>> = {};
  for (const method of enabledMethods(config)) {
    const terms = method === "paypal" || method === "paystack" || method === "flutterwave" ? config[method] : null;
    previews[method] = terms ? `${chargeFor(amountVnd, terms).text} ${terms.currency}` : null;
  }
  return previews;
}
