import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import type { Env } from "../../lib/env.server.ts";
import { AppError } from "../../lib/errors.ts";
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
  return {
    tile_url: env.MAP_TILE_URL,
    attribution: env.MAP_ATTRIBUTION,
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
  env: Pick<Env, "MAP_TILE_URL" | "MAP_ATTRIBUTION" | "geocoder">;
  actor: Actor | null;
  type?: string;
}): Promise<WebSettings> {
  const all = await getSettings(options.db);
  const publicEntries = Object.entries(all).filter(([key]) => settingDefinitions[key as SettingKey].isPublic);
  const result: WebSettings = Object.fromEntries(publicEntries);
  result.selected_currency_data = { code: all.currency_code, symbol: all.currency_symbol, name: "Việt Nam Đồng", decimals: 0 };
  result.map = mapSettingsOf(all, options.env);
  result.languages = (await listLanguages(options.db)).map((language) => ({ code: language.code, name: language.name }));
  // User-specific answers. verification_status speaks the settings' spelling (docs/architecture.md, "The API contract"): a verified agent is "success".
  result.verification_status = options.actor ? await settingsVerificationStatus(options.db, options.actor.id) : null;
  result.is_premium = false;
  result.push_messaging_token = all.vapid_public_key;
  if (options.type) {
    if (!(options.type in result)) throw new AppError("NOT_FOUND");
    return { [options.type]: result[options.type] };
  }
  return result;
}
