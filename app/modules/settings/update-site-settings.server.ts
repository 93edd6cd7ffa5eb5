import type { Actor } from "../../lib/actor.server.ts";
import type { Db } from "../../lib/db.server.ts";
import { AppError } from "../../lib/errors.ts";
import type { Storage } from "../../lib/storage/storage.ts";
import type { UploadInput } from "../../lib/storage/read-upload.ts";
import { listLanguages } from "./list-languages.server.ts";
import { recordStaffAction } from "../audit/record-staff-action.server.ts";
import { getSettings, writeSettings } from "./get-settings.server.ts";
import { settingDefinitions, type SettingKey } from "./setting-definitions.ts";
import { isMaskedSecret, secretSettingKeys } from "./secret-settings.ts";
import { brandImageKeys, settingsUpdateSchema, type BrandImageKey } from "./site-settings-schema.ts";
import { deleteBrandImage, storeBrandImage } from "./store-brand-image.server.ts";

/** What the audit log keeps of a secret setting: that it changed, never the value. */
const hiddenValue = "••••";

function shown(key: SettingKey, value: unknown): unknown {
  return settingDefinitions[key].isPublic ? value : value ? hiddenValue : "";
}

/**
 * Staff change site settings: each value checked by its schema (site-settings-schema.ts), the
 * default language must be one the site offers, favicon and logo files are stored first. The
 * changed settings are written with one audit entry holding their values before and after.
 * Every reader takes settings from the database per request, so a change applies at once.
 */
export async function updateSiteSettings(options: {
  db: Db;
  storage: Storage;
  actor: Pick<Actor, "id" | "role">;
  values: Record<string, unknown>;
  images?: Partial<Record<BrandImageKey, UploadInput>>;
}): Promise<{ changed: SettingKey[] }> {
  if (options.actor.role !== "admin") throw new AppError("FORBIDDEN");
  const values: Partial<Record<SettingKey, unknown>> = settingsUpdateSchema.parse(options.values);
  // A masked secret sent back as it was shown keeps the stored secret.
  for (const key of secretSettingKeys) if (isMaskedSecret(values[key])) delete values[key];
  if (typeof values.default_language === "string") {
    const offered = (await listLanguages(options.db)).map((language) => language.code);
    if (!offered.includes(values.default_language))
      throw new AppError("VALIDATION", { fields: { default_language: "languageNotAvailable" } });
  }
  const stored: string[] = [];
  try {
    for (const key of brandImageKeys) {
      const file = options.images?.[key];
      if (file && !(file instanceof Blob && file.size === 0)) {
        values[key] = await storeBrandImage(options.storage, key, file);
        stored.push(values[key] as string);
      }
    }
    const before = await getSettings(options.db);
    const changed = (Object.keys(values) as SettingKey[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]));
    if (changed.length > 0) {
      await options.db.transaction(async (tx) => {
        await writeSettings(tx, Object.fromEntries(changed.map((key) => [key, values[key]])));
        await recordStaffAction(tx, {
          actor: options.actor,
          action: "setting.update",
          entityType: "setting",
          entityId: 0,
          before: Object.fromEntries(changed.map((key) => [key, shown(key, before[key])])),
          after: Object.fromEntries(changed.map((key) => [key, shown(key, values[key])])),
        });
      });
    }
    // Replaced brand images are removed once the new ones are in place.
    await Promise.all(brandImageKeys.filter((key) => changed.includes(key)).map((key) => deleteBrandImage(options.storage, before[key])));
    return { changed };
  } catch (error) {
    await Promise.all(stored.map((url) => deleteBrandImage(options.storage, url)));
    throw error;
  }
}
