import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { getSettings, updateSettings } from "../settings/get-settings.server.ts";
import { maskSecret } from "../settings/secret-settings.ts";
import type { SettingKey } from "../settings/setting-definitions.ts";
import { paymentSecretKeys, type PaymentSettingsInput } from "./payment-settings-schema.ts";
import { enabledMethods, getPaymentConfig } from "./payment-settings.server.ts";
import { bankByBin } from "./vietnam-banks.ts";
import { gatewayMode } from "./gateway-hosts.ts";

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
    vnpay_mode: gatewayMode(all.vnpay_mode, "sandbox"),
    vnpay_hash_secret: maskSecret(text(all.vnpay_hash_secret)),
    stripe_status: flag(all.stripe_status),
    stripe_publishable_key: text(all.stripe_publishable_key),
    stripe_secret_key: maskSecret(text(all.stripe_secret_key)),
    stripe_webhook_secret: maskSecret(text(all.stripe_webhook_secret)),
    paypal_status: flag(all.paypal_status),
    paypal_mode: gatewayMode(all.paypal_mode, "live"),
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

/** The names of the settings an update writes, for each field it may name. */
const plainFields = [
  "bank_transfer_status",
  "vnpay_status",
  "vnpay_mode",
  "vnpay_tmn_code",
  "stripe_status",
  "stripe_publishable_key",
  "paypal_status",
  "paypal_mode",
  "paypal_client_id",
  "paypal_webhook_id",
  "paypal_currency",
  "paypal_rate_vnd",
  "paystack_status",
  "paystack_public_key",
  "paystack_currency",
  "paystack_rate_vnd",
  "flutterwave_status",
  "flutterwave_currency",
  "flutterwave_rate_vnd",
] as const satisfies readonly (keyof PaymentSettingsInput & SettingKey)[];

/**
 * What each method switched on needs, checked on the settings as they will be (the stored ones
 * with this update over them), every missing field named at once.
 */
function missingFields(next: Record<string, unknown>): Record<string, string> {
  const missing: Record<string, string> = {};
  const need = (field: string, message: string) => {
    if (!next[field]) missing[field] ??= message;
  };
  if (flag(next.bank_transfer_status)) {
    need("bank_bin", "bankBinInvalid");
    need("account_number", "accountNumberRequired");
    need("account_name", "accountNameRequired");
  }
  if (flag(next.vnpay_status)) {
    need("vnpay_tmn_code", "vnpayTmnCodeRequired");
    need("vnpay_hash_secret", "vnpayHashSecretRequired");
  }
  if (flag(next.stripe_status)) {
    need("stripe_publishable_key", "stripePublishableKeyInvalid");
    need("stripe_secret_key", "stripeSecretKeyInvalid");
    need("stripe_webhook_secret", "stripeWebhookSecretInvalid");
  }
  for (const gateway of ["paypal", "paystack", "flutterwave"] as const) {
    if (!flag(next[`${gateway}_status`])) continue;
    need(`${gateway}_currency`, "gatewayCurrencyInvalid");
    if (!rate(next[`${gateway}_rate_vnd`])) missing[`${gateway}_rate_vnd`] ??= "exchangeRateInvalid";
  }
  if (flag(next.paypal_status)) {
    need("paypal_client_id", "paypalClientIdRequired");
    need("paypal_client_secret", "paypalClientSecretRequired");
    need("paypal_webhook_id", "paypalWebhookIdRequired");
  }
  if (flag(next.paystack_status)) {
    need("paystack_public_key", "paystackPublicKeyInvalid");
    need("paystack_secret_key", "paystackSecretKeyInvalid");
  }
  if (flag(next.flutterwave_status)) {
    need("flutterwave_secret_key", "flutterwaveSecretKeyInvalid");
    need("flutterwave_secret_hash", "flutterwaveSecretHashRequired");
  }
  return missing;
}

/**
 * Staff change the payment settings; the next payment uses them (settings are read per
 * request). An update changes the fields it names and nothing else: a status, key or
 * account field left out keeps what is stored. A method switched on must have what it needs,
 * given now or stored already. Audited with before and after, secrets as set or not.
 */
export async function updatePaymentSettings(db: Db, input: { actor: Actor; values: PaymentSettingsInput }): Promise<StaffPaymentSettings> {
  const { values } = input;
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<PaymentSettingsInput>;
  const all = await getSettings(db);
  const storedBank = (
    all.bank_transfer_details && typeof all.bank_transfer_details === "object" ? all.bank_transfer_details : {}
  ) as Record<string, unknown>;
  const bankNamed = given.bank_bin !== undefined || given.account_number !== undefined || given.account_name !== undefined;
  const bankBin = given.bank_bin ?? text(storedBank.bank_bin);
  const bankDetails = {
    bank_name: given.bank_bin !== undefined ? (bankByBin(given.bank_bin)?.name ?? "") : text(storedBank.bank_name),
    bank_bin: bankBin,
    account_number: given.account_number ?? text(storedBank.account_number),
    account_name: given.account_name !== undefined ? given.account_name.toUpperCase() : text(storedBank.account_name),
  };

  const changes: Partial<Record<SettingKey, unknown>> = {};
  for (const key of plainFields) if (given[key] !== undefined) changes[key] = given[key];
  for (const key of paymentSecretKeys) if (given[key]) changes[key] = given[key];
  if (bankNamed) changes.bank_transfer_details = bankDetails;

  const next: Record<string, unknown> = { ...all, ...changes, ...bankDetails };
  const missing = missingFields(next);
  if (Object.keys(missing).length > 0) throw new AppError("VALIDATION", { fields: missing });

  const before = await getStaffPaymentSettings(db);
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
