import { z } from "zod";
import { flagInput, intInput, latitudeInput, longitudeInput } from "../../lib/input-schemas.ts";
import { gatewayModes } from "./gateway-modes.ts";
import type { SettingKey } from "./setting-definitions.ts";

/**
 * The schema of every setting staff edit on the settings page and through
 * admin/update-settings: one schema per key, shared by the form, the page action and the
 * API. Messages are dictionary keys. The payment methods and their keys have a page of
 * their own and keep the plain shapes below.
 */
const text = (max: number) => z.string({ error: "invalidValue" }).trim().max(max, { error: "textTooLong" });
const requiredSettingText = (max: number) => text(max).min(1, { error: "settingRequired" });

/** A link a setting points at: a path on this site or an http(s) address; empty clears it. */
const linkSetting = text(500).refine((value) => value === "" || value.startsWith("/") || /^https?:\/\/[^\s]+$/i.test(value), {
  error: "settingLinkInvalid",
});

/** A "1" / "0" setting (docs/architecture.md, "The API contract": '1' means on); flags from a form or JSON map onto it. */
const oneZeroSetting = flagInput.transform((on) => (on ? "1" : "0"));

const emailSetting = text(254).pipe(z.email({ error: "emailInvalid" }));

const phoneSetting = text(20).regex(/^(\+?\d[\d .]{5,18}\d)?$/, { error: "phoneInvalid" });

/** App-store ids are digits (Apple) or a package name (Google Play). */
const storeIdSetting = text(200).regex(/^[A-Za-z0-9._-]*$/, { error: "settingStoreIdInvalid" });

export const featureFlagKeys = ["chat", "projects", "agents", "articles", "mortgage_calculator", "compare", "personalised_feed"] as const;

export const settingValueSchemas = {
  company_name: requiredSettingText(120),
  company_tel1: phoneSetting,
  company_tel2: phoneSetting,
  company_email: emailSetting,
  company_address: text(300),
  company_address_en: text(300),
  about_us: text(5000),
  facebook_id: linkSetting,
  instagram_id: linkSetting,
  youtube_id: linkSetting,
  twiiter_id: linkSetting,
  zalo_id: linkSetting,
  web_favicon: linkSetting,
  web_logo: linkSetting,
  web_placeholder_logo: linkSetting,
  default_language: z.string({ error: "invalidValue" }).regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: "languageCodeInvalid" }),
  currency_symbol: requiredSettingText(8),
  currency_code: z
    .string({ error: "invalidValue" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "currencyCodeInvalid" }),
  number_with_suffix: oneZeroSetting,
  svg_clr: oneZeroSetting,
  appstore_id: storeIdSetting,
  playstore_id: storeIdSetting,
  verification_required_for_user: flagInput,
  auto_approve_verified_users: flagInput,
  demo_mode: flagInput,
  map_default_latitude: latitudeInput,
  map_default_longitude: longitudeInput,
  map_default_zoom: intInput().min(3, { error: "valueTooSmall" }).max(19, { error: "valueTooLarge" }),
  features: z.object(
    Object.fromEntries(featureFlagKeys.map((key) => [key, flagInput])) as Record<(typeof featureFlagKeys)[number], typeof flagInput>,
    {
      error: "invalidValue",
    },
  ),
  city_name: requiredSettingText(120),
  city_province_code: z.string({ error: "invalidValue" }).regex(/^\d{1,3}$/, { error: "invalidValue" }),
  // The payment page's settings, kept to their stored shapes.
  stripe_publishable_key: text(300),
  paystack_public_key: text(300),
  stripe_secret_key: text(300),
  paystack_secret_key: text(300),
  bank_transfer_status: flagInput,
  bank_transfer_details: z.record(z.string(), z.string().max(200), { error: "invalidValue" }),
  vnpay_status: flagInput,
  vnpay_tmn_code: text(100),
  vnpay_hash_secret: text(300),
  vnpay_mode: z.enum(gatewayModes, { error: "invalidValue" }),
  stripe_status: flagInput,
  stripe_webhook_secret: text(300),
  paypal_status: flagInput,
  paypal_client_id: text(300),
  paypal_client_secret: text(300),
  paypal_webhook_id: text(100),
  paypal_currency: text(3),
  paypal_rate_vnd: intInput().min(0, { error: "valueTooSmall" }),
  paypal_mode: z.enum(gatewayModes, { error: "invalidValue" }),
  paystack_status: flagInput,
  paystack_currency: text(3),
  paystack_rate_vnd: intInput().min(0, { error: "valueTooSmall" }),
  flutterwave_status: flagInput,
  flutterwave_secret_key: text(300),
  flutterwave_secret_hash: text(300),
  flutterwave_currency: text(3),
  flutterwave_rate_vnd: intInput().min(0, { error: "valueTooSmall" }),
  vapid_public_key: text(300),
  vapid_private_key: text(300),
} satisfies Record<SettingKey, z.ZodType>;

