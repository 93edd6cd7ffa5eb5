import type { PaymentMethod } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { getSettings } from "../settings/get-settings.server.ts";

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
  vnpay: { enabled: boolean; tmnCode: string; hashSecret: string; paymentUrl: string };
  /** Stripe charges VND as a zero-decimal currency: the amount is whole VND. */
  stripe: { enabled: boolean; publishableKey: string; secretKey: string; webhookSecret: string; apiBase: string };
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
      paymentUrl: text(all.vnpay_payment_url),
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
      apiBase: text(all.stripe_api_base).replace(/\/+$/, ""),
    },
  };
}

/** The methods a payer may use now, in the order the payment dialog offers them. */
export function enabledMethods(config: PaymentConfig): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (config.vnpay.enabled) methods.push("vnpay");
  if (config.stripe.enabled) methods.push("stripe");
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
  };
}
