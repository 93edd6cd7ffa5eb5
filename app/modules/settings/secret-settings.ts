import type { SettingKey } from "./setting-definitions.ts";

/** Settings whose values are secrets: staff may replace them but never read them back. */
export const secretSettingKeys = [
  "stripe_secret_key",
  "stripe_webhook_secret",
  "paystack_secret_key",
  "paypal_client_secret",
  "flutterwave_secret_key",
  "flutterwave_secret_hash",
  "vnpay_hash_secret",
  "vapid_private_key",
] as const satisfies readonly SettingKey[];

const maskPrefix = "••••••••";

export function isSecretSetting(key: string): boolean {
  return (secretSettingKeys as readonly string[]).includes(key);
}

/** A secret as staff see it: whether one is stored, and its last four characters when it is long enough to spare them. */
export function maskSecret(value: string): { is_set: boolean; masked: string } {
  if (!value) return { is_set: false, masked: "" };
  return { is_set: true, masked: value.length >= 16 ? `${maskPrefix}${value.slice(-4)}` : maskPrefix };
}

/** True for a value that is a masked secret sent back unchanged (it must never be stored). */
export function isMaskedSecret(value: unknown): boolean {
  return typeof value === "string" && value.startsWith(maskPrefix);
}

/** Every setting for staff, each secret replaced by its mask. */
export function withSecretsMasked(all: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(all).map(([key, value]) => [
      key,
      isSecretSetting(key) ? maskSecret(typeof value === "string" ? value : "").masked : value,
    ]),
  );
}