/** admin/update-settings: any known settings, each by its own schema; an unknown key is refused. */
export const settingsUpdateSchema = z.strictObject(settingValueSchemas, { error: "invalidValue" }).partial();
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

/** The settings page's sections in order; each lists the settings it edits and how. */
export type SettingControl = "text" | "textarea" | "email" | "tel" | "url" | "number" | "checkbox" | "language";

export interface SettingField {
  key: Exclude<SettingKey, "features">;
  control: SettingControl;
  /** Dictionary key of the field's label. */
  label: string;
}

export interface SettingSection {
  id: string;
  /** Dictionary key of the section's heading. */
  title: string;
  fields: SettingField[];
}

export const settingSections: SettingSection[] = [
  {
    id: "company",
    title: "settingsCompany",
    fields: [
      { key: "company_name", control: "text", label: "settingCompanyName" },
      { key: "company_tel1", control: "tel", label: "settingCompanyTel1" },
      { key: "company_tel2", control: "tel", label: "settingCompanyTel2" },
      { key: "company_email", control: "email", label: "settingCompanyEmail" },
      { key: "company_address", control: "text", label: "settingCompanyAddress" },
      { key: "company_address_en", control: "text", label: "settingCompanyAddressEn" },
      { key: "about_us", control: "textarea", label: "settingAboutUs" },
      { key: "facebook_id", control: "url", label: "settingFacebook" },
      { key: "instagram_id", control: "url", label: "settingInstagram" },
      { key: "youtube_id", control: "url", label: "settingYoutube" },
      { key: "twiiter_id", control: "url", label: "settingTwitter" },
      { key: "zalo_id", control: "url", label: "settingZalo" },
    ],
  },
  {
    id: "currency",
    title: "settingsCurrency",
    fields: [
      { key: "currency_symbol", control: "text", label: "settingCurrencySymbol" },
      { key: "currency_code", control: "text", label: "settingCurrencyCode" },
      { key: "number_with_suffix", control: "checkbox", label: "settingNumberWithSuffix" },
      { key: "svg_clr", control: "checkbox", label: "settingSvgColour" },
    ],
  },
  {
    id: "accounts",
    title: "settingsAccounts",
    fields: [
      { key: "verification_required_for_user", control: "checkbox", label: "settingVerificationRequired" },
      { key: "auto_approve_verified_users", control: "checkbox", label: "settingAutoApprove" },
      { key: "demo_mode", control: "checkbox", label: "settingDemoMode" },
      { key: "default_language", control: "language", label: "settingDefaultLanguage" },
    ],
  },
  {
    id: "apps",
    title: "settingsApps",
    fields: [
      { key: "appstore_id", control: "text", label: "settingAppstoreId" },
      { key: "playstore_id", control: "text", label: "settingPlaystoreId" },
    ],
  },
  {
    id: "map",
    title: "settingsMap",
    fields: [
      { key: "map_default_latitude", control: "number", label: "settingMapLatitude" },
      { key: "map_default_longitude", control: "number", label: "settingMapLongitude" },
      { key: "map_default_zoom", control: "number", label: "settingMapZoom" },
    ],
  },
];

/** The images staff upload on the settings page (favicon and logos). */
export const brandImageKeys = ["web_favicon", "web_logo", "web_placeholder_logo"] as const;
export type BrandImageKey = (typeof brandImageKeys)[number];

/** Every key the settings page edits, for reading its form. */
export const pageSettingKeys: SettingKey[] = [
  ...settingSections.flatMap((section) => section.fields.map((field) => field.key)),
  "features",
];

/**
 * The settings page's form as the settings it sets: text as typed (an emptied field clears
 * its setting), a checkbox absent means off. The result goes through `settingsUpdateSchema`.
 */
export function readSettingsForm(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const section of settingSections) {
    for (const field of section.fields) {
      if (field.control === "checkbox") values[field.key] = form.has(field.key);
      else values[field.key] = String(form.get(field.key) ?? "");
    }
  }
  values.features = Object.fromEntries(featureFlagKeys.map((key) => [key, form.has(`features.${key}`)]));
  return values;
}
