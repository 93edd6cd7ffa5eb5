import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { getSettings, updateSettings } from "../settings/get-settings.server.ts";
import { maskSecret } from "../settings/secret-settings.ts";
import type { SettingKey } from "../settings/setting-definitions.ts";
import { paymentSecretKeys, type PaymentSecretKey, type PaymentSettingsInput } from "./payment-settings-schema.ts";
import { enabledMethods, getPaymentConfig } from "./payment-settings.server.ts";
import { bankByBin } from "./vietnam-banks.ts";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A stored rate (VND per unit), or null while none is set. */
function rate(value: unknown): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function flag(value: unknown): boolean {
  return value === true || value === "1" || value === 1;
}

/**
 * The payment settings as the staff page and admin/payment-settings show them. Secrets
 * appear only masked; `enabled_methods` is what payers are offered now (a method switched
 * on without what it needs stays off).
 */
export async function getStaffPaymentSettings(db: Db) {
  const all = await getSettings(db);
  const bank = (all.bank_transfer_details && typeof all.bank_transfer_details === "object" ? all.bank_transfer_details : {}) as Record<
    string,
    unknown
  >;
  const config = await getPaymentConfig(db);
  return {
    bank_transfer_status: flag(all.bank_transfer_status),
    bank_bin: text(bank.bank_bin),
    bank_name: text(bank.bank_name),
    account_number: text(bank.account_number),
    account_name: text(bank.account_name),
    vnpay_status: flag(all.vnpay_status),
    vnpay_tmn_code: text(all.vnpay_tmn_code),
    vnpay_payment_url: text(all.vnpay_payment_url),
    vnpay_hash_secret: maskSecret(text(all.vnpay_hash_secret)),
    stripe_status: flag(all.stripe_status),
    stripe_publishable_key: text(all.stripe_publishable_key),
    stripe_secret_key: maskSecret(text(all.stripe_secret_key)),
    stripe_webhook_secret: maskSecret(text(all.stripe_webhook_secret)),
    paypal_status: flag(all.paypal_status),
    paypal_client_id: text(all.paypal_client_id),
    paypal_client_secret: maskSecret(text(all.paypal_client_secret)),
    paypal_webhook_id: text(all.paypal_webhook_id),
    paypal_currency: text(all.paypal_currency),
    paypal_rate_vnd: rate(all.paypal_rate_vnd),
    paystack_status: flag(all.paystack_status),
    paystack_public_key: text(all.paystack_public_key),
    paystack_secret_key: maskSecret(text(all.paystack_secret_key)),
    paystack_currency: text(all.paystack_currency),
    paystack_rate_vnd: rate(all.paystack_rate_vnd),
    flutterwave_status: flag(all.flutterwave_status),
    flutterwave_secret_key: maskSecret(text(all.flutterwave_secret_key)),
    flutterwave_secret_hash: maskSecret(text(all.flutterwave_secret_hash)),
    flutterwave_currency: text(all.flutterwave_currency),
    flutterwave_rate_vnd: rate(all.flutterwave_rate_vnd),
    enabled_methods: enabledMethods(config),
  };
}
export type StaffPaymentSettings = Awaited<ReturnType<typeof getStaffPaymentSettings>>;

/** What the audit log keeps of the settings: everything staff see, secrets as set or not (never their value). */
function auditView(view: StaffPaymentSettings) {
  const { enabled_methods: _enabled, ...rest } = view;
  return {
    ...rest,
    vnpay_hash_secret: view.vnpay_hash_secret.is_set,
    stripe_secret_key: view.stripe_secret_key.is_set,
    stripe_webhook_secret: view.stripe_webhook_secret.is_set,
    paypal_client_secret: view.paypal_client_secret.is_set,
    paystack_secret_key: view.paystack_secret_key.is_set,
    flutterwave_secret_key: view.flutterwave_secret_key.is_set,
    flutterwave_secret_hash: view.flutterwave_secret_hash.is_set,
  };
}

/**
 * Staff change the payment settings; the next payment uses them (settings are read per
 * request). A secret left empty keeps the stored one; a method switched on must have its
 * secrets given now or stored already. Audited with before and after, secrets as set or not.
 */
export async function updatePaymentSettings(db: Db, input: { actor: Actor; values: PaymentSettingsInput }): Promise<StaffPaymentSettings> {
  const { values } = input;
  const all = await getSettings(db);
  const secret = (key: PaymentSecretKey) => values[key] || text(all[key]);
  const missing: Record<string, string> = {};
  if (values.vnpay_status && !secret("vnpay_hash_secret")) missing.vnpay_hash_secret = "vnpayHashSecretRequired";
  if (values.stripe_status && !secret("stripe_secret_key")) missing.stripe_secret_key = "stripeSecretKeyInvalid";
  if (values.stripe_status && !secret("stripe_webhook_secret")) missing.stripe_webhook_secret = "stripeWebhookSecretInvalid";
  if (values.paypal_status && !secret("paypal_client_secret")) missing.paypal_client_secret = "paypalClientSecretRequired";
  if (values.paystack_status && !secret("paystack_secret_key")) missing.paystack_secret_key = "paystackSecretKeyInvalid";
  if (values.flutterwave_status && !secret("flutterwave_secret_key")) missing.flutterwave_secret_key = "flutterwaveSecretKeyInvalid";
  if (values.flutterwave_status && !secret("flutterwave_secret_hash")) missing.flutterwave_secret_hash = "flutterwaveSecretHashRequired";
  if (Object.keys(missing).length > 0) throw new AppError("VALIDATION", { fields: missing });

  const before = await getStaffPaymentSettings(db);
  const bank = values.bank_bin ? bankByBin(values.bank_bin) : undefined;
  const changes: Partial<Record<SettingKey, unknown>> = {
    bank_transfer_status: values.bank_transfer_status,
    bank_transfer_details: {
      bank_name: bank?.name ?? "",
      bank_bin: values.bank_bin ?? "",
      account_number: values.account_number ?? "",
      account_name: (values.account_name ?? "").toUpperCase(),
    },
    vnpay_status: values.vnpay_status,
    vnpay_tmn_code: values.vnpay_tmn_code ?? "",
    stripe_status: values.stripe_status,
    stripe_publishable_key: values.stripe_publishable_key ?? "",
    paypal_status: values.paypal_status,
    paypal_client_id: values.paypal_client_id ?? "",
    paypal_webhook_id: values.paypal_webhook_id ?? "",
    paystack_status: values.paystack_status,
    paystack_public_key: values.paystack_public_key ?? "",
    flutterwave_status: values.flutterwave_status,
  };
  if (values.vnpay_payment_url) changes.vnpay_payment_url = values.vnpay_payment_url;
  for (const gateway of ["paypal", "paystack", "flutterwave"] as const) {
    const currency = values[`${gateway}_currency`];
    const rateVnd = values[`${gateway}_rate_vnd`];
    if (currency) changes[`${gateway}_currency`] = currency;
    if (rateVnd) changes[`${gateway}_rate_vnd`] = rateVnd;
  }
  for (const key of paymentSecretKeys) if (values[key]) changes[key] = values[key];
  await updateSettings(db, changes);
  const after = await getStaffPaymentSettings(db);
  await recordStaffAction(db, {
    actor: input.actor,
    action: "setting.payment",
    entityType: "setting",
    entityId: 0,
    before: auditView(before),
    after: auditView(after),
  });
  return after;
}
