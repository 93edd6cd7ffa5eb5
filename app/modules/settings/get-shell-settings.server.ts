import type { Db } from "../../lib/db.server.ts";
import { getSettings } from "./get-settings.server.ts";

/** The settings every page's shell needs: brand, contact, icons, the app banner. */
export interface ShellSettings {
  companyName: string;
  phone: string;
  email: string;
  address: string;
  cityName: string;
  favicon: string;
  logo: string;
  placeholderLogo: string;
  appstoreId: string;
  social: { facebook: string; instagram: string; youtube: string; zalo: string };
}

export async function getShellSettings(db: Db): Promise<ShellSettings> {
  const s = await getSettings(db);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    companyName: text(s.company_name),
    phone: text(s.company_tel1),
    email: text(s.company_email),
    address: text(s.company_address),
    cityName: text(s.city_name),
    favicon: text(s.web_favicon) || "/favicon.svg",
    logo: text(s.web_logo) || "/logo.svg",
    placeholderLogo: text(s.web_placeholder_logo) || "/placeholder-logo.svg",
    appstoreId: text(s.appstore_id),
    social: {
      facebook: text(s.facebook_id),
      instagram: text(s.instagram_id),
      youtube: text(s.youtube_id),
      zalo: text(s.zalo_id),
    },
  };
}
