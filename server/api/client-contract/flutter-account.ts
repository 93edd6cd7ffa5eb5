import type { ReplayedCall } from "./replay.ts";

/**
 * The eBroker Flutter app 1.2.5's start-up, account, package, payment, chat and notification
 * calls, as `lib/utils/api.dart` and its cubits make them and `lib/data/model/` reads them
 * (perfectshelter/perfectshelter-app). Dart sends an unset value as the text "null"; Api.post
 * drops empty values and sends multipart. The first call signs in and remembers the token the rest send.
 */

/** A phone's Firebase Cloud Messaging registration token, as FirebaseMessaging.getToken() gives it. */
const phoneFcmToken = "dQw4w9WgXcQ:APA91bH8mZ2kQw3x7yJ0pLr6sTuVb9cDe1fGh2iJk3lMn4oPq5rSt6uVw7xYz8AbC9dEf0gHi1jKl2mNo3pQr4sTu5vWx6yZ";

/** Every field lib/data/model/user_model.dart reads (UserModel.fromJson). */
const userReads = (at: string) =>
  ({
    [`${at}.id`]: "int",
    [`${at}.address`]: "text",
    [`${at}.created_at`]: "text",
    [`${at}.email`]: "text",
    [`${at}.fcm_id`]: "text",
    [`${at}.auth_id`]: "text",
    [`${at}.isActive`]: "text",
    [`${at}.isProfileCompleted`]: "bool?",
    [`${at}.logintype`]: "text",
    [`${at}.country_code`]: "text",
    [`${at}.mobile`]: "text",
    [`${at}.name`]: "text",
    [`${at}.notification`]: "text",
    [`${at}.profile`]: "text",
    [`${at}.updated_at`]: "text",
    [`${at}.instagram_id`]: "text",
    [`${at}.facebook_id`]: "text",
    [`${at}.youtube_id`]: "text",
    [`${at}.twitter_id`]: "text",
  }) as const;

/** What the splash screen and FetchSystemSettingsCubit read from app-settings. */
const startupReads = {
  // lib/app/default_app_setting.dart:30 → lib/data/model/app_settings_datamodel.dart:17-26
  "data.light_tertiary": "text",
  "data.placeholder_logo": "text",
  "data.light_secondary": "text",
  "data.light_primary": "text",
  "data.dark_tertiary": "text",
  "data.dark_secondary": "text",
  "data.dark_primary": "text",
  "data.is_active": "bool",
  "data.app_home_screen": "text",
  // lib/ui/screens/splash_screen.dart:110,178,230 (maintenance_mode compared with '1', demo_mode as bool, default_language)
  "data.maintenance_mode": "string",
  "data.demo_mode": "bool",
  "data.default_language": "string",
  // lib/data/cubits/system/fetch_system_settings_cubit.dart:55-113
  "data.currency_symbol": "text",
  "data.show_admob_ads": "string",
  "data.home_page_location_alert_status": "string",
  "data.languages[].id": "text",
  "data.languages[].code": "text",
  "data.languages[].name": "text",
  "data.distance_option": "text",
  "data.playstore_id": "text",
  "data.appstore_id": "text",
  "data.otp_service_provider": "text",
  "data.verification_required_for_user": "bool",
  "data.selected_currency_data": "object",
  "data.selected_currency_data.code": "text",
  "data.selected_currency_data.symbol": "text",
  "data.bank_details": "list",
  "data.min_radius_range": "text",
  "data.max_radius_range": "text",
  "data.latitude": "text",
  "data.longitude": "text",
  // lib/utils/constant.dart:129-146 (systemSettingKeys read through getSetting)
  "data.privacy_policy": "text",
  "data.terms_conditions": "text",
  "data.subscription": "bool",
  "data.force_update": "string",
  "data.android_version": "text",
  "data.ios_version": "text",
  "data.number_with_suffix": "text",
  "data.default_language_name": "text",
  "data.number_with_otp_login": "text",
  "data.social_login": "text",
  "data.verification_status": "text?",
} as const;

export const flutterAccountCalls: ReplayedCall[] = [
  {
    source: "lib/data/repositories/auth_repository.dart:74-96 (loginWithEmail: email, password, type 3, the phone's FCM token)",
    method: "POST",
    path: "user_signup",
    encoding: "multipart",
    params: { email: "agent1@nhadat.local", password: "demo1234", type: "3", fcm_id: phoneFcmToken },
    reads: { token: "string", ...userReads("data") },
    remember: { token: "token", user_id: "data.id" },
  },
  {
    source: "lib/app/default_app_setting.dart:25-32 (LoadAppSettings.load, with user_id)",
    method: "GET",
    path: "app-settings",
    params: { user_id: "{user_id}" },
    signedIn: true,
    reads: startupReads,
  },
  {
    source: "lib/data/repositories/system_repository.dart:13 (fetchSystemSettings, anonymous: the splash screen before sign-in)",
    method: "GET",
    path: "app-settings",
    reads: startupReads,
  },
  {
    source:
      "lib/ui/screens/splash_screen.dart:239-249 (getDefaultLanguage: language_code, reads code, name, rtl and the translation table file_name)",
    method: "GET",
    path: "get_languages",
    params: { language_code: "vi" },
    reads: { "data.code": "text", "data.name": "text", "data.rtl": "any", "data.file_name": "object" },
  },
  {
    source: "lib/data/cubits/system/fetch_language_cubit.dart:57-69 (getLanguage on a language change)",
    method: "GET",
    path: "get_languages",
    params: { language_code: "en" },
    reads: { "data.code": "text", "data.name": "text", "data.file_name": "object" },
  },
  {
    source: "lib/data/cubits/profile_setting_cubit.dart:72-104 (type currency_symbol, from the splash screen)",
    method: "GET",
    path: "app-settings",
    params: { type: "currency_symbol" },
    reads: { data: "object" },
  },
  {
    source: "lib/data/cubits/profile_setting_cubit.dart:72-104 (type terms_conditions)",
    method: "GET",
    path: "app-settings",
    params: { type: "terms_conditions" },
    reads: { "data.terms_conditions": "text" },
  },
  {
    source: "lib/data/cubits/profile_setting_cubit.dart:72-104 (type privacy_policy)",
    method: "GET",
    path: "app-settings",
    params: { type: "privacy_policy" },
    reads: { "data.privacy_policy": "text" },
  },
  {
    source: "lib/data/cubits/profile_setting_cubit.dart:72-104 (type about_app reads about_us)",
    method: "GET",
    path: "app-settings",
    params: { type: "about_app" },
    reads: { "data.about_us": "text" },
  },
  {
    source: "lib/data/cubits/company_cubit.dart:34-48 → lib/data/model/company.dart (type company)",
    method: "GET",
    path: "app-settings",
    params: { type: "company" },
    signedIn: true,
    reads: {
      "data.company_name": "text",
      "data.company_website": "text",
      "data.company_email": "text",
      "data.company_address": "text",
      "data.company_tel1": "text",
      "data.company_tel2": "text",
    },
  },
  {
    source: "lib/data/cubits/auth/get_user_data_cubit.dart:35-44 (getUserProfileData → HiveUtils.setUserData → UserModel)",
    method: "GET",
    path: "get-user-data",
    signedIn: true,
    reads: userReads("data"),
  },
];
