import { eq } from "drizzle-orm";
import { settings } from "../../../db/schema/index.ts";
import type { Db } from "../../lib/db.server.ts";
import { settingDefinitions, type SettingKey } from "./setting-definitions.ts";

export type SettingsMap = { [K in SettingKey]: unknown };

/** All settings, stored values over defaults. */
export async function getSettings(db: Db): Promise<SettingsMap> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const stored = new Map(rows.map((row) => [row.key, decode(row.value)]));
  const out = {} as Record<string, unknown>;
  for (const [key, definition] of Object.entries(settingDefinitions)) {
    out[key] = stored.has(key) ? stored.get(key) : definition.default;
  }
  return out as SettingsMap;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function getSetting(db: Db | Tx, key: SettingKey): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? decode(row.value) : settingDefinitions[key].default;
}

/** Writes settings (staff screens, seed, tests). */
export async function updateSettings(db: Db, values: Partial<Record<SettingKey, unknown>>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.transaction((tx) => writeSettings(tx, values));
}

/** Writes settings inside the caller's transaction. */
export async function writeSettings(tx: Db | Tx, values: Partial<Record<SettingKey, unknown>>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    const isPublic = settingDefinitions[key as SettingKey].isPublic;
    await tx
      .insert(settings)
      .values({ key, value: JSON.stringify(value), isPublic })
      .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(value), isPublic, updatedAt: new Date() } });
  }
}

function decode(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
