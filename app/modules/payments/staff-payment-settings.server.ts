import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import { recordStaffAction } from "../moderation/record-staff-action.server.ts";
import { getSettings, updateSettings } from "../settings/get-settings.server.ts";
import { maskSecret } from "../settings/secret-settings.ts";
import type { SettingKey } from "../settings/setting-definitions.ts";
import { paymentSecretKeys, type PaymentSecretKey, type PaymentSettingsInput } from "./payment-settings-schema.ts";
import { enabledMethods, getPaymentConfig } from "./payment-settings.server.ts";
import { bankByBin } from "./vietnam-banks.ts";

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
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
  };
  if (values.vnpay_payment_url) changes.vnpay_payment_url = values.vnpay_payment_url;
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
