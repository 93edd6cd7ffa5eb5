import { eq, max } from "drizzle-orm";
import { properties, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.ts";
import { tileSettingsOf } from "../../lib/location/tile-settings.ts";
import { dictionaryFor, type LanguageCode } from "../../lib/i18n/index.ts";
import { listActivePackages } from "../packages/active-packages.server.ts";
import { hasEntitlement } from "../packages/has-entitlement.server.ts";
import { getInfoPage } from "../content/get-info-page.server.ts";
import { listLanguages } from "./list-languages.server.ts";
import { getSettings, type SettingsMap } from "./get-settings.server.ts";
import { settingDefinitions, type SettingKey } from "./setting-definitions.ts";

async function settingsVerificationStatus(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ status: users.verificationStatus }).from(users).where(eq(users.id, userId));
  const status = row?.status ?? "initial";
  return status === "verified" ? "success" : status;
}

export interface WebSettings {
  [key: string]: unknown;
}

/** The map's tiles and default view (web settings' `map`). */
export function mapSettingsOf(all: SettingsMap, env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION" | "geocoder">) {
  const tiles = tileSettingsOf(env);
  return {
    tile_url: tiles.tileUrl,
    attribution: tiles.attribution,
    geocoder: env.geocoder,
    latitude: all.map_default_latitude,
    longitude: all.map_default_longitude,
    zoom: all.map_default_zoom,
  };
}

/**
 * The settings the website and apps read (docs/architecture.md, "The API contract": settings data), plus company,
 * map and feature settings. Only public settings leave the server; the user-specific
 * fields (verification_status, is_premium) answer for the actor when there is one.
 */
export async function getWebSettings(options: {
  db: Db;
  env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION" | "geocoder" | "googleSignIn">;
  actor: Actor | null;
  type?: string;
  lang?: LanguageCode;
  /** Media values (logo, placeholder) as the caller answers them: absolute for the API. */
  mediaUrl?: (value: string) => string;
}): Promise<WebSettings> {
  const all = await getSettings(options.db);
  const publicEntries = Object.entries(all).filter(([key]) => settingDefinitions[key as SettingKey].isPublic);
  const result: WebSettings = Object.fromEntries(publicEntries);
  result.selected_currency_data = { code: all.currency_code, symbol: all.currency_symbol, name: "Việt Nam Đồng", decimals: 0 };
  result.map = mapSettingsOf(all, options.env);
  result.languages = (await listLanguages(options.db)).map((language) => ({ code: language.code, name: language.name }));
  // User-specific answers. verification_status speaks the settings' spelling (docs/architecture.md, "The API contract"): a verified agent is "success".
  result.verification_status = options.actor ? await settingsVerificationStatus(options.db, options.actor.id) : null;
  result.push_messaging_token = all.vapid_public_key;
  Object.assign(result, await clientSettings(options, all, result.verification_status as string | null));
  if (options.type) return settingsOfType(result, options.type);
  return result;
}

/** The brand's colours, as the apps paint their light and dark themes (app/app.css's brand and accent). */
const brandColours = {
  system_color: "#1d4ed8",
  light_primary: "#1d4ed8",
  light_secondary: "#e11d48",
  light_tertiary: "#ffffff",
  dark_primary: "#60a5fa",
  dark_secondary: "#fb7185",
  dark_tertiary: "#0f172a",
};

const onOff = (value: boolean) => (value ? "1" : "0");

/**
 * The keys eBroker's web client and app read beside our own (docs/architecture.md, "The API
 * contract"), derived from our settings: switches are "0"/"1" texts as the clients compare them.
 * There is no maintenance mode and no ads here, so those switches are off.
 */
async function clientSettings(
  options: Parameters<typeof getWebSettings>[0],
  all: SettingsMap,
  verificationStatus: string | null,
): Promise<Record<string, unknown>> {
  const { db, actor } = options;
  const lang = options.lang ?? (all.default_language === "en" ? "en" : "vi");
  const text = (key: SettingKey) => String(all[key] ?? "");
  const media = (key: SettingKey) => (text(key) && options.mediaUrl ? options.mediaUrl(text(key)) : text(key));
  const logo = text("web_logo") ? media("web_logo") : media("web_placeholder_logo");
  const [held, premium, [priceRow], terms, privacy, about] = await Promise.all([
    actor ? listActivePackages(db, actor.id) : Promise.resolve([]),
    hasEntitlement(db, actor, "premium_properties"),
    db.select({ value: max(properties.price) }).from(properties),
    getInfoPage(db, "terms", lang),
    getInfoPage(db, "privacy", lang),
    getInfoPage(db, "about", lang),
  ]);
  const languages = await listLanguages(db);
  const defaultLanguage = languages.find((language) => language.code === all.default_language);
  const lat = Number(all.map_default_latitude);
  const lng = Number(all.map_default_longitude);
  return {
    web_maintenance_mode: "0",
    maintenance_mode: "0",
    social_login: onOff(options.env.googleSignIn !== null),
    number_with_otp_login: "1",
    email_password_login: "1",
    // The server sends and checks the one-time codes itself (get-otp, verify-otp): the clients'
    // "twilio" flow, not Firebase's client-side one.
    otp_service_provider: "twilio",
    distance_option: "km",
    auto_approve: all.auto_approve_verified_users === true && verificationStatus === "success",
    text_property_submission: dictionaryFor(lang).propertySubmittedForReview ?? "",
    admin_name: text("company_name"),
    admin_image: logo,
    web_footer_logo: logo,
    web_logo: media("web_logo"),
    web_placeholder_logo: media("web_placeholder_logo"),
    web_favicon: media("web_favicon"),
    app_home_screen: logo,
    placeholder_logo: media("web_placeholder_logo"),
    ...brandColours,
    is_active: true,
    is_premium: premium,
    subscription: held.length > 0,
    allow_cookies: "0",
    iframe_link: `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.01},${lat - 0.01},${lng + 0.01},${lat + 0.01}&marker=${lat},${lng}`,
    latitude: String(lat),
    longitude: String(lng),
    min_radius_range: "1",
    max_radius_range: "50",
    max_price: Number(priceRow?.value ?? 0),
    show_admob_ads: "0",
    home_page_location_alert_status: "0",
    force_update: "0",
    android_version: "",
    ios_version: "",
    default_language_name: defaultLanguage?.name ?? "",
    languages: languages.map((language, index) => ({ id: index + 1, code: language.code, name: language.name })),
    bank_details: [],
    terms_conditions: terms.body,
    privacy_policy: privacy.body,
    about_us: text("about_us") || about.body,
  };
}

/** One setting (`type`), as the apps ask for it: company answers the company's fields, about_app the about text. */
function settingsOfType(result: WebSettings, type: string): WebSettings {
  if (type === "company") {
    const keys = ["company_name", "company_email", "company_address", "company_tel1", "company_tel2"] as const;
    return { ...Object.fromEntries(keys.map((key) => [key, result[key]])), company_website: "" };
  }
  if (type === "about_app") return { about_us: result.about_us };
  if (!(type in result)) throw new AppError("NOT_FOUND");
  return { [type]: result[type] };
}
