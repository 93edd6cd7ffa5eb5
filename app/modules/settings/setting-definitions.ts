/**
 * Every site setting with its default and whether web-settings may publish it.
 * Secrets are never public. Values are JSON.
 */
export interface SettingDefinition {
  default: unknown;
  isPublic: boolean;
}

export const settingDefinitions = {
  company_name: { default: "Nhà Đất Sài Gòn", isPublic: true },
  company_tel1: { default: "028 3822 0000", isPublic: true },
  company_tel2: { default: "0909 000 000", isPublic: true },
  company_email: { default: "lienhe@nhadat.local", isPublic: true },
  company_address: { default: "135 Nam Kỳ Khởi Nghĩa, Phường Bến Thành, Thành phố Hồ Chí Minh", isPublic: true },
  /** The address as English pages show it; empty shows the Vietnamese one. */
  company_address_en: { default: "135 Nam Ky Khoi Nghia Street, Ben Thanh Ward, Ho Chi Minh City", isPublic: true },
  about_us: { default: "", isPublic: true },
  city_name: { default: "Thành phố Hồ Chí Minh", isPublic: true },
  city_province_code: { default: "29", isPublic: true },
  facebook_id: { default: "https://facebook.com/nhadat", isPublic: true },
  instagram_id: { default: "https://instagram.com/nhadat", isPublic: true },
  youtube_id: { default: "https://youtube.com/@nhadat", isPublic: true },
  twiiter_id: { default: "", isPublic: true },
  zalo_id: { default: "", isPublic: true },
  web_favicon: { default: "", isPublic: true },
  web_logo: { default: "", isPublic: true },
  web_placeholder_logo: { default: "/placeholder-logo.svg", isPublic: true },
  default_language: { default: "vi", isPublic: true },
  currency_symbol: { default: "₫", isPublic: true },
  currency_code: { default: "VND", isPublic: true },
  number_with_suffix: { default: "1", isPublic: true },
  svg_clr: { default: "1", isPublic: true },
  appstore_id: { default: "", isPublic: true },
  playstore_id: { default: "", isPublic: true },
  verification_required_for_user: { default: false, isPublic: true },
  auto_approve_verified_users: { default: false, isPublic: true },
  demo_mode: { default: false, isPublic: true },
  map_default_latitude: { default: 10.7769, isPublic: true },
  map_default_longitude: { default: 106.7009, isPublic: true },
  map_default_zoom: { default: 12, isPublic: true },
  features: {
    default: {
      chat: true,
      projects: true,
      agents: true,
      articles: true,
      mortgage_calculator: true,
      compare: true,
      personalised_feed: true,
    },
    isPublic: true,
  },
  stripe_publishable_key: { default: "", isPublic: true },
  paystack_public_key: { default: "", isPublic: true },
  stripe_secret_key: { default: "", isPublic: false },
  paystack_secret_key: { default: "", isPublic: false },
  /** Payment methods (get_payment_settings): each on or off; keys marked not public stay on the server. */
  bank_transfer_status: { default: true, isPublic: true },
  bank_transfer_details: {
    default: { bank_name: "Vietcombank", bank_bin: "970436", account_number: "0071000888888", account_name: "CONG TY NHA DAT SAI GON" },
    isPublic: true,
  },
  vnpay_status: { default: false, isPublic: true },
  vnpay_tmn_code: { default: "", isPublic: false },
  vnpay_hash_secret: { default: "", isPublic: false },
  /** VNPay's sandbox or live payment page (gateway-hosts.ts); the host itself is never a setting. */
  vnpay_mode: { default: "sandbox", isPublic: false },
  stripe_status: { default: false, isPublic: true },
  stripe_webhook_secret: { default: "", isPublic: false },
  /** Gateways that cannot charge VND: each charges in a staff-chosen currency at rate_vnd VND per one unit (0: not set). */
  paypal_status: { default: false, isPublic: true },
  paypal_client_id: { default: "", isPublic: false },
  paypal_client_secret: { default: "", isPublic: false },
  paypal_webhook_id: { default: "", isPublic: false },
  paypal_currency: { default: "USD", isPublic: true },
  paypal_rate_vnd: { default: 0, isPublic: true },
  /** PayPal's sandbox or live API (gateway-hosts.ts). */
  paypal_mode: { default: "live", isPublic: false },
  paystack_status: { default: false, isPublic: true },
  paystack_currency: { default: "USD", isPublic: true },
  paystack_rate_vnd: { default: 0, isPublic: true },
  flutterwave_status: { default: false, isPublic: true },
  flutterwave_secret_key: { default: "", isPublic: false },
  flutterwave_secret_hash: { default: "", isPublic: false },
  flutterwave_currency: { default: "USD", isPublic: true },
  flutterwave_rate_vnd: { default: 0, isPublic: true },
  vapid_public_key: { default: "", isPublic: true },
  vapid_private_key: { default: "", isPublic: false },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingDefinitions;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefinitions, key);
}
