import { z } from "zod";

/** "0" or "1", as eBroker's clients compare their switches. */
const flagText = z.enum(["0", "1"]);

export const languageAnswer = z.object({ id: z.number().int(), code: z.string(), name: z.string() }).loose();

/**
 * web-settings / app-settings / get_system_settings: the keys eBroker's web client and app read
 * (docs/architecture.md, "The API contract"), with their types, beside our own keys.
 */
export const webSettingsAnswer = z
  .object({
    company_name: z.string(),
    company_email: z.string(),
    company_address: z.string(),
    company_tel1: z.string(),
    company_tel2: z.string(),
    currency_symbol: z.string(),
    default_language: z.string(),
    default_language_name: z.string(),
    number_with_suffix: z.string(),
    svg_clr: z.string(),
    facebook_id: z.string(),
    instagram_id: z.string(),
    youtube_id: z.string(),
    twiiter_id: z.string(),
    appstore_id: z.string(),
    playstore_id: z.string(),
    demo_mode: z.boolean(),
    verification_required_for_user: z.boolean(),
    verification_status: z.string().nullable(),
    web_maintenance_mode: flagText,
    maintenance_mode: flagText,
    social_login: flagText,
    number_with_otp_login: flagText,
    email_password_login: flagText,
    otp_service_provider: z.string(),
    distance_option: z.string(),
    auto_approve: z.boolean(),
    text_property_submission: z.string(),
    admin_name: z.string(),
    admin_image: z.string(),
    web_logo: z.string(),
    web_footer_logo: z.string(),
    web_placeholder_logo: z.string(),
    web_favicon: z.string(),
    app_home_screen: z.string(),
    placeholder_logo: z.string(),
    system_color: z.string(),
    light_primary: z.string(),
    light_secondary: z.string(),
    light_tertiary: z.string(),
    dark_primary: z.string(),
    dark_secondary: z.string(),
    dark_tertiary: z.string(),
    is_active: z.boolean(),
    is_premium: z.boolean(),
    subscription: z.boolean(),
    allow_cookies: flagText,
    iframe_link: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    min_radius_range: z.string(),
    max_radius_range: z.string(),
    max_price: z.number(),
    show_admob_ads: flagText,
    home_page_location_alert_status: flagText,
    force_update: flagText,
    languages: z.array(languageAnswer),
    selected_currency_data: z.object({ code: z.string(), symbol: z.string() }).loose(),
    bank_details: z.array(z.record(z.string(), z.unknown())),
    terms_conditions: z.string(),
    privacy_policy: z.string(),
    about_us: z.string(),
  })
  .loose();

/** With `type`, one setting (or the company's fields): a part of the above, each key of its type. */
export const settingsAnswer = z.union([webSettingsAnswer, webSettingsAnswer.extend({ company_website: z.string() }).partial()]);

export const languageWithFileAnswer = z.union([
  z.object({ languages: z.array(z.object({ code: z.string(), name: z.string() }).loose()) }),
  z
    .object({
      code: z.string(),
      name: z.string(),
      rtl: z.boolean(),
      file_name: z.record(z.string(), z.string()).optional(),
    })
    .loose(),
]);

/** Everything staff see: each setting's value, secrets only masked. */
export const staffSettingsAnswer = z.record(z.string(), z.unknown());
