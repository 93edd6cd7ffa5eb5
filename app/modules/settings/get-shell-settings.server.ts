import type { Db } from "../../lib/db.server.ts";
import type { MoneyDisplay } from "../../lib/format/format-amount.ts";
import { getSettings, type SettingsMap } from "./get-settings.server.ts";

/** The settings every page's shell needs: brand, contact, icons, the app banner. */
export interface ShellSettings {
  companyName: string;
  phone: string;
  email: string;
  address: string;
  /** The address in English (may be empty); `companyAddress` picks one for the page's language. */
  addressEn: string;
  cityName: string;
  favicon: string;
  logo: string;
  placeholderLogo: string;
  appstoreId: string;
  /** How prices and amounts are shown (currency_code, currency_symbol, number_with_suffix). */
  money: MoneyDisplay;
  social: { facebook: string; instagram: string; youtube: string; zalo: string };
}

/** The money display of the stored settings (docs/architecture.md, "The API contract": number_with_suffix '1' means on). */
export function moneyDisplayOf(s: Record<string, unknown>): MoneyDisplay {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    currencyCode: text(s.currency_code) || "VND",
    symbol: text(s.currency_symbol) || "₫",
    withSuffix: s.number_with_suffix === "1" || s.number_with_suffix === true,
  };
}

/** The money display for what the server writes itself (mails). */
export async function getMoneyDisplay(db: Db): Promise<MoneyDisplay> {
  return moneyDisplayOf(await getSettings(db));
}

export async function getShellSettings(db: Db): Promise<ShellSettings> {
  return shellSettingsOf(await getSettings(db));
}

/** The shell's settings out of all the stored settings. */
export function shellSettingsOf(s: SettingsMap): ShellSettings {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    companyName: text(s.company_name),
    phone: text(s.company_tel1),
    email: text(s.company_email),
    address: text(s.company_address),
    addressEn: text(s.company_address_en),
    cityName: text(s.city_name),
    favicon: text(s.web_favicon) || "/favicon.svg",
    logo: text(s.web_logo) || "/logo.svg",
    placeholderLogo: text(s.web_placeholder_logo) || "/placeholder-logo.svg",
    appstoreId: text(s.appstore_id),
    money: moneyDisplayOf(s),
    social: {
      facebook: text(s.facebook_id),
      instagram: text(s.instagram_id),
      youtube: text(s.youtube_id),
      zalo: text(s.zalo_id),
    },
  };
}
