import { z } from "zod";
import { getLanguage } from "../../app/modules/languages/list-languages.server.ts";
import { getWebSettings } from "../../app/modules/settings/get-web-settings.server.ts";
import { getSettings, updateSettings } from "../../app/modules/settings/get-settings.server.ts";
import { isSettingKey, type SettingKey } from "../../app/modules/settings/setting-definitions.ts";
import { flagInput } from "../../app/lib/input-schemas.ts";
import { defineCall } from "./define-call.ts";

export const settingsCalls = [
  defineCall({
    method: "GET",
    path: "web-settings",
    auth: "optional",
    tag: "Settings",
    summary: "Public site settings; user-specific fields answer for the signed-in user",
    input: z.object({ type: z.string().max(64).optional() }),
    handler: async ({ input, actor, services }) => ({
      data: await getWebSettings({ db: services.db, env: services.env, actor, type: input.type }),
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_languages",
    auth: "public",
    tag: "Settings",
    summary: "The languages, or one language with its dictionary when web_language_file is set",
    input: z.object({
      language_code: z.string().max(10).optional(),
      web_language_file: flagInput.optional(),
    }),
    cacheSeconds: 300,
    handler: async ({ input, services }) => ({
      data: await getLanguage(services.db, { languageCode: input.language_code, withFile: input.web_language_file ?? false }),
    }),
  }),

  defineCall({
    method: "GET",
    path: "admin/settings",
    auth: "staff",
    tag: "Admin",
    summary: "Every setting, secrets included, for staff",
    input: z.object({}),
    handler: async ({ services }) => ({ data: await getSettings(services.db) }),
  }),
  defineCall({
    method: "POST",
    path: "admin/update-settings",
    auth: "staff",
    tag: "Admin",
    summary: "Changes site settings (JSON body: { values: { key: value } })",
    input: z.object({
      values: z.record(z.string(), z.unknown()).refine((values) => Object.keys(values).every(isSettingKey), { error: "invalidValue" }),
    }),
    handler: async ({ input, services }) => {
      await updateSettings(services.db, input.values as Partial<Record<SettingKey, unknown>>);
      return { data: await getSettings(services.db), message: "success" };
    },
  }),
];
